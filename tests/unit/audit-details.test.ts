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
    expect(written.actions.size).toBeGreaterThan(15);
    expect(written.entities.size).toBeGreaterThan(20);
    expect([...written.entities].filter((entity) => !t.has(`adminAudit.entities.${entity}` as 'adminAudit.entities.tour'))).toEqual([]);
    expect([...written.actions].filter((action) => !t.has(`adminAudit.actions.${action}` as 'adminAudit.actions.create'))).toEqual([]);
  });
});

/**
 * Every action and kind of record the code writes to the audit log, read from app/ and lib/: the
 * quoted words of `action:` in each write (`recordAudit(`, `auditAlso(`, `insert(auditLog)`; a
 * ternary or template gives each of its words, not what it compares), as the log shows them (the
 * verb of "order.markPaid"), and every `entity: '…'` (the dashboard resources name theirs so). A new
 * audited action or record kind without a label fails here.
 */
function auditWritesInCode() {
  const actions = new Set<string>();
  const entities = new Set<string>();
  const files = ['app', 'lib'].flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => path.join(folder, file))).filter((file) => /\.tsx?$/.test(file));
  const quoted = (expression: string) => [...expression.matchAll(/(?<!===\s*)'([\w.]+)'/g)].map((match) => match[1]);
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const entity of source.matchAll(/\bentity: '(\w+)'/g)) entities.add(entity[1]);
    for (const write of source.split(/recordAudit\(|auditAlso\(|insert\(auditLog\)/).slice(1)) {
      const expression = /\baction:\s*(.*?)(?:,\s*\w+:|$)/m.exec(write.slice(0, 600))?.[1] ?? '';
      for (const action of quoted(expression)) actions.add(action.split('.').at(-1)!);
    }
  }
  return { actions, entities };
}
