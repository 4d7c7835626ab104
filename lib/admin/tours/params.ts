import 'server-only';
import { recordId } from '@/lib/admin/fields';
import { HttpError } from '@/lib/http/respond';

/** A record id from the path; anything else is a record that does not exist (404). */
export function pathId(value: string | undefined): number {
  const id = recordId.safeParse(value);
  if (!id.success) throw new HttpError(404, 'recordNotFound');
  return id.data;
}
