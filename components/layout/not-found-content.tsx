import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { NotFoundView } from './not-found-view';

/**
 * The localized 404 page's content. The public groups' own not-found files render it inside their
 * layout's header and footer (app/[locale]/(site)/not-found.tsx, (account)/not-found.tsx): a
 * not-found file at the locale level would replace those layouts and so bring a header and footer
 * of its own, which Next.js sends, as the locale layout's ready 404, inside every page's RSC payload.
 * Translated here, drawn by ./not-found-view.tsx.
 */
export async function NotFoundContent() {
  const t = await getTranslations({ locale: await getLocale(), namespace: 'notFound' });
  return <NotFoundView texts={{ title: t('title'), description: t('description'), home: t('home'), tours: t('tours') }} />;
}

/**
 * A 404's head: "Sayfa bulunamadı | Anatolia Tours" through the locale layout's title template, not
 * the home page's title that the layout gives by default. Next.js writes a 404's head twice, and both
 * must say it: the HTML from the layouts and the nearest not-found file (never from the page that
 * called notFound()), so the (site) and (account) not-found files export `notFoundFileMetadata`; and the
 * page's payload, which the browser applies once it has loaded, from the page's own generateMetadata,
 * so each page that can answer 404 returns this for what it does not find (the [...rest] catch-all
 * always). e2e/shell.spec.ts checks the title a visitor ends up with. Next.js adds `noindex` to every
 * page it answers 404.
 */
export async function notFoundMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale, namespace: 'notFound' });
  return { title: t('title'), description: t('description') };
}

/**
 * The not-found file's `generateMetadata`. Its locale comes from the segment's params: reading it from
 * the request (getLocale) would turn a cached tour or post page dynamic.
 */
export async function notFoundFileMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return notFoundMetadata((await params).locale);
}
