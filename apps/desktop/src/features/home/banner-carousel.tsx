import type { Banner } from '@gemlane/contract';
import { Link } from '@gemlane/stores/router';
import { pictureLoading } from '@gemlane/stores/ssr';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_AUTOPLAY_MS } from '../../config/ui.ts';

export interface BannerCarouselProps {
  banners: readonly Banner[] | undefined;
}

/**
 * Home banners (text-free art from the server with the translated title and subtitle laid over it),
 * each linking into the store: slides fade into
 * each other, advance every few seconds while the pointer is not over them, and the dots or the
 * arrow keys pick one. Own code rather than antd's Carousel (react-slick, 12 KB gzip of the first paint).
 */
export function BannerCarousel({ banners }: BannerCarouselProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners?.length ?? 0;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (!banners) return <div className="banner-skeleton" aria-hidden />;
  if (banners.length === 0) return null;
  const shown = current % banners.length;
  return (
    <div
      className="banner-carousel"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onKeyDown={(event) => {
        const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
        if (step !== 0) setCurrent((shown + step + count) % count);
      }}
    >
      {banners.map((banner, index) => (
        // Hidden slides stay out of the tab order and the accessibility tree (axe aria-hidden-focus).
        <div
          key={banner.bannerId}
          className={`banner-fade${index === shown ? ' banner-fade-active' : ''}`}
          aria-hidden={index === shown ? undefined : true}
        >
          <Link
            to={banner.link}
            className="banner-slide"
            tabIndex={index === shown ? undefined : -1}
          >
            {/* The art carries no text: title and subtitle arrive translated and sit on top of it. */}
            <img
              src={banner.image}
              alt=""
              width={1200}
              height={400}
              {...pictureLoading(index === 0)}
            />
            <span className="banner-text">
              <strong className="banner-title">{banner.title}</strong>
              <span className="banner-subtitle">{banner.subtitle}</span>
            </span>
            <span className="banner-cta">{t('common.topUp')}</span>
          </Link>
        </div>
      ))}
      {banners.length > 1 ? (
        <ul className="banner-dots">
          {banners.map((banner, index) => (
            <li key={banner.bannerId} className={index === shown ? 'active' : undefined}>
              <button
                type="button"
                aria-current={index === shown ? 'true' : undefined}
                onClick={() => setCurrent(index)}
              >
                {index + 1}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
