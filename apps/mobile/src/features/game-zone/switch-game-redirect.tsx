import { usePartnerLink } from '@gemlane/stores/router';
import { Navigate } from 'react-router';

/** /gameZone without a game: the game picker is the right page. */
export default function SwitchGameRedirect() {
  const link = usePartnerLink();
  return <Navigate to={link('/switchGame')} replace />;
}
