'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import type { MenuEntry, MenuLink } from '@/lib/auth/menu';

function NavLink({ link, current, nested = false, onNavigate }: { link: MenuLink; current: string; nested?: boolean; onNavigate: () => void }) {
  const active = current === link.url;
  return (
    <Link
      href={link.url}
      // Dashboard pages are per-user and rendered on request: prefetching them would only add load.
      prefetch={false}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={`block rounded-lg px-3 py-2 ${nested ? 'text-sm' : 'font-medium'} hover:bg-slate-200/60 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-brand-100`}
    >
      {link.title}
    </Link>
  );
}

/** The dashboard navigation, built from the role's Menu (the login result's Menu, docs/product-rules.md#bookings). */
export function DashboardNav({ menu, onNavigate }: { menu: MenuEntry[]; onNavigate: () => void }) {
  const t = useTranslations('dashboard');
  const current = usePathname();
  const headingId = useId();
  return (
    <nav aria-label={t('navigation')}>
      {menu.map((section) => (
        <section key={section.key} className="mb-5" aria-labelledby={`${headingId}-${section.key}`}>
          <h2 id={`${headingId}-${section.key}`} className="mb-1 px-3 text-xs font-bold uppercase tracking-wide text-slate-600 dark:text-slate-400">
            {section.title}
          </h2>
          <ul className="space-y-0.5">
            {section.subItems.map((item) => (
              <li key={item.key}>
                <NavLink link={item} current={current} onNavigate={onNavigate} />
                {item.subNavLeftItems && (
                  <ul className="ml-3 border-l border-slate-200 pl-2 dark:border-slate-700">
                    {item.subNavLeftItems.map((sub) => (
                      <li key={sub.key}>
                        <NavLink link={sub} current={current} nested onNavigate={onNavigate} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
