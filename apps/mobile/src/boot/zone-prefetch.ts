// The game zone's text (its largest paint) waits for getGameZone. For a visitor the call starts
// from the boot entry while the app's JS still downloads; the zone page takes that answer once.
import { resolveCurrency, resolveLocale } from '@gemlane/api/preferences';
import type { GameZone } from '@gemlane/contract';
import { HEADER } from '@gemlane/contract/constants';
import { ROUTES_META } from '@gemlane/contract/routes';
import { STORAGE_KEYS } from '@gemlane/stores/storage-keys';

/** `/gameZone/:gameZonePath` of the shared route table (react-router matches it case-blind). */
const ZONE_PATH = /^\/gamezone\/([^/]+)\/?$/i;

let early: { gameZonePath: string; answer: Promise<GameZone | null> } | null = null;

/** The zone path of a page address, or null on other pages. */
export function zonePathOf(pathname: string): string | null {
  const match = ZONE_PATH.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Whether a session token is stored (the shopper is signed in). */
export function hasStoredToken(): boolean {
  try {
    return Boolean(localStorage.getItem(STORAGE_KEYS.authToken));
  } catch {
    return false;
  }
}

/** Asks for the zone with the api client's headers; signed-in shoppers take the normal path. */
export function startZonePrefetch(
  pathname: string = window.location.pathname,
  fetchImpl: typeof fetch = fetch,
): void {
  const gameZonePath = zonePathOf(pathname);
  if (early || gameZonePath === null || hasStoredToken()) return;
  const route = ROUTES_META.getGameZone;
  const query = new URLSearchParams({ gameZonePath });
  const answer = fetchImpl(`${route.path}?${query.toString()}`, {
    method: route.method,
    headers: { [HEADER.locale]: resolveLocale(), [HEADER.currency]: resolveCurrency() },
    credentials: 'same-origin',
  })
    .then((res) => (res.ok ? res.json() : null))
    .then((body: unknown) => {
      const envelope = body as { code?: unknown; data?: unknown } | null;
      const data = envelope?.data as Partial<GameZone> | null | undefined;
      return envelope?.code === 200 && data && typeof data === 'object' && data.game
        ? (data as GameZone)
        : null;
    })
    .catch(() => null);
  early = { gameZonePath, answer };
}

/**
 * The zone page's load: the early answer once, for the same zone (a later visit asks again),
 * else `load`. A failed or unusable early answer falls back to `load`, which reports as usual.
 */
export function gameZone(gameZonePath: string, load: () => Promise<GameZone>): Promise<GameZone> {
  const pending = early;
  early = null;
  if (!pending || pending.gameZonePath !== gameZonePath) return load();
  return pending.answer.then((zone) => zone ?? load());
}
