import { useTranslations } from 'next-intl';
import type { Testimonial } from '@/lib/content/testimonials';

function Stars({ rating }: { rating: number }) {
  const t = useTranslations('about');
  return (
    <p role="img" aria-label={t('rating', { rating })} className="flex gap-0.5 text-amber-500">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} className="h-5 w-5" viewBox="0 0 24 24" fill={star <= rating ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />
        </svg>
      ))}
    </p>
  );
}

/** Travellers' words, each with its star rating, name and home town. */
export function TestimonialList({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 desk:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <figure className="flex h-full flex-col gap-4 rounded-2xl bg-slate-50 p-6 dark:bg-slate-900">
            <Stars rating={testimonial.rating} />
            <blockquote className="flex-1 text-slate-700 dark:text-slate-200">“{testimonial.text}”</blockquote>
            <figcaption>
              <span className="block font-semibold">{testimonial.name}</span>
              {testimonial.location && <span className="text-sm text-slate-600 dark:text-slate-400">{testimonial.location}</span>}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
