'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { VectorImage } from '@/components/ui/vector-image';
import { languageOptions, triggerClass } from './language-options';

const loadMenu = () => import('./language-menu');
// The dropdown's code (Radix menu, positioning) loads on the first press, not with every page.
const LanguageMenu = dynamic(loadMenu, { ssr: false });

/** docs/product-rules.md#screens: the language select with 28x20 flags. */
export function LanguageSelect({ align = 'end' }: { align?: 'start' | 'end' }) {
  const t = useTranslations('language');
  const locale = useLocale() as Locale;
  const [wanted, setWanted] = useState(false);
  if (wanted) return <LanguageMenu align={align} defaultOpen />;
  const current = languageOptions.find((option) => option.code === locale) ?? languageOptions[0];
  return (
    <button
      type="button"
      className={triggerClass}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={`${t('label')}: ${t(current.code)}`}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setWanted(true)}
    >
      <VectorImage src={current.img} alt="" width={28} height={20} className="rounded-sm" />
      <span className="uppercase">{current.code}</span>
    </button>
  );
}
