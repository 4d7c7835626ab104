import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

function stylesheets(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('icons (components/ui/icons.tsx, docs/decisions/0162)', () => {
  it('every icon the components can draw is a symbol of the sprite, else it would be an empty square', () => {
    const shapes = [...read('components/ui/icons.tsx').matchAll(/icon\('([a-z-]+)'\)/g)].map(([, shape]) => shape);
    const symbols = new Set([...read('components/ui/icons.svg').matchAll(/<symbol id="([a-z-]+)"/g)].map(([, id]) => id));
    expect(shapes.length).toBeGreaterThan(10);
    expect(shapes.filter((shape) => !symbols.has(shape))).toEqual([]);
  });

  it('no stylesheet paints an SVG from a data: address: the first style pass builds a document for each', () => {
    const offenders = [...stylesheets('app'), ...stylesheets('components')].filter((file) => /data:image\/svg/i.test(read(file)));
    expect(offenders).toEqual([]);
  });
});
