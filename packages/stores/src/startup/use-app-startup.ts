// What the app loads on start (docs/product.md §2, "App shell"), once for both apps: init info, the
// games and the home activity; for visitors the registration activity and (after 1 s) the
// language popup; for users the user info, the trade notice and the unread messages.
// The visitor's calls wait for idle moments (whenIdle), after the first render.
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { requireApi, storesApiAtom } from '../api.ts';
import { loadHomeActivitiesAtom } from '../activity/home-activity.ts';
import { loadRegisterActivityAtom, registerActivitySettledAtom } from '../coupons/coupons.ts';
import { loadGameCategoriesAtom, loadGameModelAtom } from '../games/games.ts';
import { applyInitInfoAtom } from '../language/language-currency.ts';
import {
  LANGUAGE_POPUP_DELAY_MS,
  languagePopupOpenAtom,
  suggestedLanguageAtom,
} from '../language/language-popup.ts';
import { applyProfileLanguageAtom } from '../language/profile-language.ts';
import { loadUnreadMessageCountAtom, unreadMessageCountAtom } from '../messages/unread-messages.ts';
import { loadTradeNoticeAtom } from '../notice/trade-notice.ts';
import { isLoggedInAtom, loadUserInfoAtom } from '../session/session.ts';
import { whenIdle } from './when-idle.ts';

const ignore = () => undefined;

export interface AppStartupOptions {
  /** How the page reloads into the profile's language and currency. Default: `location.reload()`. */
  reload?: () => void;
}

export function useAppStartup({ reload }: AppStartupOptions = {}): void {
  const api = useAtomValue(storesApiAtom);
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const store = useStore();
  const openPopup = useSetAtom(languagePopupOpenAtom);

  // Init info again after signing in or out: a signed-in user's lists carry the profile's
  // language and currency, which the page then follows (applyProfileLanguageAtom).
  useEffect(() => {
    if (!api) return;
    requireApi(store.get)
      .initInfo(undefined, { hideError: true })
      .then((info) => {
        store.set(applyInitInfoAtom, info);
        store.set(suggestedLanguageAtom, info.languageInfo.suggest);
        return store.set(applyProfileLanguageAtom, { info, ...(reload ? { reload } : {}) });
      })
      .catch(ignore);
  }, [api, isLoggedIn, reload, store]);

  useEffect(() => {
    if (!api) return;
    store.set(loadGameCategoriesAtom).catch(ignore);
    store.set(loadGameModelAtom).catch(ignore);
  }, [api, store]);

  useEffect(() => {
    if (!api) return;
    if (isLoggedIn) {
      store.set(loadUserInfoAtom).catch(ignore);
      store.set(loadTradeNoticeAtom).catch(ignore);
      store.set(loadUnreadMessageCountAtom).catch(ignore);
      store.set(loadHomeActivitiesAtom).catch(ignore);
      return;
    }
    store.set(unreadMessageCountAtom, 0);
    // A server-rendered page came with the sign-up offer (ssr/first-paint.ts); a page the browser
    // renders asks for it. That call, and the suggestion, each start in an idle moment of their
    // own: a request's first send is cold code on a phone, and two in one task made it a long one.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancels = [
      whenIdle(() => {
        if (!store.get(registerActivitySettledAtom))
          store.set(loadRegisterActivityAtom).catch(ignore);
        timer = setTimeout(() => openPopup(true), LANGUAGE_POPUP_DELAY_MS);
      }),
      whenIdle(() => store.set(loadHomeActivitiesAtom).catch(ignore)),
    ];
    return () => {
      for (const cancel of cancels) cancel();
      clearTimeout(timer);
    };
  }, [api, isLoggedIn, openPopup, store]);
}
