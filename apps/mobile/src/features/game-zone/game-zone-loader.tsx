import { useGameZone, usePartnerNavigate } from '@gemlane/stores/router';
import { useApi } from '../../adapters/api-context.tsx';
import { ErrorView } from '../../components/error-view/error-view.tsx';
import { gameZone } from '../../boot/zone-prefetch.ts';
import { PageLoading } from '../../components/page-loading/page-loading.tsx';
import { GameZoneView } from './game-zone-view.tsx';

/**
 * Loads the game zone the address names (the stores read the path or the legacy gameConfigId,
 * open the zone and move a legacy address to the zone's path); unknown games show not-found.
 */
export function GameZoneLoader() {
  const api = useApi();
  const navigate = usePartnerNavigate();
  const zone = useGameZone((request) => {
    const load = () => api.getGameZone(request, { hideError: true });
    // The boot entry may already have asked for this zone (boot/zone-prefetch.ts).
    return 'gameZonePath' in request ? gameZone(request.gameZonePath, load) : load();
  });
  if (zone.data) return <GameZoneView zone={zone.data} />;
  // No game named: the stores are moving the page to the game picker.
  if (zone.loading || !zone.request) return <PageLoading />;
  const notFound = (zone.error as { code?: number } | undefined)?.code === 404;
  return (
    <ErrorView
      kind={notFound ? 'notFound' : 'error'}
      onRetry={notFound ? undefined : zone.reload}
      onHome={() => void navigate('/home')}
    />
  );
}
