'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { MenuIcon } from '@/components/ui/icons';
import type { MobileMenuProps } from './mobile-menu-dialog';

// The drawer (Radix Dialog, the rate box, the language menu) is code most visitors never need:
// it is fetched on the first tap, keeping it out of every page's first load.
const MobileMenuDialog = dynamic(() => import('./mobile-menu-dialog'), { ssr: false });

export function MobileMenu(props: MobileMenuProps) {
  const t = useTranslations('nav');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="icon-button desk:hidden"
        aria-label={t('openMenu')}
      >
        <MenuIcon className="h-6 w-6" />
      </button>
      {wanted && <MobileMenuDialog {...props} open={open} onOpenChange={setOpen} returnFocusTo={() => button.current?.focus()} />}
    </>
  );
}
