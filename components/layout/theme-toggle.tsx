'use client';

import { useTranslations } from 'next-intl';
import { useTheme } from '@/components/providers/theme';
import { MoonIcon, SunIcon } from '@/components/ui/icons';

export function ThemeToggle() {
  const t = useTranslations('theme');
  const { theme, setTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-slate-100 dark:hover:bg-slate-800"
      aria-label={t(next)}
      title={t('toggle')}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
