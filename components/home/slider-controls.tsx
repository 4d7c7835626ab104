'use client';

import { useTranslations } from 'next-intl';

/** Previous/next buttons for the hero slider; they scroll its snap track by one slide. */
export function SliderControls({ trackId }: { trackId: string }) {
  const t = useTranslations('home');
  function move(step: 1 | -1) {
    const track = document.getElementById(trackId);
    if (!track) return;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    const atStart = track.scrollLeft <= 0;
    // Wrap around at either end so the buttons never go dead.
    if (step === 1 && atEnd) track.scrollTo({ left: 0, behavior: 'smooth' });
    else if (step === -1 && atStart) track.scrollTo({ left: track.scrollWidth, behavior: 'smooth' });
    else track.scrollBy({ left: step * track.clientWidth, behavior: 'smooth' });
  }
  const button = 'pointer-events-auto flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-xl text-ink shadow hover:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';
  return (
    // Phones: both arrows at the bottom right, under the text; from sm on, at the sides, where the
    // text keeps a 4rem margin for them (components/home/hero-slider.tsx).
    <div className="pointer-events-none absolute bottom-6 right-6 flex gap-3 sm:inset-x-0 sm:bottom-auto sm:right-auto sm:top-1/2 sm:-translate-y-1/2 sm:justify-between sm:px-6">
      <button type="button" aria-controls={trackId} onClick={() => move(-1)} className={button}>
        <span aria-hidden="true">‹</span>
        <span className="sr-only">{t('previousSlide')}</span>
      </button>
      <button type="button" aria-controls={trackId} onClick={() => move(1)} className={button}>
        <span aria-hidden="true">›</span>
        <span className="sr-only">{t('nextSlide')}</span>
      </button>
    </div>
  );
}
