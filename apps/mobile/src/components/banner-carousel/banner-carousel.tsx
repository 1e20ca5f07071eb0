import { useEffect, useRef, useState } from 'react';
import { pictureLoading } from '@gemlane/stores/ssr';
import styles from './banner-carousel.module.css';

export interface CarouselBanner {
  bannerId: number;
  title: string;
  subtitle: string;
  image: string;
}

export interface BannerCarouselProps {
  banners: readonly CarouselBanner[];
  onOpen: (banner: CarouselBanner) => void;
  /** Milliseconds between slides; 0 turns autoplay off. */
  interval?: number;
  label: string;
}

/** Swipeable banners with CSS scroll snapping (no animation library on the home page's first paint). */
export function BannerCarousel({ banners, onOpen, interval = 4000, label }: BannerCarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const el = track.current;
    if (!el) return undefined;
    const onScroll = () => setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el || !interval || banners.length < 2) return undefined;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return undefined;
    const timer = window.setInterval(() => {
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % banners.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, interval);
    return () => window.clearInterval(timer);
  }, [banners.length, interval]);

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label}>
      <div ref={track} className={styles.track}>
        {banners.map((b, i) => (
          <button key={b.bannerId} type="button" className={styles.slide} onClick={() => onOpen(b)}>
            {/* The first slide is the largest paint of the home page. */}
            <img src={b.image} alt="" className={styles.image} {...pictureLoading(i === 0)} />
            {/* The art carries no text: the translated title and subtitle sit on top of it. */}
            <span className={styles.text}>
              <strong>{b.title}</strong>
              <span>{b.subtitle}</span>
            </span>
          </button>
        ))}
      </div>
      {banners.length > 1 ? (
        <div className={styles.dots} aria-hidden>
          {banners.map((b, i) => (
            <span
              key={b.bannerId}
              className={i === index ? `${styles.dot} ${styles.dotOn}` : styles.dot}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
