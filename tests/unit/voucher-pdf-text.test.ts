import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '@/lib/travellers/pdf-text';

// The voucher PDF's own font and pdf-lib's report of what it has, as lib/travellers/voucher.ts reads them.
let covers: (codePoint: number) => boolean;
beforeAll(async () => {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(readFileSync(path.join(process.cwd(), 'assets/fonts/DejaVuSans.ttf')), { subset: true });
  const glyphs = new Set(font.getCharacterSet());
  covers = (codePoint) => glyphs.has(codePoint);
});

describe('names on the voucher PDF', () => {
  it('writes Turkish, Russian, Greek and accented Latin names as the customer typed them', () => {
    for (const name of ['Ayşe Yılmaz', 'İlkay Öztürk Çağlar Güneş', 'Анна Петрова', 'Ελένη Παπαδοπούλου', 'O’Neil', 'Jean-Luc', 'Nguyễn Thị', 'Zoë Ørsted']) {
      expect(pdfText(name, covers)).toBe(name);
    }
  });

  it('writes in Latin letters the names the font has no letters for, instead of empty boxes', () => {
    expect(pdfText('王伟', covers)).toBe('WangWei');
    expect(pdfText('राम', covers)).toBe('ram');
    expect(pdfText('김민수', covers)).toBe('GimMinSu');
    expect(pdfText('さくら', covers)).toBe('sakura');
  });

  it('writes Arabic and Hebrew names in Latin letters: drawn letter by letter they would be unjoined and reversed', () => {
    // DejaVu Sans has these letters, so only the script tells they cannot be drawn as written.
    expect([...'محمد'].every((letter) => covers(letter.codePointAt(0)!))).toBe(true);
    expect(pdfText('محمد', covers)).toBe('mhmd');
    expect(pdfText('שרה', covers)).toBe('srh');
  });

  it('changes only the words it cannot draw, and keeps the spaces of the line', () => {
    expect(pdfText('1. Ali 王伟 — Yetişkin', covers)).toBe('1. Ali WangWei — Yetişkin');
    expect(pdfText('Tur  🌊 Kapadokya', covers)).toBe('Tur  :ocean: Kapadokya');
  });

  it('leaves no character the font cannot draw, whatever script a name is written in', () => {
    const names = ['王伟', 'राम', 'محمد', 'שרה', 'ยิ่งลักษณ์', '김민수', 'さくら', 'ሰላም', 'ნინო', 'Արամ', 'தமிழ்', 'Ayşe', 'Анна'];
    for (const name of names) {
      const printed = pdfText(name, covers);
      expect(printed.length, name).toBeGreaterThan(0);
      expect([...printed].filter((character) => !covers(character.codePointAt(0)!)), name).toEqual([]);
    }
  });
});
