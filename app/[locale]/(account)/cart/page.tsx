import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartView } from '@/components/cart/cart-view';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

// One page for every visitor (cached); the cart itself is a client island.
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]/cart'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'cart' });
  return pageMetadata({ locale, path: '/cart', title: t('title'), description: t('description'), noindex: true });
}

/** Spec route /cart: the cart's lines with remove, the total, and the way to checkout. */
export default async function CartPage({ params }: PageProps<'/[locale]/cart'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'cart' });
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mb-8 mt-2 text-slate-600 dark:text-slate-300">{t('description')}</p>
      <CartView />
    </div>
  );
}
