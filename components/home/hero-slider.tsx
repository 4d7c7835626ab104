import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Slide } from '@/lib/content/sliders';
import { SliderControls } from './slider-controls';

const TRACK_ID = 'home-slider-track';

/**
 * The home page's slides (sliders table) on a CSS scroll-snap track: swipeable and scrollable without
 * JavaScript; the buttons are a small island. It never moves by itself (WCAG 2.2.2).
 */
export function HeroSlider({ slides }: { slides: Slide[] }) {
  const t = useTranslations('home');
  if (!slides.length) return null;
  return (
    <section aria-roledescription="carousel" aria-label={t('sliderLabel')} className="relative bg-slate-900">
      {/* Scrollable, so keyboard users can focus it and move with the arrow keys. */}
      <div id={TRACK_ID} tabIndex={0} className="flex snap-x snap-mandatory overflow-x-auto scroll-smooth [scrollbar-width:none] focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600">
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slideOf', { index: index + 1, total: slides.length })}
            className="hero-slide"
          >
            {/* The first slide is the phone's largest paint: preloaded and fetched first; the others wait. */}
            <Image src={slide.image} alt="" fill preload={index === 0} fetchPriority={index === 0 ? 'high' : undefined} sizes="100vw" className="-z-10 object-cover" />
            <div aria-hidden="true" className="hero-shade" />
            {/* On phones the arrows sit in the bottom row beside the button (pb-24), clear of the headline. */}
            <div className="mx-auto w-full max-w-7xl px-6 pb-24 text-white sm:px-16 sm:pb-12">
              <p className="max-w-2xl text-3xl font-extrabold tracking-tight sm:text-5xl">{slide.title}</p>
              {slide.subtitle && <p className="mt-3 max-w-xl text-lg text-slate-100">{slide.subtitle}</p>}
              {slide.linkUrl && (
                <Link href={slide.linkUrl} className="hero-cta">
                  {t('slideCta')}
                  <span className="sr-only">: {slide.title}</span>
                </Link>
              )}
            </div>
          </div>
        ))}
      </div>
      {slides.length > 1 && <SliderControls trackId={TRACK_ID} previous={t('previousSlide')} next={t('nextSlide')} />}
    </section>
  );
}
