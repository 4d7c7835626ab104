'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import type { MenuEntry, MenuLink } from '@/lib/auth/menu';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { MenuIcon } from '@/components/ui/icons';

type Props = { menu: MenuEntry[]; name: string; email: string; roleLabel: string };

function NavLink({ link, current, nested = false }: { link: MenuLink; current: string; nested?: boolean }) {
  const active = current === link.url;
  return (
    <Link
      href={link.url}
      // Dashboard pages are per-user and rendered on request: prefetching them would only add load.
      prefetch={false}
      aria-current={active ? 'page' : undefined}
      className={`block rounded-lg px-3 py-2 ${nested ? 'text-sm' : 'font-medium'} hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-brand-100`}
    >
      {link.title}
    </Link>
  );
}

/** The dashboard navigation, built from the role's Menu (the login result's Menu, docs/product-rules.md#bookings). */
export function DashboardSidebar({ menu, name, email, roleLabel }: Props) {
  const t = useTranslations('dashboard');
  const current = usePathname();
  const navId = useId();
  const [open, setOpen] = useState(false);

  return (
    <aside className="mb-8 desk:mb-0">
      <div className="flex items-center justify-between gap-4 rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
        <div className="min-w-0">
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('signedInAs')}</p>
          <p className="truncate font-semibold">{name}</p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">
            {email} · {roleLabel}
          </p>
        </div>
        <button
          type="button"
          onClick={() => setOpen((shown) => !shown)}
          aria-expanded={open}
          aria-controls={navId}
          className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full border border-slate-300 px-3 text-sm font-semibold desk:hidden dark:border-slate-700"
        >
          <MenuIcon /> {t('toggleNavigation')}
        </button>
      </div>
      <nav id={navId} aria-label={t('navigation')} className={`${open ? 'block' : 'hidden'} mt-4 desk:block`}>
        {menu.map((section) => (
          <section key={section.key} className="mb-5" aria-labelledby={`${navId}-${section.key}`}>
            <h2 id={`${navId}-${section.key}`} className="mb-1 px-3 text-xs font-bold uppercase tracking-wide text-slate-600 dark:text-slate-400">
              {section.title}
            </h2>
            <ul className="space-y-0.5">
              {section.subItems.map((item) => (
                <li key={item.key}>
                  <NavLink link={item} current={current} />
                  {item.subNavLeftItems && (
                    <ul className="ml-3 border-l border-slate-200 pl-2 dark:border-slate-700">
                      {item.subNavLeftItems.map((sub) => (
                        <li key={sub.key}>
                          <NavLink link={sub} current={current} nested />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
        <SignOutButton className="w-full rounded-lg px-3 py-2 text-left font-medium text-red-700 hover:bg-red-50 disabled:opacity-60 dark:text-red-300 dark:hover:bg-red-950" />
      </nav>
    </aside>
  );
}
