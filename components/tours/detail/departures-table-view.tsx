'use client';

import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { withDeparture } from './departure-link';

/** The adult, child and baby prices of a date, in words. */
export type DeparturePrices = [adult: string, child: string, baby: string];

/**
 * One departure as the table needs it, every text already formatted on the server: the id (for the
 * booking link), the day, the start time ('' when none), the seats left in words ('' when sold
 * out), whether the date has its own prices (1) or not (0), and its prices when they differ from the
 * table's `prices` (most dates share them: sent once, not once a date).
 */
export type DepartureRow = [id: number, day: string, time: string, seats: string, special: 0 | 1, prices?: DeparturePrices];

/**
 * The table's words, once for all rows; `bookDate` holds `{date}` where the day goes, `moreDates`
 * is the button that shows the dates after the first few (with their number already in it).
 */
export type DepartureRowLabels = {
  adult: string;
  child: string;
  baby: string;
  book: string;
  bookDate: string;
  soldOut: string;
  specialPrice: string;
  moreDates: string;
  fewerDates: string;
};

/** Dates in the first HTML; the rest on "show all dates" (docs/decisions/0126). */
const FIRST_DATES = 6;

/** A CSS string of `text`: quoted, with quotes, backslashes and line breaks escaped. */
function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&').replace(/[\r\n]+/g, ' ')}"`;
}

/** The prices' labels as the table's custom properties, shown by tour-page.css above each price on the cards. */
function priceLabels(labels: DepartureRowLabels): CSSProperties {
  return { '--label-adult': cssString(labels.adult), '--label-child': cssString(labels.child), '--label-baby': cssString(labels.baby) } as CSSProperties;
}

type Props = { rows: DepartureRow[]; prices: DeparturePrices; labels: DepartureRowLabels; bookingPath: string; id: string; head: ReactNode };

/**
 * The departures table (departures-table.tsx): its header comes from the server, its rows from short
 * tuples of texts, so the page's RSC payload carries ≈ 80 characters a date instead of the rows'
 * markup (docs/decisions/0108). The first FIRST_DATES dates are in the page; the others appear on the
 * button below the table, or when the address points at the table (the booking block's "All dates"),
 * so a tour with two dozen dates does not send two dozen rows of HTML.
 */
export function DepartureTable({ rows, prices, labels, bookingPath, id, head }: Props) {
  const [all, setAll] = useState(false);
  // "All dates" (the booking block's link to #<id>) opens the table with every date.
  useEffect(() => {
    const openOnHash = () => {
      if (window.location.hash === `#${id}`) setAll(true);
    };
    openOnHash();
    window.addEventListener('hashchange', openOnHash);
    return () => window.removeEventListener('hashchange', openOnHash);
  }, [id]);
  const shown = all ? rows : rows.slice(0, FIRST_DATES);
  return (
    <>
      <div className="@3xl:overflow-hidden @3xl:rounded-xl @3xl:border @3xl:border-slate-200 @3xl:dark:border-slate-800">
        <table role="table" aria-labelledby={`${id}-title`} className="departures" style={priceLabels(labels)}>
          {head}
          <tbody role="rowgroup" id={`${id}-rows`}>
            {shown.map(([departureId, day, time, seats, special, [adult, child, baby] = prices]) => (
              <tr key={departureId} role="row">
                <th role="rowheader" scope="row">
                  {day}
                  {time && <small>{time}</small>}
                  {special === 1 && <span className="tour-special">{labels.specialPrice}</span>}
                </th>
                <td role="cell" data-sold-out={seats ? undefined : true}>
                  {seats || labels.soldOut}
                </td>
                {/* Each price's label on the card comes from the table's style (tour-page.css). */}
                <td role="cell">{adult}</td>
                <td role="cell">{child}</td>
                <td role="cell">{baby}</td>
                <td role="cell">
                  {seats && (
                    <a href={withDeparture(bookingPath, departureId)} aria-label={labels.bookDate.replace('{date}', day)}>
                      {labels.book}
                    </a>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > FIRST_DATES && (
        <button type="button" className="outline-button mt-4" aria-controls={`${id}-rows`} aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? labels.fewerDates : labels.moreDates}
        </button>
      )}
    </>
  );
}
