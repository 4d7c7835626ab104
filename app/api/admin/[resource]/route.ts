import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/auth/guards';
import { createRecord } from '@/lib/admin/crud';
import { adminListQuerySchema } from '@/lib/admin/resource';
import { adminResource } from '@/lib/admin/resources';
import { getDb } from '@/lib/db/client';
import { BODY_LIMITS } from '@/lib/http/body';
import { listPage, ok, parseJson, parseQuery, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';

type Params = { resource: string };

/** Staff list the records of a kind (regions, sliders, blogs, …), paged and searchable with `q`. */
export const GET = route<Params>(async (request, { params }) => {
  await requireAdmin(request);
  const resource = adminResource(params.resource);
  const query = parseQuery(request, resource.listQuery ?? adminListQuerySchema);
  const { items, count } = await resource.list(await getDb(), query);
  return NextResponse.json(listPage(items, query.PageIndex, query.PageSize, count));
});

/** Staff add a record; the public pages showing its kind are refreshed at once. */
export const POST = route<Params>(async (request, { params, locale }) => {
  const admin = await requireAdmin(request);
  const resource = adminResource(params.resource);
  // Dashboard texts (blog and page bodies in three languages) are larger than a site form.
  const input = await parseJson(request, resource.schema, { maxBytes: BODY_LIMITS.adminJson });
  const record = await createRecord(resource, input, admin.id);
  return ok(record, translator(locale)('api.recordCreated'), { status: 201 });
});
