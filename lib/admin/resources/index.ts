import 'server-only';
import { HttpError } from '@/lib/http/respond';
import type { AdminResource } from '../resource';
import { regionResource } from './regions';

/** Every record kind of the generic admin API, by its URL segment. */
const resources: AdminResource<never>[] = [regionResource as AdminResource<never>];

const byName = new Map(resources.map((resource) => [resource.name, resource]));

/** The resource named in /api/admin/{name}; an unknown name is a 404. */
export function adminResource(name: string): AdminResource<unknown> {
  const resource = byName.get(name);
  if (!resource) throw new HttpError(404, 'notFound');
  return resource as AdminResource<unknown>;
}

export const adminResourceNames = [...byName.keys()];
