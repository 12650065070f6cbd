import { useEffect, useRef, useState } from 'react';
import { pagesHomeText } from '@society/contracts';
import { useText } from '@society/web-kit';
import { useNearViewport } from '../hooks/use-near-viewport';
import type { CarouselControls } from './start-carousel';

export interface CarouselSlide {
  src: string;
  alt: string;
}

/** Runs `task` when the browser has nothing more urgent to do; returns a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1000); // Safari has no requestIdleCallback
  return () => clearTimeout(id);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The home page's fading picture carousel. The first picture is plain markup, shown at once; Swiper
 * is fetched only when the carousel nears the screen and then takes over the same markup. If it
 * cannot load, the first picture simply stays. Visitors who ask for less motion get it paused.
 */
export function ImageCarousel({ slides, label }: { slides: readonly CarouselSlide[]; label: string }) {
  const t = useText(pagesHomeText);
  const rootRef = useRef<HTMLDivElement>(null);
  const controls = useRef<CarouselControls | null>(null);
  const near = useNearViewport(rootRef);
  const [started, setStarted] = useState(false);
  const [playing, setPlaying] = useState(true);
  const playingRef = useRef(playing);
  playingRef.current = playing;

  // Read once mounted: the page's HTML is made on the server, which cannot know the preference.
  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);

  useEffect(() => {
    if (!near) return undefined;
    let cancelled = false;
    // Swiper (about 22 KB gzip) waits until the browser is idle, so it never delays the first render.
    const cancelIdle = whenIdle(() => {
      import('./start-carousel')
        .then(({ startCarousel }) => {
          if (cancelled || !rootRef.current) return;
          controls.current = startCarousel(rootRef.current, { autoplay: playingRef.current });
          setStarted(true);
        })
        .catch((error: unknown) => console.warn('The carousel could not start; showing its first picture.', error));
    });
    return () => {
      cancelled = true;
      cancelIdle();
      controls.current?.destroy();
      controls.current = null;
    };
  }, [near]);

  function togglePlaying() {
    if (playing) controls.current?.pause();
    else controls.current?.play();
    setPlaying(!playing);
  }

  return (
    <div className="home-carousel-frame">
      <div ref={rootRef} className="swiper home-carousel" role="region" aria-roledescription={t('carouselRole')} aria-label={label}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div
              key={slide.alt}
              className="swiper-slide"
              role="group"
              aria-roledescription={t('slideRole')}
              aria-label={t('slideLabel', { index: String(index + 1), count: String(slides.length) })}
            >
              <img src={slide.src} alt={slide.alt} width={800} height={600} loading="lazy" decoding="async" />
            </div>
          ))}
        </div>
      </div>
      {started ? (
        <button type="button" className="home-carousel__toggle" onClick={togglePlaying}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            {playing ? <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" /> : <path d="M8 5l11 7-11 7z" fill="currentColor" />}
          </svg>
          {playing ? t('pauseSlideshow') : t('playSlideshow')}
        </button>
      ) : null}
    </div>
  );
}
