import { describe, expect, it } from 'vitest';
import { LANDING_CHUNKS_ID, landingChunks, preloadLandingChunks } from './landing-chunks.ts';

const PAGES = {
  '/cart': ['/assets/cart.js'],
  '/login': ['/assets/login.js'],
  '/home': ['/assets/home.js', '/assets/card.js'],
  '/gameZone/': ['/assets/zone.js'],
  '/': ['/assets/home.js'],
};

describe('landing chunks', () => {
  it('finds the chunks of an exact address or of a prefix entry', () => {
    expect(landingChunks(PAGES, '/home')).toEqual(['/assets/home.js', '/assets/card.js']);
    expect(landingChunks(PAGES, '/gameZone/pubg')).toEqual(['/assets/zone.js']);
    expect(landingChunks(PAGES, '/')).toEqual(['/assets/home.js']);
    expect(landingChunks(PAGES, '/orders')).toEqual([]);
  });

  it('adds one modulepreload link per chunk of the current address', () => {
    document.head.innerHTML = `<script type="application/json" id="${LANDING_CHUNKS_ID}">${JSON.stringify(PAGES)}</script><link rel="modulepreload" href="/assets/card.js">`;
    preloadLandingChunks(document, '/home');
    const hrefs = [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    );
    expect(hrefs).toEqual(['/assets/card.js', '/assets/home.js']);
  });

  it('adds the login page for a login-only page opened without a token', () => {
    const hrefs = (signedIn: boolean) => {
      document.head.innerHTML = `<script type="application/json" id="${LANDING_CHUNKS_ID}">${JSON.stringify(PAGES)}</script>`;
      preloadLandingChunks(document, '/cart', signedIn);
      return [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
        l.getAttribute('href'),
      );
    };
    expect(hrefs(false)).toEqual(['/assets/cart.js', '/assets/login.js']);
    expect(hrefs(true)).toEqual(['/assets/cart.js']);
  });
});
