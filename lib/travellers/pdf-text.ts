import anyAscii from 'any-ascii';

/**
 * Text as the voucher PDF can draw it (docs/decisions/0156-voucher-pdf-draws-every-name.md).
 *
 * pdf-lib draws one glyph per character, left to right, without shaping: Latin (Turkish letters
 * included), Greek and Cyrillic come out as written, but a letter the font lacks prints as an empty
 * box (王伟, राम with DejaVu Sans), Arabic and Hebrew come out unjoined and in reverse, and Indic or
 * Thai marks land on the wrong letters. Such a word is written in Latin letters instead (any-ascii:
 * 王伟 → WangWei, محمد → mhmd, Ελένη stays Ελένη); the printable voucher page, drawn by the
 * browser, keeps every name as the customer wrote it.
 */

/** Scripts whose letters stand alone, left to right: what pdf-lib draws correctly with a font that has them. */
const DRAWN_AS_WRITTEN = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Armenian}\p{Script=Georgian}\p{Script=Common}\p{Script=Inherited}]*$/u;

/** `covers(codePoint)`: whether the PDF's font has a glyph for it (pdf-lib's `font.getCharacterSet()`). */
export function pdfText(text: string, covers: (codePoint: number) => boolean): string {
  return text
    .split(/(\s+)/)
    .map((word) => (drawable(word, covers) ? word : anyAscii(word)))
    .join('');
}

function drawable(word: string, covers: (codePoint: number) => boolean): boolean {
  if (!DRAWN_AS_WRITTEN.test(word)) return false;
  for (const character of word) if (!covers(character.codePointAt(0)!)) return false;
  return true;
}
