// The route entry of the current location, for chrome, tab bar and active links.
import { useLocation } from 'react-router';
import { matchRoute, type RouteMatch } from './routes.ts';

export function useCurrentRoute(): RouteMatch | null {
  return matchRoute(useLocation().pathname);
}
