'use client';

/**
 * The items of the included (✓) or excluded (✕) list; the marks come from the stylesheet
 * (tour-page.css). A client view: the page's payload carries the texts, not their markup
 * (docs/decisions/0128).
 */
export function InclusionList({ items, kind }: { items: string[]; kind: 'included' | 'excluded' }) {
  return (
    <ul className={`tour-inclusions tour-${kind}`}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
