import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api.ts';
import { renderStoreHook } from '../testing/render.tsx';
import { useSession } from './use-session.ts';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('useSession', () => {
  it('logs in, exposes the session and logs out', async () => {
    const api = fakeApi();
    api.logout.mockResolvedValue(null);
    const { result } = renderStoreHook(() => useSession(), { api });
    expect(result.current.isLoggedIn).toBe(false);
    act(() => void result.current.completeLogin({ authToken: 'tok' }));
    expect(result.current).toMatchObject({
      token: 'tok',
      isLoggedIn: true,
      loginModel: { loginFlag: true },
    });
    await act(() => result.current.logout());
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ token: null, isLoggedIn: false, userInfo: null });
  });

  it("rejects a login response without a token with 'Login failed'", () => {
    const { result } = renderStoreHook(() => useSession(), { api: fakeApi() });
    expect(() => result.current.completeLogin({})).toThrow('Login failed');
  });
});
