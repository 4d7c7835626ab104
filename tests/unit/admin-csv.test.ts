import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvDelimiter, csvDocument, csvRow, tsvCell } from '@/lib/admin/csv';

describe('CSV for spreadsheets', () => {
  it('starts with a byte-order mark so Excel reads Turkish letters as UTF-8', () => {
    const document = csvDocument(['Ad', 'Şehir'], [['Çağrı', 'Muğla']]);
    expect(document.startsWith(CSV_BOM)).toBe(true);
    expect(document.slice(1)).toBe('Ad,Şehir\r\nÇağrı,Muğla\r\n');
  });

  it('quotes cells with the delimiter, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('Kadıköy, İstanbul')).toBe('"Kadıköy, İstanbul"');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('the "best" tour')).toBe('"the ""best"" tour"');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell('plain')).toBe('plain');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csvCell('+90 532 123 45 67')).toBe("'+90 532 123 45 67");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    // Numbers we write ourselves stay numbers.
    expect(csvCell(-12.5)).toBe('-12.5');
  });

  it.each([
    // [cell, separator, written]
    ['=2+3', ';', "'=2+3"],
    ['=2+3', ',', "'=2+3"],
    ['\r=2+3', ',', `"'\r=2+3"`],
    // Excel set to the other separator splits the cell there: the part after it is guarded too.
    ['S;=2+3', ',', "S;'=2+3"],
    ['S,=2+3', ';', "S,'=2+3"],
    ['S;=2+3', ';', `"S;'=2+3"`],
    ['Ali, +90 532', ';', "Ali, '+90 532"],
    ['a;@SUM(A1)', ',', "a;'@SUM(A1)"],
    ['x,-1;\tcmd', ';', `"x,'-1;'\tcmd"`],
    // Harmless text is left as it is.
    ['Kadıköy; İstanbul', ',', 'Kadıköy; İstanbul'],
    ['a-b', ',', 'a-b'],
  ])('neutralises %j after any separator when writing with %j', (cell, delimiter, written) => {
    expect(csvCell(cell, delimiter as ',' | ';')).toBe(written);
  });

  it('writes empty cells for missing values and uses the region’s list separator', () => {
    expect(csvRow(['a', null, undefined, 3], ';')).toBe('a;;;3\r\n');
    expect(csvDelimiter('tr')).toBe(';');
    expect(csvDelimiter('ru')).toBe(';');
    expect(csvDelimiter('en')).toBe(',');
  });

  it('copied as tab-separated text (the reports’ copy button), a tour named like a formula is shown, not run', () => {
    expect(['=HYPERLINK("http://x.example","Kapadokya")', '@SUM(A1)', '+90 532', '-10 %'].map(tsvCell)).toEqual([
      `'=HYPERLINK("http://x.example","Kapadokya")`,
      "'@SUM(A1)",
      "'+90 532",
      "'-10 %",
    ]);
    // Figures stay figures, negative ones too; a cell stays on its line and in its column.
    expect([-1250, 3.5, 'Efes\tTuru\nGünübirlik', '\t=1+1'].map(tsvCell)).toEqual(['-1250', '3.5', 'Efes Turu Günübirlik', "' =1+1"]);
  });
});
