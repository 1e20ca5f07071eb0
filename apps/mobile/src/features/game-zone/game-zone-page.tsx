import { GameZoneLoader } from './game-zone-loader.tsx';

/** /gameZone/:gameZonePath (named GameZone) and the legacy /gameZone?gameConfigId= (OldGameZone). */
export default function GameZonePage() {
  return <GameZoneLoader />;
}
