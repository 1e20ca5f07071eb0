// The app-independent half of a server entry (apps/<app>/src/entry-server.tsx): renders run one
// after another with the request's stand-ins for the browser globals the stores read, and a page
// is rendered in passes until every API call and lazy part it asked for has arrived.
import {
  closeSsrCache,
  setCurrentSsrCache,
  settleSsrCache,
  type SsrCache,
} from '@gemlane/api/ssr-cache';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { storageFromCookieHeader } from '../language/language-currency.ts';

/** What the gateway asks a server entry for (apps/edge/src/page-renderer.ts). */
export interface RenderRequest {
  /** The full address of the page. */
  url: string;
  /** The request's Cookie header (the stored language setting is mirrored there). */
  cookie: string | null;
  /**
   * The visitor's Accept-Language header, passed to the API calls of the render as the browser
   * sends it with its own (the language suggestion of init info); null: none sent.
   */
  acceptLanguage?: string | null;
  /**
   * Whether the page is opened inside our app's webview (the brand in the user agent). The only
   * thing a render learns from the user agent: the gateway keeps renders by it (apps/edge).
   */
  inApp?: boolean;
  /** The API server, e.g. `http://127.0.0.1:3001`. */
  apiBase: string;
  /** The built index.html. */
  template: string;
}

export type RenderResult =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string }
  /** Not a server-rendered page: the gateway answers the plain index.html. */
  | { kind: 'shell' };

/** A render reaches at most this many rounds of "render, wait for the calls it asked for". */
const MAX_PASSES = 4;

/**
 * Renders share module state (the i18n instance, the current cache, the browser globals the
 * stores read), so they run one after another.
 */
export function serialRenderer<R>(render: (request: R) => Promise<RenderResult>) {
  let queue: Promise<unknown> = Promise.resolve();
  return (request: R): Promise<RenderResult> => {
    const next = queue.then(() => render(request));
    queue = next.catch(() => undefined);
    return next;
  };
}

interface BrowserGlobals {
  localStorage?: unknown;
  location?: unknown;
}

/** The two browser globals the stores and the api client read, as this request shows them. */
export function withRequestGlobals<T>(
  url: URL,
  cookie: string | null,
  run: () => Promise<T>,
): Promise<T> {
  const scope = globalThis as BrowserGlobals;
  const saved = { localStorage: scope.localStorage, location: scope.location };
  const stored = storageFromCookieHeader(cookie);
  scope.localStorage = {
    getItem: (key: string) => stored.getItem(key),
    setItem: () => undefined,
    removeItem: () => undefined,
  };
  // The server render's own stand-in for the request's location (not a navigation).
  scope.location = {
    href: url.href,
    origin: url.origin,
    protocol: url.protocol,
    host: url.host,
    hostname: url.hostname,
    pathname: url.pathname,
    search: url.search,
    hash: '',
    assign: () => undefined,
    replace: () => undefined,
  };
  return run().finally(() => {
    scope.localStorage = saved.localStorage;
    // Restores the global after the render.
    scope.location = saved.location;
  });
}

/**
 * The page's HTML. Warm-up passes wait for everything the page needs: its API calls and the code
 * of its lazy parts. The last pass renders synchronously with all of it in place, so the HTML
 * holds no hidden segments and no inline scripts (which the CSP would block). `beforeLast` runs
 * before the last pass (a status set by a warm-up pass is reset there).
 */
export async function renderSettled(
  app: () => ReactNode,
  cache: SsrCache,
  beforeLast: () => void = () => undefined,
): Promise<string> {
  setCurrentSsrCache(cache);
  try {
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      await prerenderToNodeStream(app()).then(({ prelude }) => prelude.resume());
      if (!(await settleSsrCache(cache))) break;
    }
    beforeLast();
    return renderToString(app());
  } finally {
    closeSsrCache();
  }
}
