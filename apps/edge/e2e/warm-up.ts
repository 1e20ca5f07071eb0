// Global setup: each site's public pages are rendered once through the gateway before the first
// test. A page's first render loads its route's server code and warms the API, which can take
// longer than a request may wait for a render slot; a request beyond that wait gets the shell by
// design (render-pipeline.ts). The checks judge the steady state, also when run on more workers.
import { devices } from '@playwright/test';

const PAGES = [
  '/home',
  '/switchGame',
  '/search',
  '/gameZone/genshin-impact-top-up',
  '/helpCenter',
  '/aboutUs',
  '/terms',
  '/privacy',
  '/blog-list',
  '/blog/1',
  '/login',
];

export default async function warmUp(): Promise<void> {
  const { DESKTOP_PORT, MOBILE_PORT } = await import('../playwright.config.ts');
  const sites = [
    { origin: `http://localhost:${DESKTOP_PORT}`, agent: devices['Desktop Chrome'].userAgent },
    { origin: `http://localhost:${MOBILE_PORT}`, agent: devices['Pixel 7'].userAgent },
  ];
  for (const { origin, agent } of sites) {
    for (const path of PAGES) {
      const answer = await fetch(`${origin}${path}`, { headers: { 'user-agent': agent } });
      await answer.arrayBuffer();
    }
  }
}
