import type { Banner } from '@gemlane/contract';
import { usePartnerLink } from '@gemlane/stores/router';
import { Carousel } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface BannerCarouselProps {
  banners: readonly Banner[] | undefined;
}

/** Home banners (generated art from the server), each linking into the store. */
export function BannerCarousel({ banners }: BannerCarouselProps) {
  const { t } = useTranslation();
  const link = usePartnerLink();
  const [current, setCurrent] = useState(0);
  if (!banners) return <div className="banner-skeleton" aria-hidden />;
  if (banners.length === 0) return null;
  return (
    <Carousel
      autoplay
      autoplaySpeed={5000}
      // Fade renders no cloned slides; hidden slides keep their link out of the tab order (axe aria-hidden-focus).
      effect="fade"
      beforeChange={(_, next) => setCurrent(next)}
      className="banner-carousel"
      dots={{ className: 'banner-dots' }}
    >
      {banners.map((banner, index) => (
        <div key={banner.bannerId}>
          <Link
            to={link(banner.link)}
            className="banner-slide"
            tabIndex={index === current ? undefined : -1}
          >
            <img
              src={banner.image}
              alt={banner.title}
              width={1200}
              height={400}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
            />
            {/* The generated art carries the title and subtitle; the call to action sits on top. */}
            <span className="banner-cta">{t('common.topUp')}</span>
          </Link>
        </div>
      ))}
    </Carousel>
  );
}
