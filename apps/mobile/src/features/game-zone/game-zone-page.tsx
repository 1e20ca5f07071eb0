import { useParams } from 'react-router';
import { GameZoneLoader } from './game-zone-loader.tsx';

/** /gameZone/:gameZonePath (named GameZone). */
export default function GameZonePage() {
  const { gameZonePath = '' } = useParams();
  return <GameZoneLoader request={{ gameZonePath }} />;
}
