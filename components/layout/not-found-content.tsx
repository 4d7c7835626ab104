import { getLocale, getTranslations } from 'next-intl/server';
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
