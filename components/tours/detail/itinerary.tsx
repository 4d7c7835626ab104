import { useTranslations } from 'next-intl';
import type { ItineraryDay } from '@/lib/catalog/tours';

type Props = { days: ItineraryDay[]; headingId: string; headingLevel?: 'h2' | 'h3' };

function Heading({ id, level: Level = 'h2' }: { id: string; level?: 'h2' | 'h3' }) {
  const t = useTranslations('tourDetail');
  return <Level id={id} className="mb-4 text-2xl font-bold">{t('itinerary')}</Level>;
}

/** The day-by-day programme as a numbered list (layouts 1 and 2). */
export function ItineraryList({ days, headingId, headingLevel }: Props) {
  const t = useTranslations('tourDetail');
  if (!days.length) return null;
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} level={headingLevel} />
      <ol className="space-y-4">
        {days.map((day) => (
          <li key={day.dayNo} className="flex gap-4">
            <span className="tour-day-number">
              <span className="sr-only">{t('day', { day: day.dayNo })}</span>
              <span aria-hidden="true">{day.dayNo}</span>
            </span>
            <div>
              <h3 className="font-semibold">{day.title}</h3>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{day.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The programme on a vertical time line, each day labelled (layout 3). */
export function ItineraryTimeline({ days, headingId, headingLevel }: Props) {
  const t = useTranslations('tourDetail');
  if (!days.length) return null;
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} level={headingLevel} />
      <ol className="relative ml-3 border-l-2 border-brand-600/40 dark:border-brand-100/30">
        {days.map((day) => (
          <li key={day.dayNo} className="relative pb-8 pl-8 last:pb-0">
            <span aria-hidden="true" className="absolute -left-[9px] top-1 h-4 w-4 rounded-full border-2 border-white bg-brand-600 dark:border-slate-950" />
            <p className="text-xs font-bold uppercase tracking-widest text-brand-700 dark:text-brand-100">{t('day', { day: day.dayNo })}</p>
            <h3 className="mt-1 text-xl font-semibold">{day.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">{day.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The programme as expandable days; native <details>, so it works without JavaScript (layout 4). */
export function ItineraryAccordion({ days, headingId, headingLevel }: Props) {
  const t = useTranslations('tourDetail');
  if (!days.length) return null;
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} level={headingLevel} />
      <div className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {days.map((day, index) => (
          <details key={day.dayNo} open={index === 0} className="group">
            <summary className="flex cursor-pointer list-none items-center gap-3 px-4 py-3 font-semibold hover:bg-slate-50 dark:hover:bg-slate-900 [&::-webkit-details-marker]:hidden">
              <span className="text-sm font-bold text-brand-700 dark:text-brand-100">{t('day', { day: day.dayNo })}</span>
              <span className="flex-1">{day.title}</span>
              <span aria-hidden="true" className="transition group-open:rotate-180">▾</span>
            </summary>
            <p className="px-4 pb-4 text-slate-700 dark:text-slate-300">{day.description}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
