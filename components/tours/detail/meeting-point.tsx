import { useTranslations } from 'next-intl';
import { PinIcon } from '@/components/ui/icons';

export function MeetingPoint({ text, headingLevel: Level = 'h2' }: { text: string; headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('tourDetail');
  if (!text) return null;
  return (
    <section aria-labelledby="tour-meeting-point" className="flex gap-3 rounded-xl bg-brand-50 p-4 text-ink dark:bg-slate-900 dark:text-slate-100">
      <PinIcon className="mt-1 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-100" />
      <div>
        <Level id="tour-meeting-point" className="font-semibold">{t('meetingPoint')}</Level>
        <p className="mt-1">{text}</p>
      </div>
    </section>
  );
}
