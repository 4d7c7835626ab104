import { describe, expect, it } from 'vitest';
import tr from '@/messages/tr.json';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const catalogues = { tr: leaves(tr as Tree), en: leaves(en as Tree), ru: leaves(ru as Tree) };

describe('translations', () => {
  it.each(['en', 'ru'] as const)('%s has every key that Turkish (the source) has', (locale) => {
    const missing = [...catalogues.tr.keys()].filter((key) => !catalogues[locale].has(key));
    expect(missing).toEqual([]);
  });

  it.each(['en', 'ru'] as const)('%s has no key that Turkish lacks', (locale) => {
    const extra = [...catalogues[locale].keys()].filter((key) => !catalogues.tr.has(key));
    expect(extra).toEqual([]);
  });

  it.each(['tr', 'en', 'ru'] as const)('%s has no empty message', (locale) => {
    const empty = [...catalogues[locale]].filter(([, value]) => !value.trim()).map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('keeps the placeholders of each Turkish message in the other languages', () => {
    // Each name once: a plural or select may name a placeholder in several branches (`{quantity, plural, …}` per category).
    const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)/g)].map((m) => m[1]))].sort();
    const mismatched: string[] = [];
    for (const [key, value] of catalogues.tr) {
      for (const locale of ['en', 'ru'] as const) {
        const other = catalogues[locale].get(key);
        if (other !== undefined && placeholders(other).join() !== placeholders(value).join()) mismatched.push(`${locale}:${key}`);
      }
    }
    expect(mismatched).toEqual([]);
  });

  it('uses the spec’s exact Turkish error sentences', () => {
    expect(catalogues.tr.get('errors.noResponse')).toBe('Sunucu ile bağlantı kurulamadı. Lütfen internet bağlantınızı kontrol edin.');
    expect(catalogues.tr.get('errors.notFound')).toBe('İstenen kaynak bulunamadı');
    expect(catalogues.tr.get('errors.server')).toBe('Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.');
    expect(catalogues.tr.get('errors.generic')).toBe('Bir hata oluştu. Lütfen daha sonra tekrar deneyin.');
    expect(catalogues.tr.get('loading.label')).toBe('Yükleniyor');
  });
});
