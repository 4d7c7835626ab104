'use client';

/**
 * One review as the list needs it, formatted on the server: the id, the author, the stars and their
 * spoken label, the review's language and text, its date (ISO and in words), "written in …" ('' when
 * in the page's language) and the agency's answer ('' when none).
 */
export type ReviewItem = [id: number, author: string, stars: number, starsLabel: string, language: string, text: string, iso: string, date: string, writtenIn: string, reply: string];

/**
 * The reviews of a tour page (tour-reviews.tsx). A client component only so that the cached page's
 * RSC payload carries these tuples instead of each review's markup (as the departures do,
 * docs/decisions/0108 and 0126); it renders the same markup on the server and hydrates it.
 */
export function TourReviewList({ reviews, replyLabel }: { reviews: ReviewItem[]; replyLabel: string }) {
  return (
    <ul className="mt-6 grid gap-4 md:grid-cols-2">
      {reviews.map(([id, author, stars, starsLabel, language, text, iso, date, writtenIn, reply]) => (
        <li key={id} className="tour-review">
          <article>
            <header>
              <p className="font-semibold">{author}</p>
              <Stars stars={stars} label={starsLabel} />
            </header>
            <p lang={language} className="tour-review-text">
              {text}
            </p>
            <p className="tour-muted text-xs">
              <time dateTime={iso}>{date}</time>
              {writtenIn && <> · {writtenIn}</>}
            </p>
            {reply && (
              <div className="rounded-xl bg-brand-50 p-3 text-sm dark:bg-slate-900">
                <p className="font-semibold">{replyLabel}</p>
                <p className="mt-1 whitespace-pre-line break-words">{reply}</p>
              </div>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}

/** "★★★★☆" read out as "4 out of 5 stars". */
export function Stars({ stars, label, className = '' }: { stars: number; label: string; className?: string }) {
  const full = Math.round(stars);
  return (
    <span role="img" aria-label={label} className={className ? `tour-stars ${className}` : 'tour-stars'}>
      {'★'.repeat(full)}
      <span>{'★'.repeat(5 - full)}</span>
    </span>
  );
}
