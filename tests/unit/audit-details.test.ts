import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditWordsFor, describeAuditDetails } from '@/lib/admin/audit-details';
import { tourSchema } from '@/lib/admin/schemas/tour';
import { translator } from '@/lib/i18n/messages';
import { formatTry } from '@/lib/money';
import { locales } from '@/i18n/routing';

describe('audit log details for people (/db-audit-log)', () => {
  it('names the changed fields of a tour by the labels of the tour form, in Turkish', () => {
    const line = describeAuditDetails('tour', { changed: ['title', 'adultPrice', 'departures'] }, auditWordsFor('tr'));
    expect(line).toBe('Değişen alanlar: Tur adı, Yetişkin fiyatı (₺), Kalkışlar');
  });

  it('tells a settings change with field labels and the store type in words, never its code', () => {
    const line = describeAuditDetails(
      'settings',
      { iban: { from: 'TR230006401234567001000415', to: 'TR330006100519786457841327' }, paymentStoreType: { from: '3D_PAY_HOSTING', to: '3D_PAY' } },
      auditWordsFor('tr'),
    );
    expect(line).toBe('IBAN: TR230006401234567001000415 → TR330006100519786457841327; Kart ödeme sayfası: Bankanın sayfası (3D Pay Hosting) → Sitenin sayfası (3D Pay)');
    expect(line).not.toMatch(/paymentStoreType|3D_PAY/);
  });

  it('tells a staff cancellation with the status, amount and reason in the reader’s language', () => {
    const details = { orderUUID: '2e03963b-0000-4000-8000-000000000000', from: 'Pending', amount: 290000, reason: 'по телефону' };
    const line = describeAuditDetails('order', details, auditWordsFor('ru'));
    expect(line).toContain('Прежний статус: ');
    expect(line).not.toContain('Pending');
    // The amount as the Russian dashboard writes money everywhere.
    expect(line).toContain(`Сумма: ${formatTry(290000, 'ru')}`);
    expect(line).toContain('Причина: по телефону');
    expect(line).toContain('Код заказа: 2e03963b-');
  });

  it('leaves out an empty reason and shows a deleted record by its Turkish title', () => {
    expect(describeAuditDetails('order', { reason: '' }, auditWordsFor('en'))).toBe('');
    expect(describeAuditDetails('region', { record: { id: 3, name: { tr: 'Ege', en: 'Aegean', ru: 'Эгейское' } } }, auditWordsFor('en'))).toBe('Deleted record: Ege');
  });

  it.each(locales)('has a label in %s for every field of a tour the log may name', (locale) => {
    const words = auditWordsFor(locale);
    const fields = [...Object.keys(tourSchema.shape), 'coverImage'];
    const unnamed = fields.filter((field) => words.field('tour', field) === field);
    expect(unnamed).toEqual([]);
  });

  it.each(locales)('has a label in %s for every kind of record and action the code writes to the log', (locale) => {
    const t = translator(locale);
    const written = auditWritesInCode();
    // The records the dashboard's generic resources write (lib/admin/crud.ts: `entity: resource.entity`).
    const entities = new Set([...written.entities, 'metaTags', 'contacts', 'tour', 'region', 'page', 'blog', 'slider', 'feature', 'testimonial', 'pageTitle', 'faq', 'contactEmail']);
    expect(written.actions.size).toBeGreaterThan(15);
    expect([...entities].filter((entity) => !t.has(`adminAudit.entities.${entity}` as 'adminAudit.entities.tour'))).toEqual([]);
    expect([...written.actions].filter((action) => !t.has(`adminAudit.actions.${action}` as 'adminAudit.actions.create'))).toEqual([]);
  });
});

/**
 * Every action and record kind written by a `recordAudit(` call in app/ and lib/, read from the source:
 * the quoted words after `action:` and `entity:` (a ternary gives both of its words, not what it compares), the action's verb
 * only ("order.markPaid" is shown as "markPaid"). A new audited action without a label fails here.
 */
function auditWritesInCode() {
  const actions = new Set<string>();
  const entities = new Set<string>();
  const files = ['app', 'lib'].flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => path.join(folder, file))).filter((file) => /\.tsx?$/.test(file));
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const call of source.split('recordAudit(').slice(1)) {
      const head = call.slice(0, 600);
      const words = (field: string) => [...(new RegExp(`\\b${field}:\\s*([^,}\\n]+)`).exec(head)?.[1] ?? '').matchAll(/(?<!===\s*)'([\w.]+)'/g)].map((match) => match[1]);
      for (const action of words('action')) actions.add(action.split('.').at(-1)!);
      for (const entity of words('entity')) entities.add(entity);
    }
  }
  return { actions, entities };
}
