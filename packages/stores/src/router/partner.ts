// The partner query parameter is carried onto later navigations unless the target holds one.

export const PARTNER_PARAM = 'partner';

export interface PathParts {
  pathname?: string;
  search?: string;
  hash?: string;
}

export type NavigationTarget = string | PathParts;

function partnerOf(currentSearch: string | URLSearchParams): string | null {
  const params =
    typeof currentSearch === 'string' ? new URLSearchParams(currentSearch) : currentSearch;
  const value = params.get(PARTNER_PARAM);
  return value ? value : null;
}

function addToSearch(search: string, partner: string): string | null {
  const params = new URLSearchParams(search);
  if (params.has(PARTNER_PARAM)) return null;
  params.append(PARTNER_PARAM, partner);
  return `?${params.toString()}`;
}

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

/**
 * Adds `partner` from `currentSearch` to `target` unless the target already holds one.
 * Works for path strings (`/cart?x=1#top`), path objects (react-router `To`) and absolute URLs on
 * `origin`; other origins, `mailto:` and the like are returned untouched.
 */
export function withPartner<T extends NavigationTarget>(
  target: T,
  currentSearch: string | URLSearchParams,
  origin: string | undefined = globalThis.location?.origin,
): T {
  const partner = partnerOf(currentSearch);
  if (!partner) return target;

  if (typeof target !== 'string') {
    const parts: PathParts = target;
    const search = addToSearch(parts.search ?? '', partner);
    return (search === null ? target : { ...parts, search }) as T;
  }

  if (ABSOLUTE.test(target) || target.startsWith('//')) {
    let url: URL;
    try {
      url = new URL(target, origin);
    } catch {
      return target;
    }
    if (!origin || url.origin !== new URL(origin).origin) return target;
    const search = addToSearch(url.search, partner);
    if (search === null) return target;
    url.search = search;
    return url.toString() as T;
  }

  const hashAt = target.indexOf('#');
  const hash = hashAt >= 0 ? target.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? target.slice(0, hashAt) : target;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const search = addToSearch(queryAt >= 0 ? beforeHash.slice(queryAt) : '', partner);
  if (search === null) return target;
  return `${path}${search}${hash}` as T;
}
