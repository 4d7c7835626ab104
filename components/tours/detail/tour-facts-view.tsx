'use client';

import { Link } from '@/i18n/navigation';

/** The facts in words: duration, region (a link), type and group limit, each with its label. */
export type TourFactTexts = { duration: [string, string]; region: [string, string, string]; type: [string, string]; groupLimit: [string, string] };

/**
 * Duration, region, type and group limit at a glance, drawn from texts ./tour-facts.tsx words: the
 * payload carries them, not their markup (docs/decisions/0128). Laid out by the width it gets (a
 * container query): on a phone a list of rows, label beside value, so long words (Russian
 * "Приключенческие туры") need no breaking; from 28rem two cards a row, from 42rem four.
 */
export function TourFactsView({ facts, className }: { facts: TourFactTexts; className: string }) {
  const [regionLabel, regionHref, regionName] = facts.region;
  const rows = [
    [facts.duration[0], facts.duration[1]],
    [regionLabel, <Link key="region" href={regionHref} className="underline underline-offset-4 hover:text-brand-700 dark:hover:text-brand-100">{regionName}</Link>],
    [facts.type[0], facts.type[1]],
    [facts.groupLimit[0], facts.groupLimit[1]],
  ] as const;
  return (
    <div className={`@container ${className}`}>
      <dl className="tour-facts">
        {rows.map(([label, value], index) => (
          <div key={index} className="tour-fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
