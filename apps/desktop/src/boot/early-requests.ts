// The largest paint of /home (the game cards) and of a game zone (its description) waits for one
// API answer each. A tiny entry (boot-entry.ts) asks for it while the app's JS still downloads;
// the app's api client takes that answer for its first identical call (api-client.tsx).
import { earlyCall } from '@gemlane/api/early-call';
import { hasStoredToken } from '@gemlane/stores/storage-keys';

/** The calls asked for early, by the page address that needs them. */
export type EarlyCall = 'gameList' | 'getGameZone';

interface Early {
  call: EarlyCall;
  /** The request body or query the app will send, compared before the answer is reused. */
  request: Record<string, string>;
  answer: Promise<unknown>;
}

const HOME_PATHS: readonly string[] = ['/', '/home'];
const ZONE_PREFIX = '/gameZone/';

let pending: Early[] = [];

/** The early call of a page address, if it has one. */
export function earlyCallFor(pathname: string): Omit<Early, 'answer'> | null {
  if (HOME_PATHS.includes(pathname)) return { call: 'gameList', request: {} };
  if (pathname.startsWith(ZONE_PREFIX)) {
    const segment = pathname.slice(ZONE_PREFIX.length);
    if (segment === '' || segment.includes('/')) return null;
    try {
      return { call: 'getGameZone', request: { gameZonePath: decodeURIComponent(segment) } };
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Starts the page's call with the api client's language and currency headers. Signed-in shoppers
 * are left to the api client (their token and its 401 handling stay in one place).
 */
export function startEarlyRequests(
  pathname: string = window.location.pathname,
  fetchImpl: typeof fetch = fetch,
  storage?: Pick<Storage, 'getItem'>,
): void {
  const early = earlyCallFor(pathname);
  if (!early || hasStoredToken(storage)) return;
  // Only a success is reused; anything else is asked again through the api client, which reports it.
  const answer = earlyCall(early.call, early.request, fetchImpl);
  pending.push({ ...early, answer });
}

function sameRequest(a: Record<string, string>, b: unknown): boolean {
  const other = (b ?? {}) as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(other)]);
  return [...keys].every((key) => a[key] === other[key]);
}

/**
 * The early answer for this call and request, once; otherwise (none, a different request, or an
 * early failure) `load` runs as usual.
 */
export function takeEarly<T>(
  call: EarlyCall,
  request: unknown,
  load: () => Promise<T>,
): Promise<T> {
  const index = pending.findIndex((e) => e.call === call && sameRequest(e.request, request));
  if (index < 0) return load();
  const [early] = pending.splice(index, 1);
  return early!.answer.then((data) => (data === null ? load() : (data as T)));
}

/** Tests start from nothing pending. */
export function resetEarlyRequests(): void {
  pending = [];
}
