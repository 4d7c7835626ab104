import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getContacts, getMetaTags, SITE_CONTACTS_ID, SITE_META_ID } from '@/lib/catalog/site';
import { UserMenu } from '@/components/auth/user-menu';
import { SearchIcon } from '@/components/ui/icons';
import { CartLink } from './cart-link';
import { HeaderRateTicker } from './header-rate-ticker';
import { LanguageSelect } from './language-select';
import { MobileMenu } from './mobile-menu';
import { desktopNav } from './nav-links';
import { StickyHeader } from './sticky-header';
import { ThemeToggle } from './theme-toggle';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const [t, contacts, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getContacts(SITE_CONTACTS_ID, locale),
    getMetaTags(SITE_META_ID, locale),
  ]);
  const brand = (await getTranslations({ locale, namespace: 'site' }))('brand');
  return (
    <StickyHeader>
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-4 sm:gap-4">
        <Link href="/" className="flex shrink-0 items-center gap-2" aria-label={brand}>
          <Image src={meta?.siteLogo || '/images/logo.svg'} alt="" width={40} height={40} priority unoptimized />
          <span className="hidden text-lg font-bold tracking-tight sm:inline">{brand}</span>
        </Link>
        <nav aria-label={t('mainNavigation')} className="ml-6 hidden desk:block">
          <ul className="flex items-center gap-1">
            {desktopNav.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="nav-pill">
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <HeaderRateTicker />
          <Link href="/tour-list-1" aria-label={t('search')} className="icon-button">
            <SearchIcon />
          </Link>
          <CartLink />
          <UserMenu />
          <div className="hidden desk:block">
            <LanguageSelect />
          </div>
          <ThemeToggle />
          <MobileMenu phone={contacts?.phone1 ?? ''} facebook={meta?.facebook} instagram={meta?.instagram} />
        </div>
      </div>
    </StickyHeader>
  );
}
