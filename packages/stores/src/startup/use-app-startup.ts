// What the app loads on start (spec section 2, "App shell"): init info, the games, then for
// visitors the registration activity and (after 1 s) the language popup, for users the user info.
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { requireApi, storesApiAtom } from '../api.ts';
import { loadRegisterActivityAtom } from '../coupons/coupons.ts';
import { loadGameCategoriesAtom, loadGameModelAtom } from '../games/games.ts';
import { applyInitInfoAtom } from '../language/language-currency.ts';
import {
  LANGUAGE_POPUP_DELAY_MS,
  languagePopupOpenAtom,
  suggestedLanguageAtom,
} from '../language/language-popup.ts';
import { loadTradeNoticeAtom } from '../notice/trade-notice.ts';
import { isLoggedInAtom, loadUserInfoAtom } from '../session/session.ts';

const ignore = () => undefined;

export function useAppStartup(): void {
  const api = useAtomValue(storesApiAtom);
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const store = useStore();
  const openPopup = useSetAtom(languagePopupOpenAtom);

  useEffect(() => {
    if (!api) return;
    requireApi(store.get)
      .initInfo(undefined, { hideError: true })
      .then((info) => {
        store.set(applyInitInfoAtom, info);
        store.set(suggestedLanguageAtom, info.languageInfo.suggest);
      })
      .catch(ignore);
    store.set(loadGameCategoriesAtom).catch(ignore);
    store.set(loadGameModelAtom).catch(ignore);
  }, [api, store]);

  useEffect(() => {
    if (!api) return;
    if (isLoggedIn) {
      store.set(loadUserInfoAtom).catch(ignore);
      store.set(loadTradeNoticeAtom).catch(ignore);
      return;
    }
    store.set(loadRegisterActivityAtom).catch(ignore);
    const timer = setTimeout(() => openPopup(true), LANGUAGE_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [api, isLoggedIn, openPopup, store]);
}
