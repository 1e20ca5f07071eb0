// A call made before the app and its api client have loaded: the boot entries of both apps ask
// for the landing page's data with the client's headers while the app's JS still downloads.
import { HEADER } from '@gemlane/contract/constants';
import { ROUTES_META, type RouteName } from '@gemlane/contract/routes';
import { resolveCurrency, resolveLocale } from './preferences.ts';

/**
 * Sends `call` with `request` as its query (GET) or JSON body, the client's x-locale and
 * x-currency headers and no token. Resolves to the answer's `data` on a success envelope, else to
 * null (never rejects): the app then asks again through the api client, which reports errors.
 */
export function earlyCall(
  call: RouteName,
  request: Record<string, string> = {},
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  const route = ROUTES_META[call];
  const isGet = route.method === 'GET';
  const query = new URLSearchParams(request).toString();
  const url = isGet && query !== '' ? `${route.path}?${query}` : route.path;
  return fetchImpl(url, {
    method: route.method,
    headers: {
      [HEADER.locale]: resolveLocale(),
      [HEADER.currency]: resolveCurrency(),
      ...(isGet ? {} : { 'content-type': 'application/json' }),
    },
    body: isGet ? undefined : JSON.stringify(request),
    credentials: 'same-origin',
  })
    .then((res) => (res.ok ? res.json() : null))
    .then((body: unknown) => {
      const envelope = body as { code?: unknown; data?: unknown } | null;
      return envelope?.code === 200 && envelope.data !== undefined ? envelope.data : null;
    })
    .catch(() => null);
}
