// The one navigation primitive: every kind of navigation keeps the partner parameter.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeWithApi } from '../testing/fake-api.ts';
import { Link, Navigate, NavLink } from './link.tsx';
import { loadPage, openNewWeb, type PageWindow } from './page-load.ts';
import { authFlowPath } from './redirect.ts';
import {
  NavigationBridge,
  navigateFromOutside,
  usePartnerNavigate,
} from './use-partner-navigate.ts';
import { shortLinkTarget, useShortLinkRedirect } from './use-short-link.ts';

const ORIGIN = 'https://www.gemlane.com';

function fakeWindow(search: string) {
  const win = {
    location: {
      search,
      origin: ORIGIN,
      href: `${ORIGIN}/home${search}`,
      assign: vi.fn(),
      replace: vi.fn(),
    },
    open: vi.fn<PageWindow['open']>(() => ({ opener: {} }) as unknown as Window),
  };
  return win;
}

afterEach(() => {
  cleanup();
  delete (window as unknown as Record<string, unknown>).submitFromWeb;
});

function Where() {
  const l = useLocation();
  return <output data-testid="at">{`${l.pathname}${l.search}`}</output>;
}

function renderAt(url: string, element: React.ReactNode, api = storeWithApi()) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Where />
            <NavigationBridge />
            {element}
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={api.store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, ...api };
}

describe('full page loads and new tabs', () => {
  it('loadPage keeps partner on assign and replace', () => {
    const win = fakeWindow('?partner=acme');
    loadPage('/home', {}, win);
    expect(win.location.assign).toHaveBeenCalledWith('/home?partner=acme');
    loadPage('/cart?x=1', { replace: true }, win);
    expect(win.location.replace).toHaveBeenCalledWith('/cart?x=1&partner=acme');
    loadPage(`${ORIGIN}/coupon`, {}, win);
    expect(win.location.assign).toHaveBeenLastCalledWith(`${ORIGIN}/coupon?partner=acme`);
  });

  it('loadPage never hands the partner to another site nor overrides one the target holds', () => {
    const win = fakeWindow('?partner=acme');
    loadPage('https://pay.example.com/checkout', {}, win);
    expect(win.location.assign).toHaveBeenCalledWith('https://pay.example.com/checkout');
    loadPage('/home?partner=other', {}, win);
    expect(win.location.assign).toHaveBeenLastCalledWith('/home?partner=other');
  });

  it('openNewWeb opens a new tab with partner in a browser', () => {
    const win = fakeWindow('?partner=acme');
    openNewWeb('/gameZone/pubg', win);
    expect(win.open).toHaveBeenCalledWith(`${ORIGIN}/gameZone/pubg?partner=acme`, '_blank');
  });

  it("openNewWeb sends the full address with partner through the app's native bridge", () => {
    const postMessage = vi.fn();
    (window as unknown as Record<string, unknown>).submitFromWeb = { postMessage };
    const win = fakeWindow('?partner=acme');
    Object.assign(win, { submitFromWeb: { postMessage } });
    openNewWeb('/myCustomer', win);
    expect(postMessage).toHaveBeenCalledWith(
      JSON.stringify({ type: 'openNewWeb', content: `${ORIGIN}/myCustomer?partner=acme` }),
    );
    expect(win.open).not.toHaveBeenCalled();
  });

  it('openNewWeb loads here when the new tab is blocked', () => {
    const win = fakeWindow('?partner=acme');
    win.open.mockReturnValue(null);
    openNewWeb('/help', win);
    expect(win.location.assign).toHaveBeenCalledWith(`${ORIGIN}/help?partner=acme`);
  });
});

describe('links and programmatic navigation inside the router', () => {
  it('Link, NavLink and Navigate carry partner', async () => {
    renderAt(
      '/home?partner=acme',
      <>
        <Link to="/cart">cart</Link>
        <NavLink to={{ pathname: '/coupon', search: '?a=1' }}>coupon</NavLink>
        <Link to="/me?partner=own">own</Link>
      </>,
    );
    expect(screen.getByText('cart').getAttribute('href')).toBe('/cart?partner=acme');
    expect(screen.getByText('coupon').getAttribute('href')).toBe('/coupon?a=1&partner=acme');
    expect(screen.getByText('own').getAttribute('href')).toBe('/me?partner=own');
    cleanup();
    function Redirect() {
      return useLocation().pathname === '/old' ? <Navigate to="/home" replace /> : null;
    }
    renderAt('/old?partner=acme', <Redirect />);
    await waitFor(() => expect(screen.getByTestId('at').textContent).toBe('/home?partner=acme'));
  });

  it('usePartnerNavigate and navigateFromOutside carry partner', async () => {
    let go: ReturnType<typeof usePartnerNavigate> | null = null;
    function Grab() {
      go = usePartnerNavigate();
      return null;
    }
    renderAt('/home?partner=acme', <Grab />);
    await act(async () => {
      await go!('/orderList');
    });
    expect(screen.getByTestId('at').textContent).toBe('/orderList?partner=acme');
    await act(async () => navigateFromOutside('/login?redirect=%2Fcart'));
    expect(screen.getByTestId('at').textContent).toBe('/login?redirect=%2Fcart&partner=acme');
  });

  it('the short link lands on its long link with partner', async () => {
    const api = storeWithApi();
    api.api.revertShortLink.mockResolvedValue({ link: '/gameZone/genshin-impact-top-up' });
    function Short() {
      useShortLinkRedirect('genshin');
      return null;
    }
    renderAt('/s/genshin?partner=acme', <Short />, api);
    await waitFor(() =>
      expect(screen.getByTestId('at').textContent).toBe(
        '/gameZone/genshin-impact-top-up?partner=acme',
      ),
    );
    expect(api.api.revertShortLink).toHaveBeenCalledWith(
      { shortCode: 'genshin' },
      { hideError: true },
    );
  });

  it('a short link that cannot be resolved goes home with partner', async () => {
    const api = storeWithApi();
    api.api.revertShortLink.mockRejectedValue(new Error('404'));
    function Short() {
      useShortLinkRedirect('nope');
      return null;
    }
    renderAt('/s/nope?partner=acme', <Short />, api);
    await waitFor(() => expect(screen.getByTestId('at').textContent).toBe('/home?partner=acme'));
  });

  it('short link targets: same-site paths route, http(s) pages load, anything else goes home', () => {
    expect(shortLinkTarget('/cart?x=1', ORIGIN)).toEqual({ kind: 'route', to: '/cart?x=1' });
    expect(shortLinkTarget(`${ORIGIN}/coupon`, ORIGIN)).toEqual({ kind: 'route', to: '/coupon' });
    expect(shortLinkTarget('https://promo.example.com/a', ORIGIN)).toEqual({
      kind: 'page',
      to: 'https://promo.example.com/a',
    });
    expect(shortLinkTarget('javascript:alert(1)', ORIGIN)).toEqual({ kind: 'route', to: '/home' });
    expect(shortLinkTarget('', ORIGIN)).toEqual({ kind: 'route', to: '/home' });
  });
});

describe('authFlowPath', () => {
  it('keeps the typed e-mail and the redirect; the partner travels with the link', () => {
    expect(authFlowPath('/register', 'a@b.co', '?redirect=%2Fcart&partner=acme&utm_source=x')).toBe(
      '/register?email=a%40b.co&redirect=%2Fcart',
    );
    expect(authFlowPath('/login', ' ', '')).toBe('/login');
  });
});
