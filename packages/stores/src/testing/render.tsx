// renderHook inside a jotai Provider (with the fake api) and a memory router.
import { renderHook, type RenderHookOptions } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { storeWithApi, type FakeApi } from './fake-api.ts';

export interface HookSetup {
  url?: string;
  api?: FakeApi;
}

export function renderStoreHook<R>(hook: () => R, { url = '/home', api }: HookSetup = {}) {
  const { store, api: fake } = storeWithApi(api);
  const location = { current: '' };
  function Wrapper({ children }: { children: ReactNode }) {
    function Track() {
      const l = useLocation();
      location.current = `${l.pathname}${l.search}`;
      return null;
    }
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <Track />
              {children}
            </>
          ),
        },
      ],
      { initialEntries: [url] },
    );
    return (
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    );
  }
  const options: RenderHookOptions<unknown> = { wrapper: Wrapper };
  const result = renderHook(hook, options);
  return { ...result, store, api: fake, location };
}
