import type { Route } from '@playwright/test';

// Faults, the app side: the ways an API call fails, and the texts the apps must show then.

/** An API answer that never arrives or is not what the client expects, by name. */
export const API_FAILURES = {
  aborted: (route: Route) => route.abort('connectionrefused'),
  '500': (route: Route) => route.fulfill({ status: 500, body: '' }),
  '502': (route: Route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
  'not JSON': (route: Route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<html>' }),
} as const satisfies Record<string, (route: Route) => Promise<void>>;

/** The request layer's failure texts (packages/i18n/locales/{en,de}: errors.json, common.json). */
export const ENGLISH_FAILURE = /System Exception|Network error|timed out|Failed to load/;
export const GERMAN_FAILURE =
  /Systemausnahme|Netzwerkfehler|Zeitüberschreitung|Laden fehlgeschlagen/;

/** Holds an API answer back by `ms` before it goes on to the server. */
export function delayed(ms: number): (route: Route) => Promise<void> {
  return async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  };
}
