// A missing or failing short link lands on /home, which says so once on arrival.
import { ApiError } from '@gemlane/api';
import { API_CODE } from '@gemlane/contract/constants';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeWithApi } from '../testing/fake-api.ts';
import { arrivalNoticeOf, arrivalState, useArrivalNotice } from './arrival-notice.ts';
import { useShortLinkRedirect } from './use-short-link.ts';

afterEach(cleanup);

function mount(url: string, answer: () => Promise<{ link: string }>) {
  const api = storeWithApi();
  api.api.revertShortLink.mockImplementation(answer);
  const shown = vi.fn<(key: string) => void>();
  const at = { current: '', state: null as unknown };
  function Root({ children }: { children?: React.ReactNode }) {
    const l = useLocation();
    at.current = `${l.pathname}${l.search}`;
    at.state = l.state;
    useArrivalNotice(shown);
    return <>{children}</>;
  }
  function Short() {
    useShortLinkRedirect('nope');
    return null;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/s/:shortLink',
        element: (
          <Root>
            <Short />
          </Root>
        ),
      },
      { path: '*', element: <Root /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={api.store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { shown, at, router };
}

describe('arrival notice', () => {
  it('reads only the notices it knows', () => {
    expect(arrivalNoticeOf(arrivalState('shortLinkNotFound'))).toBe('shortLinkNotFound');
    expect(arrivalNoticeOf({ arrivalNotice: 'other' })).toBeNull();
    expect(arrivalNoticeOf(null)).toBeNull();
  });

  it('an unknown short link goes home (partner kept) and says the link was not found, once', async () => {
    const { shown, at, router } = mount('/s/nope?partner=acme', () =>
      Promise.reject(new ApiError(API_CODE.NOT_FOUND, 'no such link')),
    );
    await waitFor(() => expect(shown).toHaveBeenCalledWith('common.shortLinkNotFound'));
    expect(at.current).toBe('/home?partner=acme');
    // Taken off the history entry: coming back to it does not say it again.
    await waitFor(() => expect(at.state).toBeNull());
    await act(async () => {
      await router.navigate('/coupon');
    });
    await act(async () => {
      await router.navigate(-1);
    });
    expect(at.current).toBe('/home?partner=acme');
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('a failure to resolve the link goes home and says it could not be opened', async () => {
    const { shown, at } = mount('/s/nope', () =>
      Promise.reject(new ApiError(500, 'System Exception')),
    );
    await waitFor(() => expect(shown).toHaveBeenCalledWith('common.shortLinkFailed'));
    expect(at.current).toBe('/home');
  });

  it('a known link says nothing', async () => {
    const { shown, at } = mount('/s/nope', () => Promise.resolve({ link: '/cart' }));
    await waitFor(() => expect(at.current).toBe('/cart'));
    expect(shown).not.toHaveBeenCalled();
  });
});
