import { gameCategoriesAtom, rankedHotGamesAtom } from '@gemlane/stores';
import { buildPath, usePartnerNavigate } from '@gemlane/stores/router';
import { picturesWithPage } from '@gemlane/stores/ssr';
import { SearchOutline } from 'antd-mobile-icons';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid, type GameTile } from '../../components/game-grid/game-grid.tsx';
import { PageLoading } from '../../components/page-loading/page-loading.tsx';
import { Section } from '../../components/section/section.tsx';
import { TabStrip } from '../../components/tab-strip/tab-strip.tsx';
import styles from './games.module.css';

const HOT = '__hot';

/** /switchGame: pick a game (hot games, then every category); the choice becomes the current game. */
export default function SwitchGamePage() {
  const { t } = useTranslation();
  const navigate = usePartnerNavigate();
  const hot = useAtomValue(rankedHotGamesAtom);
  const categories = useAtomValue(gameCategoriesAtom);
  const [key, setKey] = useState(HOT);
  const open = (game: GameTile) =>
    void navigate(buildPath('GameZone', { gameZonePath: game.gameZonePath }));
  const games =
    key === HOT
      ? hot.map(({ rank, game }) => ({ ...game, hotRank: rank }))
      : (categories.find((c) => c.code === key)?.games ?? []);
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <h1 className={styles.title}>{t('mobile.games.switchTitle')}</h1>
        <button
          type="button"
          className={styles.searchButton}
          onClick={() => void navigate('/search')}
        >
          <SearchOutline aria-hidden />
          <span>{t('common.searchPlaceholder')}</span>
        </button>
      </header>
      <TabStrip
        label={t('common.games')}
        tabs={[
          { key: HOT, title: t('common.hotGames') },
          ...categories.map((c) => ({ key: c.code, title: c.name })),
        ]}
        active={key}
        onChange={setKey}
      />
      {hot.length === 0 && categories.length === 0 ? (
        <PageLoading />
      ) : (
        <Section>
          {/* The first screen's logos are the page's largest paint: they load with it. */}
          <GameGrid
            games={games}
            ranked={key === HOT}
            columns={3}
            onOpen={open}
            withPage={picturesWithPage([games.length])[0]}
          />
        </Section>
      )}
    </div>
  );
}
