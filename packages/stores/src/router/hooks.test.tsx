import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  Link,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authTokenAtom } from '../session/session.ts';
import type { AnalyticsEvent } from './analytics.ts';
import { dataLayerTrack } from './analytics.ts';
import { createRouteObjects, type RouteViews } from './route-objects.tsx';
import { useLoginGate, useRequireLogin } from './require-login.tsx';
import { ROUTE_NAMES, type RouteName } from './routes.ts';
import { useLoginRedirectTarget } from './use-login-redirect-target.ts';
import { usePartnerNavigate } from './use-partner-navigate.ts';
import { useRouterEffects } from './use-router-effects.ts';

type Nav = ReturnType<typeof useNavigate>;
let navigateRef: Nav | null = null;

function Probe() {
  const location = useLocation();
  navigateRef = useNavigate();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function views(): RouteViews {
  const entries = ROUTE_NAMES.filter((n) => n !== 'SetPassword').map((name: RouteName) => [
    name,
    { element: <p>{`view:${name}`}</p> },
  ]);
  return Object.fromEntries(entries) as RouteViews;
}

function Root({ children }: { children?: ReactNode }) {
  return children;
}

function setup(
  initial: string,
  options: { token?: string | null; extra?: ReactNode; track?: (e: AnalyticsEvent) => void } = {},
) {
  const store = createStore();
  store.set(authTokenAtom, options.token ?? null);
  const track = options.track ?? vi.fn();
  function Layout() {
    useRouterEffects({ t: (key) => `t(${key})`, track });
    return null;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <Root>
            <Layout />
            <Probe />
            {options.extra}
            <OutletHost />
          </Root>
        ),
        children: createRouteObjects(views()),
      },
    ],
    { initialEntries: [initial] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, store, track };
}

function OutletHost() {
  return <Outlet />;
}

const loc = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.head.innerHTML = '';
  document.title = '';
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  navigateRef = null;
});

describe('createRouteObjects', () => {
  it('redirects / and unknown paths to /home keeping the query', async () => {
    setup('/?partner=acme');
    expect(await screen.findByText('view:Home')).toBeTruthy();
    expect(loc()).toBe('/home?partner=acme');
  });

  it('redirects an unknown path to /home', async () => {
    setup('/does/not/exist');
    expect(await screen.findByText('view:Home')).toBeTruthy();
  });

  it('renders set-password with the register view', async () => {
    setup('/set-password');
    expect(await screen.findByText('view:Register')).toBeTruthy();
  });

  it('sends a logged-out visitor of a login-required page to /login with the encoded address', async () => {
    setup('/orderdetail?orderId=5');
    expect(await screen.findByText('view:Login')).toBeTruthy();
    expect(loc()).toBe('/login?redirect=%2Forderdetail%3ForderId%3D5');
  });

  it('shows a login-required page when a token exists', async () => {
    setup('/orderdetail?orderId=5', { token: 'tok' });
    expect(await screen.findByText('view:OrderDetail')).toBeTruthy();
  });

  it('sends a shopper who arrives at /login signed in on to the redirect address', async () => {
    setup('/login?redirect=%2Fcart&partner=acme', { token: 'tok' });
    expect(await screen.findByText('view:Cart')).toBeTruthy();
    expect(loc()).toBe('/cart?partner=acme');
  });

  it('keeps a visitor on /login, and a login made there goes on by its own way', async () => {
    const { store } = setup('/login?redirect=%2Fcart');
    expect(await screen.findByText('view:Login')).toBeTruthy();
    act(() => store.set(authTokenAtom, 'tok'));
    await act(async () => {});
    expect(loc()).toBe('/login?redirect=%2Fcart');
  });
});

describe('useRouterEffects', () => {
  it('sets title, description, keywords and og:title, tracks page_view and scrolls to top', async () => {
    const { track } = setup('/gameZone/pubg?utm_source=ads&shareCode=S9');
    await screen.findByText('view:GameZone');
    expect(document.title).toBe('t(seo.GameZone.title)');
    const meta = (sel: string) => document.head.querySelector(sel)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toBe('t(seo.GameZone.description)');
    expect(meta('meta[name="keywords"]')).toBe('t(seo.GameZone.keywords)');
    expect(meta('meta[property="og:title"]')).toBe('t(seo.GameZone.title)');
    expect(track).toHaveBeenCalledWith(
      expect.objectContaining({
        event: 'page_view',
        route_name: 'GameZone',
        page_path: '/gameZone/pubg?utm_source=ads&shareCode=S9',
        page_title: 't(seo.GameZone.title)',
      }),
    );
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(sessionStorage.getItem('utmSource')).toBe('ads');
    expect(sessionStorage.getItem('shareCode')).toBe('S9');
  });

  it('counts each navigation once and ignores a replace of the query alone', async () => {
    const { track } = setup('/home');
    await screen.findByText('view:Home');
    expect(track).toHaveBeenCalledTimes(1);
    await act(() => navigateRef?.('/terms'));
    expect(document.title).toBe('t(seo.Terms.title)');
    expect(track).toHaveBeenCalledTimes(2);
    await act(() => navigateRef?.('/terms?subscribeToken=x', { replace: true }));
    expect(track).toHaveBeenCalledTimes(2);
    await act(() => navigateRef?.('/terms?tab=2'));
    expect(track).toHaveBeenCalledTimes(3);
    expect(window.scrollTo).toHaveBeenCalledTimes(3);
  });

  it('counts the target of a redirect, not the redirecting address', async () => {
    const { track } = setup('/?utm_source=x');
    await screen.findByText('view:Home');
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith(
      expect.objectContaining({ route_name: 'Home', page_path: '/home?utm_source=x' }),
    );
    expect(sessionStorage.getItem('utmSource')).toBe('x');
  });

  it('a visitor sent from a login-required page to login counts one view, of Login', async () => {
    const { track } = setup('/coupon');
    await screen.findByText('view:Login');
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith(expect.objectContaining({ route_name: 'Login' }));
    expect(document.title).toBe('t(seo.Login.title)');
  });

  it('rewrites the head when the translation function changes, without a new page_view', async () => {
    const track = vi.fn();
    let t = (key: string) => `en(${key})`;
    function Layout() {
      useRouterEffects({ t, track });
      return null;
    }
    const router = createMemoryRouter([{ path: '*', element: <Layout /> }], {
      initialEntries: ['/terms'],
    });
    const { rerender } = render(
      <Provider store={createStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
    await waitFor(() => expect(document.title).toBe('en(seo.Terms.title)'));
    t = (key: string) => `de(${key})`;
    rerender(
      <Provider store={createStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
    await waitFor(() => expect(document.title).toBe('de(seo.Terms.title)'));
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'de(seo.Terms.title)',
    );
    expect(track).toHaveBeenCalledTimes(1);
  });

  it('defaults to pushing onto window.dataLayer', () => {
    delete window.dataLayer;
    dataLayerTrack({ event: 'page_view' });
    expect(window.dataLayer).toEqual([{ event: 'page_view' }]);
  });
});

describe('usePartnerNavigate', () => {
  function Go({ to }: { to: string }) {
    const navigate = usePartnerNavigate();
    return (
      <button type="button" onClick={() => void navigate(to)}>
        go
      </button>
    );
  }

  it('carries partner onto the next navigation unless the target has one', async () => {
    setup('/home?partner=acme', { extra: <Go to="/coupon?x=1" /> });
    await screen.findByText('view:Home');
    await act(async () => screen.getByText('go').click());
    // The login-required target goes through the guard: the partner travels inside and beside redirect.
    expect(loc()).toBe('/login?redirect=%2Fcoupon%3Fx%3D1%26partner%3Dacme&partner=acme');
  });

  it('keeps the target partner', async () => {
    setup('/home?partner=acme', { extra: <Go to="/terms?partner=zeta" /> });
    await screen.findByText('view:Home');
    await act(async () => screen.getByText('go').click());
    expect(loc()).toBe('/terms?partner=zeta');
  });

  it('plain Link is untouched (apps use usePartnerLink for links)', async () => {
    setup('/home?partner=acme', { extra: <Link to="/terms">terms</Link> });
    await screen.findByText('view:Home');
    await act(async () => screen.getByText('terms').click());
    expect(loc()).toBe('/terms');
  });
});

describe('useLoginRedirectTarget', () => {
  function Target() {
    return <span data-testid="target">{useLoginRedirectTarget()}</span>;
  }

  it.each([
    ['/login?redirect=%2Forderdetail%3ForderId%3D5', '/orderdetail?orderId=5'],
    ['/login?redirect=https%3A%2F%2Fevil.com', '/home'],
    ['/login?redirect=%2F%2Fevil.com', '/home'],
    ['/login', '/home'],
    ['/login?partner=acme&redirect=%2Fme', '/me?partner=acme'],
  ])('%s -> %s', async (url, expected) => {
    setup(url, { extra: <Target /> });
    expect((await screen.findByTestId('target')).textContent).toBe(expected);
  });
});

describe('useRequireLogin and useLoginGate', () => {
  function Guarded() {
    const ok = useRequireLogin();
    return <span data-testid="guard">{String(ok)}</span>;
  }
  function Gate() {
    const ensureLogin = useLoginGate();
    return (
      <button type="button" onClick={() => ensureLogin()}>
        me
      </button>
    );
  }

  it('redirects from the current page when there is no token', async () => {
    setup('/home?a=1', { extra: <Guarded /> });
    expect(await screen.findByText('view:Login')).toBeTruthy();
    expect(loc()).toBe('/login?redirect=%2Fhome%3Fa%3D1');
  });

  it('stays when a token exists', async () => {
    setup('/home', { token: 't', extra: <Guarded /> });
    await screen.findByText('view:Home');
    expect(screen.getByTestId('guard').textContent).toBe('true');
    expect(loc()).toBe('/home');
  });

  it('the gate navigates to login only when logged out', async () => {
    setup('/gameZone/pubg', { extra: <Gate /> });
    await screen.findByText('view:GameZone');
    await act(async () => screen.getByText('me').click());
    expect(loc()).toBe('/login?redirect=%2FgameZone%2Fpubg');
  });
});
