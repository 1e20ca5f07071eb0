import { Navigate } from '@gemlane/stores/router';

/** /gameZone without a game: the game picker is the right page. */
export default function SwitchGameRedirect() {
  return <Navigate to="/switchGame" replace />;
}
