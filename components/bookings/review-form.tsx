'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Loading } from '@/components/ui/loading';
import { Link } from '@/i18n/navigation';
import { locales } from '@/i18n/routing';
import { request } from '@/lib/api/client';
import { ApiError, describeApiError } from '@/lib/api/errors';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '@/lib/reviews/schema';

type Review = { stars: number; text: string; language: string; status: 'pending' | 'approved' | 'hidden'; createdAt: string };
type ReviewPage = { orderStatus: string; canReview: boolean; travellerName: string; tours: { tourId: number; title: string; review: Review | null }[] };

const field = 'w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-900';
const button = 'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60';
const alert = 'rounded-xl bg-red-50 p-4 font-medium text-red-800 dark:bg-red-950 dark:text-red-200';

function StarsText({ stars }: { stars: number }) {
  return (
    <span aria-hidden="true" className="text-amber-500">
      {'★'.repeat(stars)}
      <span className="text-slate-300 dark:text-slate-600">{'★'.repeat(5 - stars)}</span>
    </span>
  );
}

/** One tour's form: stars, text and its language; the server checks everything again. */
function TourReviewForm({ orderUUID, token, tour, onSaved }: { orderUUID: string; token: string | null; tour: ReviewPage['tours'][number]; onSaved: () => void }) {
  const t = useTranslations('review');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const id = useId();
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [language, setLanguage] = useState(locale);
  const [problem, setProblem] = useState('');
  const send = useMutation({
    mutationFn: () => request(`Orders/${orderUUID}/review`, { method: 'post', json: { tourId: tour.tourId, stars, text, language, ...(token ? { token } : {}) } }),
    onSuccess: onSaved,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (stars < 1) return setProblem(t('chooseStars'));
    if (text.trim().length < REVIEW_TEXT_MIN) return setProblem(t('tooShort', { min: REVIEW_TEXT_MIN }));
    setProblem('');
    send.mutate();
  };
  const fieldErrors = send.error instanceof ApiError ? Object.values(send.error.fieldErrors) : [];
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-2 font-semibold">{t('stars')}</legend>
        <div className="flex flex-wrap gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="cursor-pointer">
              <input type="radio" name={`${id}-stars`} value={value} checked={stars === value} onChange={() => setStars(value)} className="peer sr-only" />
              <span
                aria-hidden="true"
                className={`grid h-11 w-11 place-items-center rounded-full text-3xl leading-none peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${value <= stars ? 'text-amber-500' : 'text-slate-300 dark:text-slate-600'}`}
              >
                ★
              </span>
              <span className="sr-only">{t('starOption', { count: value })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-text`} className="font-semibold">
          {t('text')}
        </label>
        <textarea id={`${id}-text`} value={text} onChange={(event) => setText(event.target.value)} rows={6} maxLength={REVIEW_TEXT_MAX} aria-describedby={`${id}-hint`} className={field} />
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {t('textHint', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })} · {text.length}/{REVIEW_TEXT_MAX}
        </p>
      </div>
      <div className="flex flex-col gap-1 sm:max-w-xs">
        <label htmlFor={`${id}-language`} className="font-semibold">
          {t('language')}
        </label>
        <select id={`${id}-language`} value={language} onChange={(event) => setLanguage(event.target.value)} className={field}>
          {locales.map((option) => (
            <option key={option} value={option}>
              {t(`languages.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {(problem || send.isError) && (
        <div role="alert" className={alert}>
          <p>{problem || describeApiError(send.error, tErrors)}</p>
          {!problem && fieldErrors.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-sm">
              {fieldErrors.map((message) => <li key={message}>{message}</li>)}
            </ul>
          )}
        </div>
      )}
      <div>
        <button type="submit" disabled={send.isPending} className={button}>
          {send.isPending ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * The review page's island (docs/product-rules.md#reviews): the booking's tours, each with its
 * form, or the review already written and whether it is published. Works for the order's owner
 * signed in, or with the signed link of the thank-you e-mail (`token`).
 */
export function ReviewForm({ orderUUID, token }: { orderUUID: string; token: string | null }) {
  const t = useTranslations('review');
  const tErrors = useTranslations('errors');
  const queryClient = useQueryClient();
  const [thanked, setThanked] = useState<number[]>([]);
  const key = ['order-review', orderUUID, token];
  const page = useQuery({
    queryKey: key,
    queryFn: () => request<ReviewPage>(`Orders/${orderUUID}/review${token ? `?${new URLSearchParams({ t: token })}` : ''}`),
    retry: false,
  });
  if (page.isPending) return <Loading variant="card" />;
  if (page.isError) {
    const signIn = page.error instanceof ApiError && page.error.status === 401;
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="alert" className={alert}>
          {describeApiError(page.error, tErrors)}
        </p>
        {signIn && (
          <Link href={`/login?${new URLSearchParams({ returnUrl: `/review/${orderUUID}` })}`} className={button}>
            {t('signIn')}
          </Link>
        )}
      </div>
    );
  }
  const data = page.data;
  if (!data.canReview) return <p className="rounded-xl bg-amber-50 p-4 font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100">{t('notYet')}</p>;
  return (
    <ul className="flex flex-col gap-6">
      {data.tours.map((tour) => (
        <li key={tour.tourId} className="rounded-2xl border border-slate-200 p-4 sm:p-6 dark:border-slate-800">
          <section aria-labelledby={`review-tour-${tour.tourId}`} className="flex flex-col gap-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`review-tour-${tour.tourId}`} className="text-xl font-bold">
                {tour.title}
              </h2>
              <Link href={`/tour-single-1/${tour.tourId}`} prefetch={false} className="text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100">
                {t('tourLink')}
              </Link>
            </div>
            {tour.review ? (
              <div className="flex flex-col gap-2">
                {thanked.includes(tour.tourId) && (
                  <p role="status" className="rounded-xl bg-emerald-50 p-4 font-medium text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
                    {t('thanks')}
                  </p>
                )}
                <p className="font-semibold">
                  {t('yours')} <StarsText stars={tour.review.stars} />
                  <span className="sr-only">{t('starOption', { count: tour.review.stars })}</span>
                </p>
                <p lang={tour.review.language} className="whitespace-pre-line break-words">
                  {tour.review.text}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{t(`status.${tour.review.status}`)}</p>
              </div>
            ) : (
              <TourReviewForm
                orderUUID={orderUUID}
                token={token}
                tour={tour}
                onSaved={() => {
                  setThanked((list) => [...list, tour.tourId]);
                  void queryClient.invalidateQueries({ queryKey: key });
                }}
              />
            )}
          </section>
        </li>
      ))}
    </ul>
  );
}
