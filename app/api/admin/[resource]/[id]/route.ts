import { requireAdmin } from '@/lib/auth/guards';
import { deleteRecord, findRecord, updateRecord } from '@/lib/admin/crud';
import { recordId } from '@/lib/admin/fields';
import { adminResource } from '@/lib/admin/resources';
import { BODY_LIMITS } from '@/lib/http/body';
import { HttpError, ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';

type Params = { resource: string; id: string };

function idOf(params: Params): number {
  const id = recordId.safeParse(params.id);
  if (!id.success) throw new HttpError(404, 'recordNotFound');
  return id.data;
}

/** `If-Match: "<version>"` (the version a GET gave): the save is refused if the record changed since. */
function expectedVersion(request: Request): number | undefined {
  const header = request.headers.get('if-match');
  if (header === null) return undefined;
  const version = /^\s*(?:W\/)?"?(\d{1,10})"?\s*$/.exec(header)?.[1];
  if (version === undefined || Number(version) > 2_147_483_647) throw new HttpError(400, 'invalidVersion');
  return Number(version);
}

/** One record, as the dashboard's form edits it, with its `version`. */
export const GET = route<Params>(async (request, { params }) => {
  await requireAdmin(request);
  return ok(await findRecord(adminResource(params.resource), idOf(params)));
});

/**
 * Staff save a record (the whole record: every field is validated again here). With `If-Match`,
 * 412 and a sentence when someone else saved it after this form loaded it (their changes are kept).
 */
export const PUT = route<Params>(async (request, { params, locale }) => {
  const admin = await requireAdmin(request);
  const resource = adminResource(params.resource);
  const id = idOf(params);
  const version = expectedVersion(request);
  // Dashboard texts (blog and page bodies in three languages) are larger than a site form.
  const input = await parseJson(request, resource.schema, { maxBytes: BODY_LIMITS.adminJson });
  return ok(await updateRecord(resource, id, input, admin.id, version), translator(locale)('api.recordSaved'));
});

/** Staff delete a record; one that other records still need is refused with a sentence (409). */
export const DELETE = route<Params>(async (request, { params, locale }) => {
  const admin = await requireAdmin(request);
  const record = await deleteRecord(adminResource(params.resource), idOf(params), admin.id);
  return ok({ id: record.id }, translator(locale)('api.recordDeleted'));
});
