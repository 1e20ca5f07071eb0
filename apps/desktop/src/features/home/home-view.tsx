import type { Banner, CouponTemplate, Game } from '@gemlane/contract';
import { HOT_GAME_LIMIT } from '@gemlane/stores';
import { useNearViewport } from '@gemlane/stores/react';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid, GameGridSkeleton } from '../../components/game-card.tsx';
import { BannerCarousel } from './banner-carousel.tsx';
import { CouponOffers } from './coupon-offers.tsx';

export interface HomeTab {
  label: string;
  name: string;
  games: readonly Game[];
}

export interface HomeViewProps {
  banners: readonly Banner[] | undefined;
  hotGames: readonly Game[] | undefined;
  newGames: readonly Game[] | undefined;
  tabs: readonly HomeTab[] | undefined;
  /** "Coupons for you" (hidden when none are offered). */
  coupons?: readonly CouponTemplate[];
  onClaimCoupon?: (template: CouponTemplate) => void;
}

// The category tabs sit below the fold: antd's Tabs load when the block nears the viewport.
const CategoryTabs = lazy(() =>
  import('./category-tabs.tsx').then((m) => ({ default: m.CategoryTabs })),
);

/** One row of the six-column grid: the placeholder of lists whose length is not known yet. */
const GRID_ROW = 6;

function GamesOrSkeleton({
  games,
  placeholders,
}: {
  games: readonly Game[] | undefined;
  placeholders: number;
}) {
  return games ? <GameGrid games={games} /> : <GameGridSkeleton count={placeholders} />;
}

function CategoriesSkeleton() {
  return (
    <>
      <div className="tabs-skeleton" aria-hidden />
      <GameGridSkeleton count={GRID_ROW} />
    </>
  );
}

/** Home: banners, hot games, new games, coupons to claim and the category tabs. */
export function HomeView({
  banners,
  hotGames,
  newGames,
  tabs,
  coupons = [],
  onClaimCoupon = () => undefined,
}: HomeViewProps) {
  const { t } = useTranslation();
  const categories = useRef<HTMLElement>(null);
  const categoriesNear = useNearViewport(categories);
  return (
    <div className="container page home">
      <h1 className="sr-only">{t('home.title')}</h1>
      <BannerCarousel banners={banners} />
      <section aria-labelledby="home-hot">
        <h2 id="home-hot" className="section-title">
          {t('common.hotGames')}
        </h2>
        <GamesOrSkeleton games={hotGames} placeholders={HOT_GAME_LIMIT} />
      </section>
      {newGames === undefined || newGames.length > 0 ? (
        <section aria-labelledby="home-new">
          <h2 id="home-new" className="section-title">
            {t('common.newGames')}
          </h2>
          <GamesOrSkeleton games={newGames} placeholders={GRID_ROW} />
        </section>
      ) : null}
      {coupons.length > 0 ? (
        <section aria-labelledby="home-coupons">
          <h2 id="home-coupons" className="section-title">
            {t('coupon.forYou')}
          </h2>
          <CouponOffers templates={coupons} onClaim={onClaimCoupon} />
        </section>
      ) : null}
      <section aria-labelledby="home-categories" ref={categories}>
        <h2 id="home-categories" className="section-title">
          {t('home.categories')}
        </h2>
        {tabs && categoriesNear ? (
          <Suspense fallback={<CategoriesSkeleton />}>
            <CategoryTabs tabs={tabs} />
          </Suspense>
        ) : (
          <CategoriesSkeleton />
        )}
      </section>
    </div>
  );
}
