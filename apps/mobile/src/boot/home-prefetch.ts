// The banners are the largest paint of /home. Their request, and the first image, start from a
// tiny entry script while the app's JS still downloads, instead of after the first render.
import { earlyCall } from '@gemlane/api/early-call';
import type { Banner } from '@gemlane/contract';

/** The paths that show the home page at once (`/` redirects there). */
export const HOME_PATHS: readonly string[] = ['/home', '/'];

let early: Promise<Banner[] | null> | null = null;

function isBannerList(value: unknown): value is Banner[] {
  return (
    Array.isArray(value) &&
    value.every((b) => typeof b === 'object' && b !== null && typeof b.image === 'string')
  );
}

/** Asks for the banners (same headers as the api client) and warms the first image. */
export function startHomePrefetch(
  pathname: string = window.location.pathname,
  fetchImpl: typeof fetch = fetch,
): void {
  if (early || !HOME_PATHS.includes(pathname)) return;
  early = earlyCall('topBanner', {}, fetchImpl).then((data) => {
    if (!isBannerList(data)) return null;
    const first = data[0];
    // An inline picture (a data: URL) is there already: nothing to warm.
    if (first && !first.image.startsWith('data:') && typeof document !== 'undefined') {
      const link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'image');
      link.setAttribute('href', first.image);
      link.setAttribute('fetchpriority', 'high');
      document.head.append(link);
    }
    return data;
  });
}

/**
 * The home page's banner load: the early answer once (a later visit asks again), else `load`.
 * A failed or unusable early answer also falls back to `load`, which reports errors as usual.
 */
export function homeBanners(load: () => Promise<Banner[]>): Promise<Banner[]> {
  const pending = early;
  early = null;
  return pending ? pending.then((banners) => banners ?? load()) : load();
}
