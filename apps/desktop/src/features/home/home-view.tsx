import type { Banner, Game } from '@gemlane/contract';
import { Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { GameGrid } from '../../components/game-card.tsx';
import { BannerCarousel } from './banner-carousel.tsx';

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
}

function GamesOrSkeleton({ games }: { games: readonly Game[] | undefined }) {
  return games ? (
    <GameGrid games={games} />
  ) : (
    <Skeleton title={false} active paragraph={{ rows: 3 }} />
  );
}

/** Home: banners, hot games, new games and the category tabs. */
export function HomeView({ banners, hotGames, newGames, tabs }: HomeViewProps) {
  const { t } = useTranslation();
  return (
    <div className="container page home">
      <h1 className="sr-only">{t('home.title')}</h1>
      <BannerCarousel banners={banners} />
      <section aria-labelledby="home-hot">
        <h2 id="home-hot" className="section-title">
          {t('common.hotGames')}
        </h2>
        <GamesOrSkeleton games={hotGames} />
      </section>
      {newGames === undefined || newGames.length > 0 ? (
        <section aria-labelledby="home-new">
          <h2 id="home-new" className="section-title">
            {t('common.newGames')}
          </h2>
          <GamesOrSkeleton games={newGames} />
        </section>
      ) : null}
      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className="section-title">
          {t('home.categories')}
        </h2>
        {tabs ? (
          <Tabs
            items={tabs.map((tab) => ({
              key: tab.label,
              label: tab.name,
              children: <GameGrid games={tab.games} />,
            }))}
          />
        ) : (
          <Skeleton title={false} active paragraph={{ rows: 3 }} />
        )}
      </section>
    </div>
  );
}
