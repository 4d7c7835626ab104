'use client';

import { withDeparture } from './departure-link';

/**
 * One departure as the table needs it, every text already formatted on the server: the id (for the
 * booking link), the day, the start time ('' when none), the seats left in words ('' when sold
 * out), the adult, child and baby prices, and whether the date has its own prices (1) or not (0).
 */
export type DepartureRow = [id: number, day: string, time: string, seats: string, adult: string, child: string, baby: string, special: 0 | 1];

/** The table's words, once for all rows; `bookDate` holds `{date}` where the day goes. */
export type DepartureRowLabels = { adult: string; child: string; baby: string; book: string; bookDate: string; soldOut: string; specialPrice: string };

type Props = { rows: DepartureRow[]; labels: DepartureRowLabels; bookingPath: string };

/**
 * The rows of the departures table (departures-table.tsx). A client component only so that the
 * page's RSC payload carries these short tuples instead of the rows' markup: up to two dozen
 * rows would otherwise travel twice in every cached tour page, as HTML and again as the React tree
 * (docs/decisions/0108). It renders the same markup on the server; the browser only hydrates it.
 */
export function DepartureRows({ rows, labels, bookingPath }: Props) {
  return (
    <tbody role="rowgroup">
      {rows.map(([id, day, time, seats, adult, child, baby, special]) => (
        <tr key={id} role="row">
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
              <a href={withDeparture(bookingPath, id)} aria-label={labels.bookDate.replace('{date}', day)}>
                {labels.book}
              </a>
            )}
          </td>
        </tr>
      ))}
    </tbody>
  );
}
