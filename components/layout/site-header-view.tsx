'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { UserMenu } from '@/components/auth/user-menu';
import { SearchIcon } from '@/components/ui/icons';
import { VectorImage } from '@/components/ui/vector-image';
import { CartLink } from './cart-link';
import { HeaderRateTicker } from './header-rate-ticker';
import { LanguageSelect } from './language-select';
import { MobileMenu } from './mobile-menu';
import type { MobileMenuProps } from './mobile-menu-dialog';
import { desktopNav } from './nav-links';
import { StickyHeader } from './sticky-header';
import { ThemeToggle } from './theme-toggle';

export type SiteHeaderProps = MobileMenuProps & { logo: string; brand: string };

/**
 * The public header, drawn in the browser's bundle from what ./site-header.tsx reads: its markup is
 * in the HTML once, the payload carries these few props (docs/decisions/0128). Its words are the
 * `nav` messages every page already sends to the client.
 */
export function SiteHeaderView({ logo, brand, phone, facebook, instagram }: SiteHeaderProps) {
  const t = useTranslations('nav');
  return (
    <StickyHeader>
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-4 sm:gap-4">
        <Link href="/" className="flex h-11 min-w-11 shrink-0 items-center gap-2" aria-label={brand}>
          <VectorImage src={logo} alt="" width={40} height={40} eager />
          <span className="hidden text-lg font-bold tracking-tight sm:inline">{brand}</span>
        </Link>
        <nav aria-label={t('mainNavigation')} className="ml-3 hidden desk:block">
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
        {/* 44 × 44 px buttons (`icon-button`, `header-trigger`), side by side on a phone: their boxes are
            their spacing, and six of them (a guest's bookings beside the sign-in) fit a 360 px screen. From
            1200 px the navigation's margin (ml-3) gives back the 12 px they take beside the rate ticker. */}
        <div className="ml-auto flex items-center sm:gap-2">
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
          <MobileMenu phone={phone} facebook={facebook} instagram={instagram} />
        </div>
      </div>
    </StickyHeader>
  );
}
