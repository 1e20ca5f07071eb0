// What a server-rendered page reads in its first paint beyond its own route's calls, loaded alike
// by the server render and by the browser before it hydrates (from the page's answers): the games
// and their categories (the chrome, home), and the language and currency lists, whose names and
// symbols the headers show; and for a visitor (no session cookie), the sign-up offer, the widest text
// of many pages (the desktop's strip under the header, the phone's home and game zone), which
// painted late would be their largest paint. Anything the page shows that arrived only in the browser would land
// during the hydration and make it differ from the server's HTML.
import { atom } from 'jotai/vanilla';
import { requireApi } from '../api.ts';
import type { FirstPaintFor } from './document.ts';
import { loadRegisterActivityAtom } from '../coupons/coupons.ts';
import { loadGameCategoriesAtom, loadGameModelAtom } from '../games/games.ts';
import { applyInitInfoAtom } from '../language/language-currency.ts';

export type { FirstPaintFor } from './document.ts';

/** Loads the first paint's data into the store; a failed part stays empty on both sides. */
export const loadFirstPaintAtom = atom(
  null,
  async (get, set, page: FirstPaintFor): Promise<void> => {
    await Promise.allSettled([
      page.visitor ? set(loadRegisterActivityAtom) : undefined,
      page.games.includes('games') ? set(loadGameModelAtom) : undefined,
      page.games.includes('categories') ? set(loadGameCategoriesAtom) : undefined,
      (async () => {
        const info = await requireApi(get).initInfo(undefined, { hideError: true });
        set(applyInitInfoAtom, info);
      })(),
    ]);
  },
);
