// The game zone's text (its largest paint) waits for getGameZone. For a visitor the call starts
// from the boot entry while the app's JS still downloads; the zone page takes that answer once.
import { earlyCall } from '@gemlane/api/early-call';
import type { GameZone } from '@gemlane/contract';
import { hasStoredToken } from '@gemlane/stores/storage-keys';

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

/** Asks for the zone with the api client's headers; signed-in shoppers take the normal path. */
export function startZonePrefetch(
  pathname: string = window.location.pathname,
  fetchImpl: typeof fetch = fetch,
): void {
  const gameZonePath = zonePathOf(pathname);
  if (early || gameZonePath === null || hasStoredToken()) return;
  const answer = earlyCall('getGameZone', { gameZonePath }, fetchImpl).then((data) => {
    const zone = data as Partial<GameZone> | null;
    return zone && typeof zone === 'object' && zone.game ? (zone as GameZone) : null;
  });
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
