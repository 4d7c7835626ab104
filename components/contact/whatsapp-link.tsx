import { WhatsappIcon } from '@/components/ui/icons';
import { whatsappUrl } from '@/lib/validation/phone';

/** Whether a text promises support on WhatsApp (a feature card's, written by the agency). */
export function promisesWhatsapp(...texts: string[]): boolean {
  return texts.some((text) => /whats\s?app/i.test(text));
}

/**
 * A link that opens a WhatsApp chat with the agency's number (`contacts.whatsapp`); nothing when the
 * agency has no WhatsApp number.
 */
export function WhatsappLink({ phone, children, className }: { phone: string | undefined; children: React.ReactNode; className?: string }) {
  const href = phone ? whatsappUrl(phone) : null;
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className ?? 'inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100'}>
      <WhatsappIcon className="h-4 w-4 shrink-0" />
      {children}
    </a>
  );
}
