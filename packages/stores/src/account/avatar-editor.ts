// Changing the avatar (docs/product.md §5 and §9: an image of at most 20M, once a day): choose a
// file, see it, confirm; only the confirmation uploads and saves. The shared user info is then
// refreshed so every avatar on screen (the header's included) shows the new one at once.
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, type UserInfo } from '@gemlane/contract';
import { atom } from 'jotai/vanilla';
import { requireApi } from '../api.ts';
import { loadUserInfoAtom, userInfoAtom } from '../session/session.ts';

export type AvatarFileProblem = 'tooLarge' | 'type';

/** The reason a picked file cannot be an avatar, or null. */
export function avatarFileProblem(file: { size: number; type: string }): AvatarFileProblem | null {
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  return null;
}

/** When the avatar may change again, or null when it may change now. */
export function avatarLockedUntil(
  profile: Pick<UserInfo, 'avatarChangeableAt'> | null | undefined,
  now: Date = new Date(),
): string | null {
  const at = profile?.avatarChangeableAt;
  return at && new Date(at) > now ? at : null;
}

/** Uploads the confirmed file, sets it as the avatar and refreshes the shared user info. */
export const saveAvatarAtom = atom(null, async (get, set, file: Blob) => {
  const api = requireApi(get);
  const uploaded = await api.upload({ file });
  const profile = await api.updateAvatar({ fileId: uploaded.fileId });
  // The header reads the stored user info: show the new avatar now, then reload the rest.
  set(userInfoAtom, (prev) => (prev ? { ...prev, avatar: profile.avatar } : prev));
  await set(loadUserInfoAtom).catch(() => undefined);
  return profile;
});
