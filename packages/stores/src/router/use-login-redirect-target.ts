// Where to go after a successful login: the safe `redirect` value, else home.
import { useLocation } from 'react-router';
import { withPartner } from './partner.ts';
import { safeRedirect } from './redirect.ts';
import { HOME_PATH, REDIRECT_PARAM } from './routes.ts';

export function loginRedirectTarget(search: string, origin: string): string {
  const raw = new URLSearchParams(search).get(REDIRECT_PARAM);
  return withPartner(safeRedirect(raw, origin) ?? HOME_PATH, search, origin);
}

export function useLoginRedirectTarget(): string {
  const { search } = useLocation();
  // The page's location (a server render has its request's in its place).
  return loginRedirectTarget(search, globalThis.location.origin);
}
