import { createHash } from 'node:crypto';
import { translator } from '@/lib/i18n/messages';
import type { Locale } from '@/i18n/routing';

/** Bump when the text of a document changes; every order stores the version it was accepted under. */
const LEGAL_VERSION = '2026-11-26';

type LegalDocumentId = 'preInformation' | 'distanceSales';
const ids: LegalDocumentId[] = ['preInformation', 'distanceSales'];

/** The checkout's legal documents in a language, with the hash of the exact template shown. */
export function legalDocuments(locale: Locale) {
  const t = translator(locale);
  return ids.map((id) => {
    const template = t.raw(`legal.${id}.body`) as string;
    return {
      id,
      version: LEGAL_VERSION,
      title: t(`legal.${id}.title`),
      template,
      textHash: createHash('sha256').update(template).digest('hex'),
    };
  });
}
