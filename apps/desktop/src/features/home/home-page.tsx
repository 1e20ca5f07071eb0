import { useLoad } from '@gemlane/stores/react';
import { gameCategoriesAtom, gameModelAtom, rankedHotGamesAtom } from '@gemlane/stores';
import { useAtomValue } from 'jotai';
import { useApi } from '../../adapters/api-client.tsx';
import { HomeView } from './home-view.tsx';

export default function HomePage() {
  const api = useApi();
  const lists = useAtomValue(gameModelAtom);
  const ranked = useAtomValue(rankedHotGamesAtom);
  const categories = useAtomValue(gameCategoriesAtom);
  // The game model starts empty and fills at start-up; empty lists show their loading state.
  const loaded = lists.allGame.length > 0;
  const banners = useLoad(() => api.topBanner(undefined, { hideError: true }), [api]);
  return (
    <HomeView
      banners={banners.error ? [] : banners.data}
      hotGames={loaded ? ranked.map((r) => r.game) : undefined}
      newGames={loaded ? lists.newGame : undefined}
      tabs={
        categories.length > 0
          ? categories.map((c) => ({ label: c.code, name: c.name, games: c.games }))
          : undefined
      }
    />
  );
}
