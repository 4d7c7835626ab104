'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { Link } from '@/i18n/navigation';
import { MobileRateBox } from '@/components/rates/mobile-rate-box';
import { QueryProvider } from '@/components/providers/query-provider';
import { CloseIcon, PhoneIcon } from '@/components/ui/icons';
import { LanguageSelect } from './language-select';
import { mobileNav } from './nav-links';
import { SocialLinks } from './social-links';

export type MobileMenuProps = { phone: string; facebook?: string; instagram?: string };

/** The drawer of the mobile menu; loaded only when a visitor first opens it. */
export default function MobileMenuDialog({ phone, facebook, instagram, open, onOpenChange, returnFocusTo }: MobileMenuProps & { open: boolean; onOpenChange: (open: boolean) => void; returnFocusTo: () => void }) {
  const t = useTranslations('nav');
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100vw)] flex-col gap-6 overflow-y-auto bg-white p-6 shadow-xl dark:bg-slate-950" aria-describedby={undefined} onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo();
          }}>
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{t('mobileNavigation')}</Dialog.Title>
            <Dialog.Close className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-slate-100 dark:hover:bg-slate-800" aria-label={t('closeMenu')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label={t('mobileNavigation')}>
            <ul className="space-y-1">
              {mobileNav.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} onClick={close} className="block rounded-lg px-3 py-2.5 text-base font-medium hover:bg-slate-100 dark:hover:bg-slate-800">
                    {t(item.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSelect align="start" />
          <QueryProvider>
            <MobileRateBox />
          </QueryProvider>
          {phone && (
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="inline-flex min-h-11 items-center gap-2 font-medium">
              <PhoneIcon /> {phone}
            </a>
          )}
          <SocialLinks facebook={facebook} instagram={instagram} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
