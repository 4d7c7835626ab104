'use client';

/** Previous/next buttons for the hero slider; they scroll its snap track by one slide. */
export function SliderControls({ trackId, previous, next }: { trackId: string; previous: string; next: string }) {
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
  const button = 'slider-arrow';
  return (
    // Phones: both arrows at the bottom right, under the text; from sm on, one at each side (the row
    // spans the slider), inside the 4rem the text keeps free for them (components/home/hero-slider.tsx).
    <div className="pointer-events-none absolute bottom-6 right-6 flex gap-3 sm:bottom-auto sm:left-0 sm:right-0 sm:top-1/2 sm:-translate-y-1/2 sm:justify-between sm:px-3">
      <button type="button" aria-controls={trackId} onClick={() => move(-1)} className={button}>
        <span aria-hidden="true">‹</span>
        <span className="sr-only">{previous}</span>
      </button>
      <button type="button" aria-controls={trackId} onClick={() => move(1)} className={button}>
        <span aria-hidden="true">›</span>
        <span className="sr-only">{next}</span>
      </button>
    </div>
  );
}
