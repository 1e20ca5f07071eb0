// The unread site-message count behind the badges (docs/product.md §2 app start, section 3 messages).
import { atom } from 'jotai/vanilla';
import { requireApi } from '../api.ts';

export const unreadMessageCountAtom = atom(0);

/** Asks the server again (at start, and after the user has read messages). */
export const loadUnreadMessageCountAtom = atom(null, async (get, set) => {
  const { count } = await requireApi(get).getUnreadMessageCount();
  set(unreadMessageCountAtom, count);
  return count;
});
