'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { withDeparture } from './departure-link';

/**
 * One departure as the table needs it, every text already formatted on the server: the id (for the
 * booking link), the day, the start time ('' when none), the seats left in words ('' when sold
 * out), the adult, child and baby prices, and whether the date has its own prices (1) or not (0).
 */
export type DepartureRow = [id: number, day: string, time: string, seats: string, adult: string, child: string, baby: string, special: 0 | 1];

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

type Props = { rows: DepartureRow[]; labels: DepartureRowLabels; bookingPath: string; id: string; head: ReactNode };

/**
 * The departures table (departures-table.tsx): its header comes from the server, its rows from short
 * tuples of texts, so the page's RSC payload carries ≈ 80 characters a date instead of the rows'
 * markup (docs/decisions/0108). The first FIRST_DATES dates are in the page; the others appear on the
 * button below the table, or when the address points at the table (the booking block's "All dates"),
 * so a tour with two dozen dates does not send two dozen rows of HTML.
 */
export function DepartureTable({ rows, labels, bookingPath, id, head }: Props) {
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
        <table role="table" aria-labelledby={`${id}-title`} className="departures">
          {head}
          <tbody role="rowgroup" id={`${id}-rows`}>
            {shown.map(([departureId, day, time, seats, adult, child, baby, special]) => (
              <tr key={departureId} role="row">
                <th role="rowheader" scope="row">
                  {day}
                  {time && <small>{time}</small>}
                  {special === 1 && <span className="tour-special">{labels.specialPrice}</span>}
                </th>
                <td role="cell" data-sold-out={seats ? undefined : true}>
                  {seats || labels.soldOut}
                </td>
                {([[labels.adult, adult], [labels.child, child], [labels.baby, baby]] as const).map(([label, price], column) => (
                  <td key={column} role="cell">
                    {/* The card's own label; the column header says it to screen readers. */}
                    <span aria-hidden="true">{label}</span>
                    {price}
                  </td>
                ))}
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
