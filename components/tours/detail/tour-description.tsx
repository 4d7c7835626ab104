import { useTranslations } from 'next-intl';

/** The tour's long text; blank lines in it separate paragraphs. */
export function TourDescription({ text, headingLevel: Level = 'h2', className = '', dropCap = false }: { text: string; headingLevel?: 'h2' | 'h3'; className?: string; dropCap?: boolean }) {
  const t = useTranslations('tourDetail');
  const paragraphs = text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
  if (!paragraphs.length) return null;
  return (
    <section aria-labelledby="tour-description" className={className}>
      <Level id="tour-description" className="mb-4 text-2xl font-bold">{t('about')}</Level>
      <div className="prose-content leading-relaxed text-slate-700 dark:text-slate-300">
        {paragraphs.map((paragraph, index) => (
          <p key={index} className={dropCap && index === 0 ? 'first-letter:float-left first-letter:mr-2 first-letter:text-6xl first-letter:font-bold first-letter:leading-none first-letter:text-brand-700 dark:first-letter:text-brand-100' : undefined}>
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
