import { cartCountAtom } from '@gemlane/stores/purchase';
import { currentGameAtom, userInfoAtom } from '@gemlane/stores';
import { buildPath, useLoginGate, usePartnerNavigate } from '@gemlane/stores/router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { TabBar, type TabName } from '../../components/tab-bar/tab-bar.tsx';

/** The tab bar wired to the router: Home; the current game (or SwitchGame); Me behind login. */
export function TabBarContainer({ tab }: { tab: TabName }) {
  const { t } = useTranslation();
  const navigate = usePartnerNavigate();
  const ensureLogin = useLoginGate();
  const game = useAtomValue(currentGameAtom);
  const user = useAtomValue(userInfoAtom);
  const cartCount = useAtomValue(cartCountAtom);
  const onSelect = (next: TabName) => {
    if (next === 'Home') void navigate('/home');
    else if (next === 'Game')
      void navigate(
        game ? buildPath('GameZone', { gameZonePath: game.gameZonePath }) : '/switchGame',
      );
    else if (ensureLogin()) void navigate('/me');
  };
  // The Me tab marks what waits there: orders in progress (badge) or a cart (dot).
  const processing = user?.processingOrderCount ?? 0;
  return (
    <TabBar
      active={tab}
      game={game ? { name: game.gameName, logo: game.logo } : null}
      marks={{
        Me:
          processing > 0
            ? {
                badge: processing,
                label: t('mobile.tabMark.ordersInProgress', { count: processing }),
              }
            : { dot: cartCount > 0, label: t('mobile.tabMark.cartHasItems') },
      }}
      onSelect={onSelect}
    />
  );
}
