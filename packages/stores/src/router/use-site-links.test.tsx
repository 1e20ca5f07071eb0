import { act, cleanup, render, screen } from '@testing-library/react';
import { MOBILE_ALTERNATE_MEDIA } from '@gemlane/env/site-links';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSiteLinks, type Site } from './use-site-links.ts';

function setup(site: Site, initial: string, origin?: string, inApp?: boolean) {
  function Layout() {
    const { switchHref, switchTo } = useSiteLinks(site, origin, inApp);
    return switchHref ? (
      <a href={switchHref} data-testid="switch">
        {switchTo}
      </a>
    ) : (
      <p data-testid="no-switch">no switch</p>
    );
  }
  const router = createMemoryRouter([{ path: '*', element: <Layout /> }], {
    initialEntries: [initial],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const canonical = () => document.head.querySelectorAll('link[rel="canonical"]');
const alternate = () => document.head.querySelectorAll('link[rel="alternate"]');
const switchLink = () => screen.getByTestId('switch');

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('useSiteLinks', () => {
  it('gives a desktop page a self canonical and the mobile alternate, updated on navigation', async () => {
    const router = setup('desktop', '/gameZone/pubg?partner=x', 'http://localhost:8080');
    expect(canonical()).toHaveLength(1);
    expect(canonical()[0]?.getAttribute('href')).toBe(
      'http://localhost:8080/gameZone/pubg?partner=x',
    );
    expect(alternate()).toHaveLength(1);
    expect(alternate()[0]?.getAttribute('href')).toBe(
      'http://localhost:8081/gameZone/pubg?partner=x',
    );
    expect(alternate()[0]?.getAttribute('media')).toBe(MOBILE_ALTERNATE_MEDIA);
    expect(switchLink().getAttribute('href')).toBe(
      'http://localhost:8080/gameZone/pubg?partner=x&view=mobile',
    );
    expect(switchLink().textContent).toBe('mobile');

    await act(() => router.navigate('/blog?page=2&view=desktop'));
    expect(canonical()).toHaveLength(1);
    expect(canonical()[0]?.getAttribute('href')).toBe('http://localhost:8080/blog?page=2');
    expect(alternate()).toHaveLength(1);
    expect(alternate()[0]?.getAttribute('href')).toBe('http://localhost:8081/blog?page=2');
    expect(switchLink().getAttribute('href')).toBe('http://localhost:8080/blog?page=2&view=mobile');
  });

  it('points a mobile page canonical at the desktop URL and announces no alternate', () => {
    const stale = document.createElement('link');
    stale.rel = 'alternate';
    stale.media = MOBILE_ALTERNATE_MEDIA;
    stale.href = 'http://localhost:8081/old';
    document.head.appendChild(stale);

    setup('mobile', '/home', 'http://localhost:8081');
    expect(canonical()[0]?.getAttribute('href')).toBe('http://localhost:8080/home');
    expect(alternate()).toHaveLength(0);
    expect(switchLink().getAttribute('href')).toBe('http://localhost:8081/home?view=desktop');
    expect(switchLink().textContent).toBe('desktop');
  });

  it('uses the production pair for the production mobile origin', () => {
    setup('mobile', '/me', 'https://m.gemlane.com');
    expect(canonical()[0]?.getAttribute('href')).toBe('https://www.gemlane.com/me');
    expect(switchLink().getAttribute('href')).toBe('https://m.gemlane.com/me?view=desktop');
  });

  it('falls back to the current origin for an unknown origin such as vite preview', () => {
    setup('desktop', '/about?x=1', 'http://localhost:4173');
    expect(canonical()[0]?.getAttribute('href')).toBe('http://localhost:4173/about?x=1');
    expect(alternate()).toHaveLength(0);
    expect(switchLink().getAttribute('href')).toBe('http://localhost:4173/about?x=1&view=mobile');
  });

  it('reads window.location.origin when no origin is given', () => {
    setup('mobile', '/search');
    const origin = window.location.origin;
    expect(canonical()[0]?.getAttribute('href')).toBe(`${origin}/search`);
    expect(switchLink().getAttribute('href')).toBe(`${origin}/search?view=desktop`);
  });

  it('gives no switch link inside our app on either site, on /home, a game zone, /login and /helpCenter', async () => {
    const origins = { desktop: 'https://www.gemlane.com', mobile: 'https://m.gemlane.com' };
    for (const site of ['desktop', 'mobile'] as const) {
      const router = setup(site, '/home', origins[site], true);
      for (const path of ['/gameZone/pubg', '/login?redirect=%2Fme', '/helpCenter']) {
        expect(screen.queryByTestId('switch')).toBeNull();
        expect(screen.getByTestId('no-switch')).toBeTruthy();
        await act(() => router.navigate(path));
      }
      expect(screen.queryByTestId('switch')).toBeNull();
      // The search-engine links stay.
      expect(canonical()[0]?.getAttribute('href')).toBe('https://www.gemlane.com/helpCenter');
      cleanup();
    }
  });

  it("reads our app's webview from the browser's user agent by default", () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240605.024; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 Gemlane/2.3',
    );
    setup('mobile', '/home', 'https://m.gemlane.com');
    expect(screen.queryByTestId('switch')).toBeNull();
    cleanup();
    vi.restoreAllMocks();
    setup('mobile', '/home', 'https://m.gemlane.com');
    expect(switchLink().getAttribute('href')).toBe('https://m.gemlane.com/home?view=desktop');
  });
});
