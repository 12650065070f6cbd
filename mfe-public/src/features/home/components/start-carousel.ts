// Loaded on demand (see image-carousel.tsx), so Swiper stays off the home page's first download.
// Only the core and the two modules used: fade and autoplay. Its core layout rules are in home.css.
import { TIMINGS } from '@society/contracts';
import { Swiper } from 'swiper';
import { Autoplay, EffectFade } from 'swiper/modules';
import 'swiper/css/effect-fade';

export interface CarouselControls {
  play(): void;
  pause(): void;
  destroy(): void;
}

/** SPEC §9: fade effect, 3000 ms between slides, looping. */
export function startCarousel(element: HTMLElement, { autoplay }: { autoplay: boolean }): CarouselControls {
  const swiper = new Swiper(element, {
    modules: [EffectFade, Autoplay],
    effect: 'fade',
    fadeEffect: { crossFade: true },
    loop: true,
    speed: 900,
    autoplay: { delay: TIMINGS.carouselDelayMs, disableOnInteraction: false, pauseOnMouseEnter: true },
  });
  if (!autoplay) swiper.autoplay.stop();
  return {
    play: () => swiper.autoplay.start(),
    pause: () => swiper.autoplay.stop(),
    destroy: () => swiper.destroy(true, true),
  };
}
