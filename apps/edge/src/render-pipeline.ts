// The server render of a page request, the same on every runtime (the Node gateway and the
// Worker): what a render is given, its key, one render at a time, the bounds and the kept renders.
// Web-standard only; how the server entry is loaded is each runtime's (page-renderer.ts from the
// build folder, worker-render.ts bundled into the Worker).
import { isInApp } from '@gemlane/env/site-links';

/** What an app's server entry answers (the contract of apps/<app>/src/entry-server.tsx). */
export type RenderResult =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell' };

/**
 * Everything of a request a server render sees. The entry gets these and nothing else, and a kept
 * render is answered again only to a request with the same ones (`renderCacheKey`), so a page made
 * for one visitor is never served to another who would see something else. The user agent reaches
 * it only as the in-app flag: the device class changes no rendered page (the gateway's redirect
 * sends each device to its own site first), and so is not part of the key either.
 */
export interface RenderInputs {
  /** The page's full address: path, query (`lang`, `partner`, `view`...). */
  url: string;
  /** The Cookie header as sent (the stored language setting and session flag are among them). */
  cookie: string | null;
  /** The Accept-Language header as sent: the render's API calls carry it (init info's suggestion). */
  acceptLanguage: string | null;
  /** Our app's webview (the brand in the user agent): the page leaves out what the app draws. */
  inApp: boolean;
}

export function renderInputs(request: Request): RenderInputs {
  const header = (name: string) => request.headers.get(name)?.trim() || null;
  return {
    url: request.url,
    cookie: header('cookie'),
    acceptLanguage: header('accept-language'),
    inApp: isInApp(request.headers.get('user-agent') ?? ''),
  };
}

/** The key of a kept render: every input the render reads, and the template it fills. */
export function renderCacheKey(request: Request, template: string): string {
  const inputs = renderInputs(request);
  return JSON.stringify([
    inputs.url,
    inputs.cookie,
    inputs.acceptLanguage,
    inputs.inApp,
    template.length,
  ]);
}

/** An app's server entry (dist/.ssr/entry-server.js): its `render`. */
export interface ServerEntry {
  render(request: RenderInputs & { apiBase: string; template: string }): Promise<RenderResult>;
}

export type PageRenderer = (request: Request, template: string) => Promise<RenderResult>;

/**
 * Renders of every server entry in this process, one after another. An entry sets the request's
 * stand-ins for the browser globals (`location`, `localStorage` from the cookies) for the time of
 * a render; the two sites' entries share those globals, so a desktop render running beside a
 * mobile one would read the other visitor's address and stored language, or find them removed.
 */
let renderChain: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const next = renderChain.then(run);
  renderChain = next.catch(() => undefined);
  return next;
}

/**
 * Renders handed to the server entry at once. The apps' entries run them one after another
 * (serialRenderer of @gemlane/stores/ssr: they share module state), so more would only wait there.
 */
export const RENDER_CONCURRENCY = 1;
/** Renders waiting for a slot; beyond, the page is answered with the shell at once. */
export const RENDER_QUEUE_MAX = 4;
/**
 * How long a page request waits for a slot before it is answered with the shell: a render stuck
 * on a slow API would otherwise hold every request queued behind it for as long.
 */
export const RENDER_QUEUE_WAIT_MS = 1000;

export interface RenderLimits {
  /** Renders in progress at once. */
  concurrency?: number;
  /** Renders waiting for one of those; a request beyond gets the shell. */
  queueMax?: number;
  /** The longest a request waits for a slot before it gets the shell. */
  queueWaitMs?: number;
}

/**
 * At most `concurrency` renders at once and `queueMax` waiting, each at most `queueWaitMs`; any
 * request beyond is answered with the shell (the page the browser renders itself), never an error
 * and never a wait that grows with the number of visitors.
 */
export function boundedRenders(render: PageRenderer, limits: RenderLimits = {}): PageRenderer {
  const concurrency = Math.max(1, limits.concurrency ?? RENDER_CONCURRENCY);
  const queueMax = Math.max(0, limits.queueMax ?? RENDER_QUEUE_MAX);
  const queueWaitMs = limits.queueWaitMs ?? RENDER_QUEUE_WAIT_MS;
  let running = 0;
  const waiting: (() => void)[] = [];
  /** Resolves true when a render that ends hands this request its slot, false when time is up. */
  const slot = () =>
    new Promise<boolean>((resolve) => {
      const handOver = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(handOver), 1);
        resolve(false);
      }, queueWaitMs);
      waiting.push(handOver);
    });
  return async (request, template) => {
    if (running < concurrency) running += 1;
    else if (waiting.length >= queueMax || !(await slot())) return { kind: 'shell' };
    // A slot handed over stays counted in `running`.
    try {
      return await render(request, template);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** How long a rendered page is answered again to the same kind of request. */
export const PAGE_CACHE_TTL_MS = 10_000;
/** How long a kept render is still answered (at once, while a new one is made) after its TTL. */
export const PAGE_CACHE_STALE_MS = 60_000;
/** The most renders kept (the oldest goes first). */
export const PAGE_CACHE_ENTRIES = 500;

/**
 * A render is the same for every request with the same inputs (`renderInputs`: address, cookies,
 * Accept-Language, in-app flag; the server entries are given nothing else: rendered pages are
 * public, signed-in parts fill in in the browser). Pages and redirects are answered from memory for PAGE_CACHE_TTL_MS, and requests that
 * arrive while one is rendered wait for it, so a burst of visitors to one page costs one render.
 * Until PAGE_CACHE_STALE_MS a kept render is still answered while a new one is made in the
 * background. A failed or refused render (the shell) is not kept.
 */
export function cachedRenders(
  render: PageRenderer,
  options: {
    ttlMs?: number;
    staleMs?: number;
    entries?: number;
    now?: () => number;
    /**
     * The catalogue's version, read for every request and made part of the key: after a price
     * edit or a package switch, no render kept from before is answered again (not even stale).
     */
    version?: () => Promise<string>;
  } = {},
): PageRenderer {
  const ttlMs = options.ttlMs ?? PAGE_CACHE_TTL_MS;
  const staleMs = Math.max(ttlMs, options.staleMs ?? PAGE_CACHE_STALE_MS);
  const entries = options.entries ?? PAGE_CACHE_ENTRIES;
  const now = options.now ?? Date.now;
  const kept = new Map<string, { at: number; result: Promise<RenderResult> }>();
  const refreshing = new Set<string>();
  const keep = (key: string, result: Promise<RenderResult>) => {
    kept.delete(key);
    kept.set(key, { at: now(), result });
    if (kept.size > entries) kept.delete(kept.keys().next().value!);
  };
  const answer: (key: string, request: Request, template: string) => Promise<RenderResult> = (
    key,
    request,
    template,
  ) => {
    const hit = kept.get(key);
    const age = hit ? now() - hit.at : Infinity;
    if (hit && age < ttlMs) return hit.result;
    if (hit && age < staleMs) {
      // Out of date but recent: answered at once while one render in the background replaces it,
      // so a popular page never waits for a render slot (nor gets the shell) under a flood.
      if (!refreshing.has(key)) {
        refreshing.add(key);
        void render(request, template)
          .then(
            (answer) => {
              if (answer.kind !== 'shell') keep(key, Promise.resolve(answer));
            },
            () => undefined,
          )
          .finally(() => refreshing.delete(key));
      }
      return hit.result;
    }
    const result = render(request, template);
    keep(key, result);
    void result.then(
      (answer) => {
        if (answer.kind === 'shell' && kept.get(key)?.result === result) kept.delete(key);
      },
      () => kept.delete(key),
    );
    return result;
  };
  const version = options.version;
  if (!version)
    return (request, template) => answer(renderCacheKey(request, template), request, template);
  return async (request, template) =>
    answer(`${await version()}|${renderCacheKey(request, template)}`, request, template);
}

/** How long the gateway waits for the catalogue version before it renders without a kept page. */
export const CATALOG_VERSION_WAIT_MS = 500;

/**
 * The catalogue version of the API at `apiUrl` (`GET /api/catalog/version`, answered from the
 * API's memory): requests arriving while one read is under way share it. When the API does not
 * answer in time, the answer is unique to the request, so nothing kept is served for it.
 */
export function catalogVersionFrom(
  apiUrl: string,
  fetchFn: typeof fetch = fetch,
  waitMs = CATALOG_VERSION_WAIT_MS,
): () => Promise<string> {
  const address = new URL('/api/catalog/version', apiUrl).href;
  let pending: Promise<string> | null = null;
  let misses = 0;
  const read = async () => {
    try {
      const res = await fetchFn(address, { signal: AbortSignal.timeout(waitMs) });
      const body = (await res.json()) as { data?: { version?: unknown } };
      if (res.ok && typeof body.data?.version === 'string') return body.data.version;
    } catch {
      // Below: no version, no kept render.
    }
    misses += 1;
    return `unknown-${misses}-${Date.now()}`;
  };
  return () => {
    pending ??= read().finally(() => {
      pending = null;
    });
    return pending;
  };
}

/**
 * The page renderer of a server entry, loaded on first use: a render that fails (or an entry that
 * does not load) is logged and answered with the shell (the browser then renders the page itself);
 * so is a page that finds every render slot and the queue taken. Kept renders are answered before
 * the limit (cachedRenders around boundedRenders), so a popular page stays fast under a flood of
 * addresses nobody asked for before.
 */
export function rendererFromEntry(
  options: {
    load: () => Promise<ServerEntry>;
    apiUrl: string;
    log?: (message: string, error: unknown) => void;
    /** The longest one render may take before the page is answered with the shell. */
    timeoutMs?: number;
    /** The catalogue's version (catalogVersionFrom): kept renders are keyed by it. */
    catalogVersion?: () => Promise<string>;
  } & RenderLimits,
): PageRenderer {
  const log = options.log ?? ((message, error) => console.error(message, error));
  let entry: Promise<ServerEntry> | null = null;
  const render: PageRenderer = async (request, template) => {
    try {
      entry ??= options.load();
      const loaded = await entry;
      return await oneAtATime(() =>
        withTimeout(
          loaded.render({ ...renderInputs(request), apiBase: options.apiUrl, template }),
          options.timeoutMs ?? RENDER_TIMEOUT_MS,
        ),
      );
    } catch (error) {
      log(`[gateway] server render of ${new URL(request.url).pathname} failed`, error);
      return { kind: 'shell' };
    }
  };
  return cachedRenders(
    boundedRenders(render, options),
    options.catalogVersion ? { version: options.catalogVersion } : {},
  );
}

/**
 * The longest a render may take (its API calls time out after 20 s each): the page is then
 * answered with the shell and the next render may start. In workerd a render whose API cannot be
 * reached never settled at all.
 */
export const RENDER_TIMEOUT_MS = 10_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
