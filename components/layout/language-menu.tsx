'use client';

import { useParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { useTransition } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { VectorImage } from '@/components/ui/vector-image';
import { languageOptions, triggerClass } from './language-options';

/**
 * Spec §4: the chosen language is remembered in the `lang` cookie for a year. Pages never set it (they
 * are one cached answer for every visitor, proxy.ts): the choice is written here, where it is made.
 */
function writeLanguageCookie(locale: Locale) {
  const { name, maxAge, sameSite } = routing.localeCookie as { name: string; maxAge: number; sameSite: string };
  document.cookie = `${name}=${locale}; path=/; max-age=${maxAge}; samesite=${sameSite}`;
}

/** The language dropdown (Radix); LanguageSelect loads it on the first press of its button. */
export default function LanguageMenu({ align = 'end', defaultOpen = false }: { align?: 'start' | 'end'; defaultOpen?: boolean }) {
  const t = useTranslations('language');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const pathname = usePathname();
  const params = useParams();
  const [pending, startTransition] = useTransition();

  function choose(next: Locale) {
    try {
      localStorage.setItem('i18nextLng', next);
    } catch {
      // The lang cookie still carries the choice.
    }
    writeLanguageCookie(next);
    // The query stays: a dashboard page's record (/db-add-tour?id=3) or a filtered list keeps it in the URL.
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    startTransition(() => {
      // @ts-expect-error -- the current params always fit the current pathname
      router.replace({ pathname, params, query }, { locale: next, scroll: false });
    });
  }

  const current = languageOptions.find((option) => option.code === locale) ?? languageOptions[0];
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className={triggerClass}
        aria-label={`${t('label')}: ${t(current.code)}`}
        disabled={pending}
      >
        <VectorImage src={current.img} alt="" width={28} height={20} className="rounded-sm" />
        <span className="uppercase">{current.code}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={6}
          className="z-[60] min-w-40 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {languageOptions.map((option) => (
            <DropdownMenu.Item
              key={option.code}
              onSelect={() => choose(option.code)}
              lang={option.code}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800"
            >
              <VectorImage src={option.img} alt="" width={28} height={20} className="rounded-sm" />
              <span>{t(option.code)}</span>
              {option.code === locale && <span className="ml-auto text-brand-600" aria-hidden="true">✓</span>}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
