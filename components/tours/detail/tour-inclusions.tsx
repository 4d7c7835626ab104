import { useTranslations } from 'next-intl';
import { InclusionList } from './inclusion-list';

/** What the price includes and what it does not, side by side from tablet width. */
export function TourInclusions({ included, excluded, headingLevel: Level = 'h2' }: { included: string[]; excluded: string[]; headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('tourDetail');
  const lists = [
    { kind: 'included', items: included },
    { kind: 'excluded', items: excluded },
  ] as const;
  const shown = lists.filter((list) => list.items.length > 0);
  if (!shown.length) return null;
  return (
    // Two columns only for two lists: one list alone would leave half the row empty.
    <div className={`grid gap-6 ${shown.length === 2 ? 'sm:grid-cols-2' : ''}`}>
      {shown.map((list) => (
        <section key={list.kind} aria-labelledby={`tour-${list.kind}`}>
          <Level id={`tour-${list.kind}`} className="mb-3 text-2xl font-bold">{t(list.kind)}</Level>
          <InclusionList items={list.items} kind={list.kind} />
        </section>
      ))}
    </div>
  );
}
