import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../testing/fake-api.ts';
import { renderStoreHook } from '../testing/render.tsx';
import { subscriptionAtom } from './subscription-machine.ts';
import { useSubscribeConfirmation, useSubscription } from './use-subscription.ts';

const t = (key: string) => `t:${key}`;
const ok = <T,>(data: T) => ({ code: 200, data, message: 'ok' });
let notify: ReturnType<typeof vi.fn<(m: string) => void>>;

function api(detailEmail: string | null = null) {
  const a = fakeApi();
  a.getCurrUserDetail.mockResolvedValue({ email: detailEmail });
  return a;
}

beforeEach(() => {
  notify = vi.fn<(m: string) => void>();
});
afterEach(cleanup);

describe('useSubscription', () => {
  it('starts subscribed when the subscribe detail has an e-mail', async () => {
    const { result } = renderStoreHook(() => useSubscription({ t, notify }), {
      api: api('me@b.com'),
    });
    await waitFor(() => expect(result.current.state).toBe('subscribed'));
    expect(result.current.email).toBe('me@b.com');
  });

  it('invalid e-mail on blur gives error with the translated message; typing returns to initial', async () => {
    const { result } = renderStoreHook(() => useSubscription({ t, notify }), { api: api() });
    act(() => result.current.onChange('nope'));
    expect(result.current.sendLooksDisabled).toBe(false);
    act(() => result.current.onBlur());
    expect(result.current.state).toBe('error');
    expect(result.current.error).toBe('t:emailSubscribe.invalidEmail');
    expect(result.current.canSend).toBe(false);
    act(() => result.current.onChange('nope@'));
    expect(result.current.state).toBe('initial');
    expect(result.current.error).toBeNull();
  });

  it('send is blocked while invalid and shows invalidEmail', async () => {
    const a = api();
    const { result } = renderStoreHook(() => useSubscription({ t, notify }), { api: a });
    act(() => result.current.onChange('bad'));
    await act(async () => expect(await result.current.send()).toBe(false));
    expect(a.sendSubscribeEmail).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('t:emailSubscribe.invalidEmail');
    expect(result.current.state).toBe('error');
  });

  it('a successful send gives sent, with a loading state meanwhile', async () => {
    const a = api();
    let finish!: () => void;
    a.sendSubscribeEmail.mockImplementation(
      () => new Promise((resolve) => (finish = () => resolve(ok(null)))),
    );
    const { result } = renderStoreHook(() => useSubscription({ t, notify }), { api: a });
    act(() => result.current.onChange(' me@b.com '));
    let sending!: Promise<boolean>;
    act(() => {
      sending = result.current.send();
    });
    await waitFor(() => expect(result.current.sending).toBe(true));
    await act(async () => {
      finish();
      expect(await sending).toBe(true);
    });
    expect(a.sendSubscribeEmail).toHaveBeenCalledWith({ email: 'me@b.com' }, { hideError: true });
    expect(result.current).toMatchObject({ state: 'sent', sending: false });
  });

  it('a failed send shows the server message, else the default one', async () => {
    const a = api();
    a.sendSubscribeEmail
      .mockRejectedValueOnce({ code: 429, message: 'Too many requests' })
      .mockRejectedValueOnce({ code: 500 });
    const { result } = renderStoreHook(() => useSubscription({ t, notify }), { api: a });
    act(() => result.current.onChange('me@b.com'));
    await act(async () => void (await result.current.send()));
    await act(async () => void (await result.current.send()));
    expect(notify.mock.calls).toEqual([
      ['Too many requests'],
      ['Failed to subscribe. Please try again later.'],
    ]);
    expect(result.current.state).toBe('initial');
  });

  it('a successful cancel gives initial with the input emptied', async () => {
    const a = api('me@b.com');
    a.cancelSubscribe.mockResolvedValue(ok(null));
    const { result } = renderStoreHook(() => useSubscription({ t, notify }), { api: a });
    await waitFor(() => expect(result.current.state).toBe('subscribed'));
    await act(async () => expect(await result.current.cancel()).toBe(true));
    expect(a.cancelSubscribe).toHaveBeenCalledWith({ email: 'me@b.com' });
    expect(result.current).toMatchObject({ state: 'initial', email: '' });
  });

  it('a failed cancel stays subscribed', async () => {
    const a = api('me@b.com');
    a.cancelSubscribe.mockRejectedValue({ code: 500, message: 'x' });
    const { result } = renderStoreHook(() => useSubscription({ t, notify }), { api: a });
    await waitFor(() => expect(result.current.state).toBe('subscribed'));
    await act(async () => expect(await result.current.cancel()).toBe(false));
    expect(result.current.state).toBe('subscribed');
  });
});

describe('useSubscribeConfirmation', () => {
  it('confirms the token from the URL, toasts success and removes both parameters', async () => {
    const a = api();
    a.confirmSubscribe.mockResolvedValue(ok({ email: 'me@b.com' }));
    const token = 'x'.repeat(32);
    const { store, location } = renderStoreHook(() => useSubscribeConfirmation({ t, notify }), {
      api: a,
      url: `/home?subscribeToken=${token}&email=me%40b.com&partner=p`,
    });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('t:emailSubscribe.subscriptionSuccessful'),
    );
    expect(a.confirmSubscribe).toHaveBeenCalledTimes(1);
    expect(a.confirmSubscribe).toHaveBeenCalledWith({ token, email: 'me@b.com' });
    expect(store.get(subscriptionAtom)).toEqual({ state: 'subscribed', email: 'me@b.com', token });
    expect(location.current).toBe('/home?partner=p');
  });

  it('a visitor who confirmed through the link unsubscribes with that token', async () => {
    const a = api();
    a.confirmSubscribe.mockResolvedValue(ok({ email: 'me@b.com' }));
    a.cancelSubscribe.mockResolvedValue(ok(null));
    const token = 'z'.repeat(32);
    const { result } = renderStoreHook(
      () => {
        useSubscribeConfirmation({ t, notify });
        return useSubscription({ t, notify });
      },
      { api: a, url: `/home?subscribeToken=${token}&email=me%40b.com` },
    );
    await waitFor(() => expect(result.current.state).toBe('subscribed'));
    await act(async () => expect(await result.current.cancel()).toBe(true));
    expect(a.cancelSubscribe).toHaveBeenCalledWith({ email: 'me@b.com', token });
    expect(result.current).toMatchObject({ state: 'initial', email: '' });
  });

  it('does nothing without a token', async () => {
    const a = api();
    renderStoreHook(() => useSubscribeConfirmation({ t, notify }), {
      api: a,
      url: '/home?email=x',
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(a.confirmSubscribe).not.toHaveBeenCalled();
  });

  it('a rejected token still leaves the URL clean and the state unchanged', async () => {
    const a = api();
    a.confirmSubscribe.mockRejectedValue({ code: 400, message: 'Invalid token' });
    const { store, location } = renderStoreHook(() => useSubscribeConfirmation({ t, notify }), {
      api: a,
      url: `/home?subscribeToken=${'y'.repeat(20)}`,
    });
    await waitFor(() => expect(location.current).toBe('/home'));
    expect(store.get(subscriptionAtom).state).toBe('initial');
    expect(notify).not.toHaveBeenCalled();
  });
});
