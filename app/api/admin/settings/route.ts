import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/auth/guards';
import { HttpError, ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { agencySettingsSchema } from '@/lib/admin/settings-schema';
import { readAgencySettings, saveAgencySettings } from '@/lib/admin/settings';

export const dynamic = 'force-dynamic';

const privateAnswer = { headers: { 'Cache-Control': 'private, no-store' } };

/**
 * `GET /api/admin/settings` (admins; 401 signed out, 403 customers) → `{ Data: { companyName,
 * bankName, iban, tursabLicenceNo, mersisNo, paymentStoreType, updatedAt } }`.
 */
export const GET = route(async (request) => {
  await requireAdmin(request);
  const current = await readAgencySettings();
  if (!current) throw new HttpError(404, 'notFound');
  return ok(current, '', privateAnswer);
});

/** `If-Match: "<updatedAt>"` (as the GET or the page gave it): the settings the form was loaded with. */
function loadedVersion(request: Request): string | undefined {
  const header = request.headers.get('if-match');
  if (header === null) return undefined;
  const version = /^\s*"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)"\s*$/.exec(header)?.[1];
  if (version === undefined) throw new HttpError(400, 'invalidVersion');
  return version;
}

/**
 * `PUT /api/admin/settings` `{ companyName, bankName, iban, tursabLicenceNo, mersisNo, paymentStoreType }`
 * (admins) → `{ Data: settings, UIMessage }`. With `If-Match: "<updatedAt>"`, 412 and a sentence when
 * another admin saved after the form was loaded (their values are kept). The IBAN must be a valid TR
 * IBAN (spaces allowed, saved without them); a bad field is a 400 with a sentence per field and
 * nothing is saved. The change is audited and the public pages quoting these values are refreshed.
 */
export const PUT = route(async (request, { locale }) => {
  const admin = await requireAdmin(request);
  const version = loadedVersion(request);
  const input = await parseJson(request, agencySettingsSchema);
  const saved = await saveAgencySettings(admin.id, input, version);
  if (!saved) throw new HttpError(404, 'notFound');
  const t = translator(locale);
  return NextResponse.json({ Data: saved.settings, UIMessage: t(saved.changed.length > 0 ? 'adminSettings.api.saved' : 'adminSettings.api.unchanged') }, privateAnswer);
});
