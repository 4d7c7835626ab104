import { useTranslations } from 'next-intl';
import type { Testimonial } from '@/lib/content/testimonials';

/** Travellers' words with their star rating (testimonials table). */
export function HomeTestimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const t = useTranslations('home');
  if (!testimonials.length) return null;
  return (
    <section aria-labelledby="home-testimonials" className="below-fold [--fold-estimate:57rem] lg:[--fold-estimate:25rem] mx-auto max-w-7xl px-4 py-14">
      <h2 id="home-testimonials" className="text-center text-3xl font-bold">{t('testimonialsTitle')}</h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
              <p className="text-amber-600 dark:text-amber-400" role="img" aria-label={t('rating', { rating: testimonial.rating })}>
                {'★'.repeat(stars(testimonial.rating))}
                <span className="text-slate-300 dark:text-slate-700">{'★'.repeat(5 - stars(testimonial.rating))}</span>
              </p>
              <blockquote className="mt-3 flex-1 text-slate-700 dark:text-slate-300">“{testimonial.text}”</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold">{testimonial.name}</span>
                {testimonial.location && <span className="text-slate-600 dark:text-slate-400"> · {testimonial.location}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Whole stars from 0 to 5, whatever the stored rating. */
function stars(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating)));
}
