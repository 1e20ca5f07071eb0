import { useHomeCoupons, useLoad } from '@gemlane/stores/react';
import { useLoginPath, usePartnerNavigate } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { gameCategoriesAtom, gameModelAtom, rankedHotGamesAtom } from '@gemlane/stores';
import { useAtomValue } from 'jotai';
import { useApi } from '../../adapters/api-client.tsx';
import { useAppMessage } from '../../adapters/app-message.tsx';
import { HomeView } from './home-view.tsx';

export default function HomePage() {
  const api = useApi();
  const lists = useAtomValue(gameModelAtom);
  const ranked = useAtomValue(rankedHotGamesAtom);
  const categories = useAtomValue(gameCategoriesAtom);
  // The game model starts empty and fills at start-up; empty lists show their loading state.
  const loaded = lists.allGame.length > 0;
  const { t } = useTranslation();
  const message = useAppMessage();
  const navigate = usePartnerNavigate();
  const loginPath = useLoginPath();
  const coupons = useHomeCoupons();
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
      coupons={coupons.templates}
      onClaimCoupon={(template) =>
        void coupons.claim(template).then((outcome) => {
          if (outcome === 'login') void navigate(loginPath);
          else if (outcome === 'claimed') void message.success(t('coupon.claimed'));
        })
      }
    />
  );
}
