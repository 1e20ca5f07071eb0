import { useSearchParams } from 'react-router';
import { GameZoneLoader } from './game-zone-loader.tsx';
import SwitchGameFallback from './switch-game-redirect.tsx';

/** /gameZone?gameConfigId=<id> (named OldGameZone): the legacy address; without an id, pick a game. */
export default function OldGameZonePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('gameConfigId'));
  if (!Number.isInteger(id) || id < 1) return <SwitchGameFallback />;
  return <GameZoneLoader request={{ gameConfigId: id }} />;
}
