// The edge redirect: one web-standard fetch handler that sends each device to the right app.
// Runs unchanged on Cloudflare Workers (src/worker.ts) and in the local Node gateway (src/gateway.ts).
import { classifyDevice, type DeviceClass } from '@gemlane/env';
import {
  VIEW_COOKIE,
  VIEW_COOKIE_MAX_AGE_S,
  VIEW_PARAM,
  isSite,
  normalizeOrigin,
  type Site,
} from '@gemlane/env/site-links';

export type FetchHandler = (request: Request) => Response | Promise<Response>;

export interface RedirectOptions {
  /** e.g. `https://www.gemlane.com`; the only origin a PC is sent to. */
  desktopOrigin: string;
  /** e.g. `https://m.gemlane.com`; the only origin a phone, tablet or in-app webview is sent to. */
  mobileOrigin: string;
  /** What serves the request when it stays (static assets, the app shell, /api). */
  passThrough: FetchHandler;
  /** Optional `Domain` of the view cookie (e.g. `gemlane.com`) to share the choice across hosts. */
  cookieDomain?: string;
}

/** Every answer that depends on the device says so, so no cache serves it to another device. */
export const DEVICE_VARY = ['User-Agent', 'Sec-CH-UA-Mobile', 'Cookie'] as const;
/** Asks Chromium browsers to keep sending the mobile client hint. */
export const ACCEPT_CH = 'Sec-CH-UA-Mobile';
/** A redirect is per person: never stored by a shared cache. */
export const REDIRECT_CACHE_CONTROL = 'private, no-store';
/**
 * HTTPS only from now on, for a year, on every subdomain of the host (sent on https answers only:
 * browsers ignore it over http, and a local http gateway must not pin localhost).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
/** Our pages share no browsing context group with other origins' windows (popups, openers). */
export const CROSS_ORIGIN_OPENER_POLICY = 'same-origin';

/** The headers every page answer of the edge carries (pages served here and device redirects). */
export function pageHeaders(requestUrl: string): Record<string, string> {
  return {
    'cross-origin-opener-policy': CROSS_ORIGIN_OPENER_POLICY,
    ...(requestUrl.startsWith('https:')
      ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY }
      : {}),
  };
}

/** Root files that are never redirected even though a browser navigates to them. */
const ROOT_FILES = new Set([
  '/favicon.ico',
  '/robots.txt',
  '/sitemap.xml',
  '/manifest.webmanifest',
]);
/** A last path segment with a file extension (`main.js`, `logo.svg`) is a file, not a page. */
const FILE_EXTENSION = /\.[a-z0-9]{1,10}$/i;

export type PassReason =
  'method' | 'api' | 'asset' | 'foreign-origin' | 'bot' | 'unknown-device' | 'right-site';

export type RedirectReason = 'device' | 'view-param' | 'view-cookie';

export type EdgeDecision =
  | {
      action: 'pass';
      reason: PassReason;
      site: Site | null;
      device: DeviceClass | null;
      remember: Site | null;
    }
  | {
      action: 'redirect';
      reason: RedirectReason;
      site: Site;
      device: DeviceClass;
      location: string;
      remember: Site | null;
    };

/** `/api` and files are served as they are on both origins. */
export function isBypassPath(pathname: string): 'api' | 'asset' | null {
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api';
  if (pathname.startsWith('/assets/') || pathname.startsWith('/.well-known/')) return 'asset';
  if (ROOT_FILES.has(pathname)) return 'asset';
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return FILE_EXTENSION.test(lastSegment) ? 'asset' : null;
}

export function readViewCookie(cookieHeader: string | null): Site | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== VIEW_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (isSite(value)) return value;
  }
  return null;
}

interface Origins {
  desktop: string;
  mobile: string;
  desktopHost: string;
  mobileHost: string;
}

function resolveOrigins(desktopOrigin: string, mobileOrigin: string): Origins {
  const desktop = normalizeOrigin(desktopOrigin);
  const mobile = normalizeOrigin(mobileOrigin);
  if (desktop === mobile) throw new Error('desktop and mobile origins must differ');
  const desktopHost = new URL(desktop).host;
  const mobileHost = new URL(mobile).host;
  if (desktopHost === mobileHost) throw new Error('desktop and mobile origins must differ in host');
  return { desktop, mobile, desktopHost, mobileHost };
}

/**
 * The whole decision, pure: which site the request is on (from its URL, never a Host header the
 * caller did not vet), what the person or the device wants, and where to send it.
 */
export function decideRequest(request: Request, origins: Origins): EdgeDecision {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return { action: 'pass', reason: 'method', site: null, device: null, remember: null };
  }
  const url = new URL(request.url);
  const bypass = isBypassPath(url.pathname);
  if (bypass) return { action: 'pass', reason: bypass, site: null, device: null, remember: null };

  const site: Site | null =
    url.host === origins.desktopHost
      ? 'desktop'
      : url.host === origins.mobileHost
        ? 'mobile'
        : null;
  if (!site)
    return { action: 'pass', reason: 'foreign-origin', site, device: null, remember: null };

  const device = classifyDevice(
    request.headers.get('user-agent'),
    request.headers.get('sec-ch-ua-mobile'),
  );
  if (device === 'bot') return { action: 'pass', reason: 'bot', site, device, remember: null };

  const viewParam = url.searchParams.get(VIEW_PARAM);
  const cookieView = readViewCookie(request.headers.get('cookie'));
  let wanted: Site;
  let reason: RedirectReason;
  let remember: Site | null = null;
  if (isSite(viewParam)) {
    wanted = viewParam;
    reason = 'view-param';
    if (cookieView !== viewParam) remember = viewParam;
  } else if (cookieView) {
    wanted = cookieView;
    reason = 'view-cookie';
  } else if (device === 'unknown') {
    return { action: 'pass', reason: 'unknown-device', site, device, remember: null };
  } else {
    wanted = device;
    reason = 'device';
  }
  if (wanted === site) return { action: 'pass', reason: 'right-site', site, device, remember };

  const target = wanted === 'desktop' ? origins.desktop : origins.mobile;
  // A choice read from this origin's cookie travels as ?view= so the other origin stores it too
  // (cookies are per host) and cannot bounce the person back.
  const search =
    reason === 'view-cookie'
      ? `${url.search ? `${url.search}&` : '?'}${VIEW_PARAM}=${wanted}`
      : url.search;
  // Concatenation keeps `//evil.example` a path on our origin; the origin is always a configured one.
  const location = `${target}${url.pathname}${search}`;
  return { action: 'redirect', reason, site, device, location, remember };
}

function viewCookie(view: Site, secure: boolean, domain: string | undefined): string {
  return [
    `${VIEW_COOKIE}=${view}`,
    'Path=/',
    `Max-Age=${VIEW_COOKIE_MAX_AGE_S}`,
    'SameSite=Lax',
    'HttpOnly',
    ...(secure ? ['Secure'] : []),
    ...(domain ? [`Domain=${domain}`] : []),
  ].join('; ');
}

function addVary(headers: Headers): void {
  const current = headers.get('vary');
  if (current?.trim() === '*') return;
  const present = new Set(
    (current ?? '')
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean),
  );
  const missing = DEVICE_VARY.filter((name) => !present.has(name.toLowerCase()));
  if (missing.length > 0) headers.set('vary', [current, ...missing].filter(Boolean).join(', '));
}

/** The response itself when its headers can change (Node), else a copy (fetch/ASSETS responses on Workers). */
function withMutableHeaders(response: Response): Response {
  try {
    response.headers.set('accept-ch', ACCEPT_CH);
    return response;
  } catch {
    return new Response(response.body, response);
  }
}

/** Builds the edge handler: `fetch(Request) -> Response` with only web-standard APIs. */
export function createRedirectHandler(options: RedirectOptions): FetchHandler {
  const origins = resolveOrigins(options.desktopOrigin, options.mobileOrigin);
  const { passThrough, cookieDomain } = options;

  return async (request) => {
    const decision = decideRequest(request, origins);
    if (decision.action === 'redirect') {
      const headers = new Headers({
        location: decision.location,
        'cache-control': REDIRECT_CACHE_CONTROL,
        vary: DEVICE_VARY.join(', '),
        'accept-ch': ACCEPT_CH,
        ...pageHeaders(request.url),
      });
      if (decision.remember) {
        const secure = request.url.startsWith('https:');
        headers.append('set-cookie', viewCookie(decision.remember, secure, cookieDomain));
      }
      return new Response(null, { status: 302, headers });
    }

    const response = await passThrough(request);
    // Assets, /api and other methods are the same for every device: leave them cacheable.
    if (decision.site === null) return response;
    const decided = withMutableHeaders(response);
    addVary(decided.headers);
    decided.headers.set('accept-ch', ACCEPT_CH);
    for (const [name, value] of Object.entries(pageHeaders(request.url))) {
      decided.headers.set(name, value);
    }
    if (decision.remember) {
      const secure = request.url.startsWith('https:');
      decided.headers.append('set-cookie', viewCookie(decision.remember, secure, cookieDomain));
    }
    return decided;
  };
}
