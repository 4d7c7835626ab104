import { describe, expect, it } from 'vitest';
import { wideColumns } from '@/components/home/home-features';

/** Cards left alone on the last row of a grid of `columns`. */
const lastRowGap = (count: number, columns: number) => (columns - (count % columns)) % columns;

describe('the home page’s "why us" cards on a wide screen', () => {
  it('show six cards as two full rows of three, not four and an orphan row of two', () => {
    expect(wideColumns(6)).toBe(3);
  });

  it('keep four or fewer cards on one row, and fill the last row as far as possible for more', () => {
    expect([1, 2, 3, 4].map(wideColumns)).toEqual([1, 2, 3, 4]);
    for (let count = 5; count <= 12; count += 1) {
      const columns = wideColumns(count);
      expect(lastRowGap(count, columns)).toBeLessThanOrEqual(Math.min(lastRowGap(count, 3), lastRowGap(count, 4)));
    }
  });
});
