import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRouteObjects, type RouteViews } from './route-objects.tsx';
import { ROUTE_NAMES, type ViewName } from './routes.ts';
import { useRouterEffects } from './use-router-effects.ts';

afterEach(cleanup);

/** Every view, each with a preload that records its name. */
function viewsRecordingPreloads() {
  const preloaded: ViewName[] = [];
  const names = ROUTE_NAMES.filter((n) => n !== 'SetPassword') as ViewName[];
  const views = Object.fromEntries(
    names.map((name) => [
      name,
      {
        element: <p>{`view:${name}`}</p>,
        preload: vi.fn(async () => void preloaded.push(name)),
      },
    ]),
  ) as unknown as RouteViews;
  return { views, preloaded };
}

function Layout() {
  useRouterEffects({ t: (key) => key, track: () => {} });
  return <Outlet />;
}

async function visit(path: string) {
  const { views, preloaded } = viewsRecordingPreloads();
  const routes = createRouteObjects(views);
  const router = createMemoryRouter([{ path: '/', element: <Layout />, children: routes }], {
    initialEntries: [path],
  });
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { routes, preloaded, router };
}

describe('the code of the pages a page leads on to', () => {
  it('loads sign-up and password reset once the login page has shown', async () => {
    const { preloaded } = await visit('/login');
    expect(await screen.findByText('view:Login')).toBeTruthy();
    await waitFor(() => expect(preloaded.toSorted()).toEqual(['Register', 'ResetPassword']));
  });

  it('loads the login page from sign-up, set-password and password reset', async () => {
    for (const path of ['/register', '/set-password', '/reset-password']) {
      const { preloaded } = await visit(path);
      await waitFor(() => expect(preloaded, path).toEqual(['Login']));
      cleanup();
    }
  });

  it('loads nothing ahead on a page that leads nowhere in particular (home)', async () => {
    const { preloaded } = await visit('/home');
    expect(await screen.findByText('view:Home')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 300));
    expect(preloaded).toEqual([]);
  });

  it('keeps the preload out of the router’s route objects', async () => {
    const { routes } = await visit('/home');
    const all = JSON.stringify(routes, (key, value: unknown) =>
      key === 'preload' ? 'FOUND' : key === 'element' ? undefined : value,
    );
    expect(all).not.toContain('FOUND');
  });
});
