import { AVATAR_MAX_BYTES, type UserInfo } from '@gemlane/contract';
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authTokenAtom, userInfoAtom } from '../session/session.ts';
import { fakeApi } from '../testing/fake-api.ts';
import { renderStoreHook } from '../testing/render.tsx';
import { avatarFileProblem, avatarLockedUntil } from './avatar-editor.ts';
import { useAvatarEditor } from './use-avatar-editor.ts';

afterEach(cleanup);

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

function setup() {
  const api = fakeApi();
  api.upload.mockResolvedValue({ fileId: 'f1', url: '/api/static/upload/f1.png' } as never);
  api.updateAvatar.mockResolvedValue({ avatar: '/api/static/upload/f1.png' } as UserInfo);
  api.getUserInfoDetail.mockResolvedValue({
    nickname: 'Ann',
    uid: 'U1',
    avatar: '/api/static/upload/f1.png',
    processingOrderCount: 0,
    availableCouponCount: 0,
  });
  const createUrl = vi.fn(() => 'blob:preview-1');
  const revokeUrl = vi.fn();
  const view = renderStoreHook(() => useAvatarEditor({ createUrl, revokeUrl }), { api });
  view.store.set(authTokenAtom, 'tok');
  view.store.set(userInfoAtom, { nickname: 'Ann', avatar: '/old.png' } as never);
  return { ...view, createUrl, revokeUrl };
}

describe('avatar rules', () => {
  it('accepts images up to 20M and refuses larger files or other types', () => {
    expect(avatarFileProblem({ size: AVATAR_MAX_BYTES, type: 'image/png' })).toBeNull();
    expect(avatarFileProblem({ size: AVATAR_MAX_BYTES + 1, type: 'image/png' })).toBe('tooLarge');
    expect(avatarFileProblem({ size: 10, type: 'application/pdf' })).toBe('type');
  });

  it('is locked until the next allowed change', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(avatarLockedUntil({ avatarChangeableAt: '2026-01-02T00:00:00Z' }, now)).toBe(
      '2026-01-02T00:00:00Z',
    );
    expect(avatarLockedUntil({ avatarChangeableAt: '2025-12-31T00:00:00Z' }, now)).toBeNull();
    expect(avatarLockedUntil(null, now)).toBeNull();
  });
});

describe('useAvatarEditor', () => {
  it('choosing a file only previews it; nothing is uploaded', () => {
    const { result, api } = setup();
    act(() => result.current.choose(png()));
    expect(result.current.draft?.previewUrl).toBe('blob:preview-1');
    expect(api.upload).not.toHaveBeenCalled();
    expect(api.updateAvatar).not.toHaveBeenCalled();
  });

  it('confirming saves it and the shared user info (the header) shows it at once', async () => {
    const { result, api, store } = setup();
    act(() => result.current.choose(png()));
    let saved: UserInfo | null = null;
    await act(async () => {
      saved = await result.current.confirm();
    });
    expect(saved).not.toBeNull();
    expect(api.upload).toHaveBeenCalledTimes(1);
    expect(api.updateAvatar).toHaveBeenCalledWith({ fileId: 'f1' });
    expect(store.get(userInfoAtom)?.avatar).toBe('/api/static/upload/f1.png');
    expect(result.current.draft).toBeNull();
  });

  it('cancel drops the preview and releases its address', () => {
    const { result, revokeUrl } = setup();
    act(() => result.current.choose(png()));
    act(() => result.current.cancel());
    expect(result.current.draft).toBeNull();
    expect(revokeUrl).toHaveBeenCalledWith('blob:preview-1');
  });

  it('a refused file keeps nothing and says why', () => {
    const { result, createUrl } = setup();
    act(() => result.current.choose(new File(['x'], 'a.pdf', { type: 'application/pdf' })));
    expect(result.current.problem).toBe('type');
    expect(result.current.draft).toBeNull();
    expect(createUrl).not.toHaveBeenCalled();
  });

  it('a failed save keeps the preview for another try', async () => {
    const { result, api, store } = setup();
    api.updateAvatar.mockRejectedValue(new Error('once a day'));
    act(() => result.current.choose(png()));
    await act(async () => {
      expect(await result.current.confirm()).toBeNull();
    });
    expect(result.current.draft?.previewUrl).toBe('blob:preview-1');
    expect(store.get(userInfoAtom)?.avatar).toBe('/old.png');
  });
});
