'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Link } from '@/i18n/navigation';
import type { MenuEntry } from '@/lib/auth/menu';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { LanguageSelect } from '@/components/layout/language-select';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { VectorImage } from '@/components/ui/vector-image';
import { BusyIndicator } from './busy-indicator';
import { DashboardNav } from './dashboard-nav';

type Props = {
  brand: string;
  logo: string;
  menu: MenuEntry[];
  name: string;
  email: string;
  roleLabel: string;
  /** "Yönetim paneli" for staff, "Hesabım" for a customer: what this area is, beside the logo. */
  area: string;
  children: React.ReactNode;
};

const barButton = 'inline-flex h-10 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold hover:bg-slate-100 disabled:opacity-60 dark:hover:bg-slate-800';

/**
 * The dashboard's own frame (docs/decisions/0060): a compact top bar (the agency's logo back to the
 * site, the account, the language, sign-out), the role's sidebar — on phones a menu that opens under
 * the bar — and the page. No rate ticker, no cart, no public footer.
 */
export function DashboardShell({ brand, logo, menu, name, email, roleLabel, area, children }: Props) {
  const t = useTranslations('dashboard');
  const navId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <header className="sticky top-0 z-40 h-14 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <div className="flex h-full items-center gap-1 px-2 sm:gap-2 sm:px-4">
          <button
            type="button"
            onClick={() => setOpen((shown) => !shown)}
            aria-expanded={open}
            aria-controls={navId}
            aria-label={t('toggleNavigation')}
            className={`${barButton} w-10 px-0 desk:hidden`}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </button>
          <Link href="/" prefetch={false} className="flex min-w-0 shrink-0 items-center gap-2 rounded-lg px-1" aria-label={t('shell.toSite', { brand })}>
            <VectorImage src={logo} alt="" width={32} height={32} eager />
            <span className="hidden font-bold tracking-tight sm:inline">{brand}</span>
          </Link>
          <span className="ml-1 hidden border-l border-slate-300 pl-3 text-sm text-slate-600 md:inline dark:border-slate-700 dark:text-slate-400">{area}</span>
          <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
            <p className="hidden min-w-0 flex-col items-end text-right leading-tight md:flex" data-testid="dashboard-account">
              <span className="max-w-56 truncate text-sm font-semibold">{name}</span>
              <span className="text-xs text-slate-600 dark:text-slate-400">{roleLabel}</span>
            </p>
            <LanguageSelect />
            <ThemeToggle />
            <SignOutButton className={`${barButton} border border-slate-300 dark:border-slate-700`} />
          </div>
        </div>
      </header>
      <BusyIndicator />
      <div className="flex flex-1 flex-col desk:flex-row">
        <aside id={navId} className={`${open ? 'block' : 'hidden'} border-b border-slate-200 bg-slate-50 desk:block desk:w-60 desk:shrink-0 desk:border-b-0 desk:border-r dark:border-slate-800 dark:bg-slate-900/40`}>
          <div className="px-3 py-4 desk:sticky desk:top-14 desk:max-h-[calc(100vh-3.5rem)] desk:overflow-y-auto">
            <div className="mb-4 rounded-xl border border-slate-200 bg-white px-3 py-2 md:hidden dark:border-slate-800 dark:bg-slate-950">
              <p className="text-xs text-slate-600 dark:text-slate-400">{t('signedInAs')}</p>
              <p className="truncate font-semibold">{name}</p>
              <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                {email} · {roleLabel}
              </p>
            </div>
            <DashboardNav menu={menu} onNavigate={() => setOpen(false)} />
          </div>
        </aside>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 desk:px-8 desk:py-8">
          <div className="mx-auto max-w-6xl">{children}</div>
        </main>
      </div>
    </>
  );
}
