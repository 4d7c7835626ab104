import { _createCache, _createIntlFormatters, createTranslator } from 'next-intl';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import formatMessage from '@/lib/i18n/format-message';
import { accountClientMessages, dashboardClientMessages, publicClientMessages } from '@/lib/i18n/client-namespaces';
import { loadMessages } from '@/lib/i18n/messages';
import { routing } from '@/i18n/routing';

type Tree = { [key: string]: unknown };

function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    Array.isArray(value) || typeof value === 'string' ? [`${prefix}${key}`] : leaves(value as Tree, `${prefix}${key}.`),
  );
}

/** The values a message's placeholders are given in these checks: a number fits plurals and text alike. */
function sampleValues(icu: string) {
  return Object.fromEntries([...icu.matchAll(/\{(\w+)/g)].map(([, name]) => [name, 3]));
}

const get = (tree: Tree, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree);

describe('messages sent to the browser', () => {
  it.each(routing.locales)('%s: every compiled message reads as its ICU original', (locale) => {
    const raw = loadMessages(locale) as unknown as Tree;
    // Every namespace a dashboard screen can be sent (the widest set the browser gets).
    const compiled = dashboardClientMessages(raw, Object.keys(raw)) as Tree;
    const fromIcu = createTranslator({ locale, messages: raw, timeZone: 'Europe/Istanbul' });
    const cache = _createCache();
    const options = { locale, timeZone: 'Europe/Istanbul', cache, formatters: _createIntlFormatters(cache) };
    const keys = leaves(compiled).filter((key) => !/<\w+>/.test(get(raw, key) as string));
    expect(keys.length).toBeGreaterThan(100);
    for (const key of keys) {
      const values = sampleValues(get(raw, key) as string);
      // The server's formatter (lib/i18n/format-message.ts) gives a compiled message to icu-minify's
      // runtime, the browser's formatter (next.config.ts).
      expect([key, formatMessage(key, get(compiled, key), values, options)]).toEqual([key, fromIcu(key as never, values as never)]);
    }
  });

  it('are all compiled (arrays), in every area', () => {
    const raw = loadMessages('tr') as unknown as Tree;
    for (const area of [publicClientMessages(raw), accountClientMessages(raw), dashboardClientMessages(raw, ['adminResources', 'auth', 'validation'])]) {
      for (const key of leaves(area as Tree)) expect([key, Array.isArray(get(area as Tree, key))]).toEqual([key, true]);
    }
  });
});

describe('messages formatted on the server (server components, e-mails, the API)', () => {
  /** Tags of rich messages (`<link>…</link>`) rendered as elements named after them. */
  function richValues(icu: string) {
    const tags = [...icu.matchAll(/<(\w+)>/g)].map(([, name]) => name);
    return { ...sampleValues(icu.replace(/<\/?\w+>/g, '')), ...Object.fromEntries(tags.map((tag) => [tag, (chunks: ReactNode) => createElement('b', { 'data-tag': tag }, chunks)])) };
  }
  const markup = (node: unknown) => renderToStaticMarkup(createElement(Fragment, null, node as ReactNode));

  it.each(routing.locales)('%s: every ICU message of the catalogue reads as use-intl\'s own formatter reads it', (locale) => {
    const raw = loadMessages(locale) as unknown as Tree;
    const fromIcu = createTranslator({ locale, messages: raw, timeZone: 'Europe/Istanbul' });
    const cache = _createCache();
    const options = { locale, timeZone: 'Europe/Istanbul', cache, formatters: _createIntlFormatters(cache) };
    const keys = leaves(raw).filter((key) => typeof get(raw, key) === 'string');
    expect(keys.length).toBeGreaterThan(1000);
    for (const key of keys) {
      const icu = get(raw, key) as string;
      if (/<\w+>/.test(icu)) {
        const values = richValues(icu);
        expect([key, markup(formatMessage(key, icu, values, options))]).toEqual([key, markup(fromIcu.rich(key as never, values as never))]);
      } else {
        const values = sampleValues(icu);
        expect([key, formatMessage(key, icu, values, options)]).toEqual([key, fromIcu(key as never, values as never)]);
      }
    }
  });
});

