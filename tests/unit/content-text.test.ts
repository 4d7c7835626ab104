import { describe, expect, it } from 'vitest';
import { excerpt, headingId, parseRichText, readingMinutes } from '@/lib/content/rich-text';
import { parseRecordId } from '@/lib/content/ids';

describe('the body renderer’s parser', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(parseRichText('Birinci paragraf\nikinci satır\n\n\n  İkinci paragraf  \n')).toEqual([
      { kind: 'paragraph', lines: ['Birinci paragraf', 'ikinci satır'] },
      { kind: 'paragraph', lines: ['İkinci paragraf'] },
    ]);
  });

  it('turns "## " lines into sub-headings, even without a blank line around them', () => {
    expect(parseRichText('Giriş\n## Ödeme Koşulları\nKartla ödeme.\r\n\r\n## Ödeme Koşulları')).toEqual([
      { kind: 'paragraph', lines: ['Giriş'] },
      { kind: 'heading', text: 'Ödeme Koşulları', id: 'odeme-kosullari' },
      { kind: 'paragraph', lines: ['Kartla ödeme.'] },
      { kind: 'heading', text: 'Ödeme Koşulları', id: 'odeme-kosullari-2' },
    ]);
  });

  it('leaves "##" without a space, and "#" lines, as text', () => {
    expect(parseRichText('##etiket\n# başlık değil')).toEqual([{ kind: 'paragraph', lines: ['##etiket', '# başlık değil'] }]);
  });

  it('gives headings ids in any script', () => {
    expect(headingId('İPTAL ve İade', 'tr')).toBe('iptal-ve-iade');
    expect(headingId('Условия оплаты', 'ru')).toBe('условия-оплаты');
    expect(headingId('!!!')).toBe('section');
  });

  it('cuts excerpts at a word boundary and never includes headings', () => {
    const body = `## Başlık\n\n${'Kapadokya balon turu '.repeat(20)}`;
    const text = excerpt(body, 60);
    expect(text.length).toBeLessThanOrEqual(60);
    expect(text).toMatch(/^Kapadokya balon turu .*…$/);
    expect(text).not.toContain('Başlık');
    expect(excerpt('Kısa metin.')).toBe('Kısa metin.');
  });

  it('estimates reading time at 200 words a minute, at least one', () => {
    expect(readingMinutes('kelime '.repeat(1000))).toBe(5);
    expect(readingMinutes('')).toBe(1);
  });
});

describe('record ids from URLs', () => {
  it.each([
    ['7', 7],
    ['2147483647', 2147483647],
  ])('accepts %s', (segment, id) => expect(parseRecordId(segment)).toBe(id));

  it.each(['0', '-1', '07', '1.5', '1e3', 'abc', '12abc', '', ' 7', '2147483648', '99999999999'])('rejects %j', (segment) => {
    expect(parseRecordId(segment)).toBeNull();
  });
});
