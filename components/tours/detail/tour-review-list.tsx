'use client';

/**
 * One review as the list needs it, formatted on the server: the id, the author, the stars and their
 * spoken label, the review's language and text, its date (ISO and in words), "written in …" ('' when
 * in the page's language) and the agency's answer ('' when none).
 */
export type ReviewItem = [id: number, author: string, stars: number, starsLabel: string, language: string, text: string, iso: string, date: string, writtenIn: string, reply: string];

/** The section's words: heading, note, average (as shown and spoken), count, the agency's answer label. */
export type ReviewTexts = { title: string; verified: string; average: string; averageLabel: string; count: string; reply: string };

/**
 * The reviews of a tour page (tour-reviews.tsx): heading, average and the list. A client component
 * only so that the cached page's RSC payload carries these texts and tuples instead of the markup
 * (as the departures do, docs/decisions/0108, 0126 and 0128); it renders the same markup on the
 * server and hydrates it.
 */
export function TourReviewsView({ texts, rating, reviews }: { texts: ReviewTexts; rating: number; reviews: ReviewItem[] }) {
  return (
    <section id="tour-reviews" aria-labelledby="tour-reviews-title" className="mx-auto max-w-7xl scroll-mt-24 px-4 pb-12">
      <div className="flex flex-wrap items-end justify-between gap-4 border-t border-slate-200 pt-8 dark:border-slate-800">
        <div>
          <h2 id="tour-reviews-title" className="text-2xl font-semibold">{texts.title}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{texts.verified}</p>
        </div>
        <p data-testid="tour-rating" className="flex items-center gap-3">
          <span className="text-3xl font-bold">{texts.average}</span>
          <span className="flex flex-col text-sm">
            <Stars stars={rating} label={texts.averageLabel} className="text-lg" />
            <span className="text-slate-600 dark:text-slate-400">{texts.count}</span>
          </span>
        </p>
      </div>
      <ReviewList reviews={reviews} replyLabel={texts.reply} />
    </section>
  );
}

function ReviewList({ reviews, replyLabel }: { reviews: ReviewItem[]; replyLabel: string }) {
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
function Stars({ stars, label, className = '' }: { stars: number; label: string; className?: string }) {
  const full = Math.round(stars);
  return (
    <span role="img" aria-label={label} className={className ? `tour-stars ${className}` : 'tour-stars'}>
      {'★'.repeat(full)}
      <span>{'★'.repeat(5 - full)}</span>
    </span>
  );
}
