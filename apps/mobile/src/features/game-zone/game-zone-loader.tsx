import { usePartnerNavigate } from '@gemlane/stores/router';
import type { GameZone } from '@gemlane/contract';
import { useApi } from '../../adapters/api-context.tsx';
import { ErrorView } from '../../components/error-view/error-view.tsx';
import { gameZone } from '../../boot/zone-prefetch.ts';
import { useAsync } from '../../components/hooks/use-async.ts';
import { PageLoading } from '../../components/page-loading/page-loading.tsx';
import { GameZoneView } from './game-zone-view.tsx';
import { useRememberGame } from './use-remember-game.ts';

/** Loads a game zone by path or legacy gameConfigId; unknown games show not-found. */
export function GameZoneLoader({
  request,
}: {
  request: { gameZonePath?: string; gameConfigId?: number };
}) {
  const api = useApi();
  const navigate = usePartnerNavigate();
  const zone = useAsync<GameZone>(() => {
    const load = () => api.getGameZone(request, { hideError: true });
    // The boot entry may already have asked for this zone (boot/zone-prefetch.ts).
    return request.gameZonePath === undefined ? load() : gameZone(request.gameZonePath, load);
  }, [api, request.gameZonePath, request.gameConfigId]);
  useRememberGame(zone.data?.game ?? null);
  if (zone.data) return <GameZoneView zone={zone.data} />;
  if (zone.loading) return <PageLoading />;
  const notFound = (zone.error as { code?: number } | undefined)?.code === 404;
  return (
    <ErrorView
      kind={notFound ? 'notFound' : 'error'}
      onRetry={notFound ? undefined : zone.reload}
      onHome={() => void navigate('/home')}
    />
  );
}
