import type { InitInfo, RegisterActivity } from '@gemlane/contract';
import { authTokenAtom, isLoggedInAtom, userInfoAtom } from '@gemlane/stores';
import {
  useLoginPath,
  usePartnerLink,
  type DesktopChrome,
  type RouteName,
} from '@gemlane/stores/router';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useApi } from '../../adapters/api-client.tsx';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { gameListsAtom, userDetailAtom } from '../../components/catalog-data.ts';
import { LANGUAGE_POPUP_DELAY_MS } from '../../config/ui.ts';
import { Footer } from './footer.tsx';
import { LanguageSuggestPopup } from './language-suggest-popup.tsx';
import { TopNav } from './top-nav.tsx';
import { useGameSearch } from './use-game-search.ts';
import { useLanguageSetting } from './use-language-setting.ts';
import { useNewsletter } from './use-newsletter.ts';

const LANGUAGE_ANCHOR_ID = 'nav-language';
const SUGGEST_DISMISSED_KEY = 'gemlane.languageSuggestDismissed';

export interface AppChromeProps {
  mode: DesktopChrome;
  routeName: RouteName | null;
  children: ReactNode;
}

/** Top navigation and footer around the page, by the route's chrome mode (full, variant, hidden). */
export function AppChrome({ mode, routeName, children }: AppChromeProps) {
  const api = useApi();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = usePartnerLink();
  const loginPath = useLoginPath();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [, setToken] = useAtom(authTokenAtom);
  const setUserInfo = useSetAtom(userInfoAtom);
  const user = useAtomValue(userDetailAtom);
  const lists = useAtomValue(gameListsAtom);
  const [init, setInit] = useState<InitInfo | null>(null);
  const [activity, setActivity] = useState<RegisterActivity | null>(null);
  const [suggestOpen, setSuggestOpen] = useState(false);
  const language = useLanguageSetting(init);
  const search = useGameSearch();
  const newsletter = useNewsletter();

  useEffect(() => {
    api.initInfo(undefined, { hideError: true }).then(setInit, () => undefined);
  }, [api]);

  // Visitors: the registration activity, and the language suggestion after 1 s.
  useEffect(() => {
    if (loggedIn) return;
    api.registerActivity(undefined, { hideError: true }).then(setActivity, () => undefined);
  }, [api, loggedIn]);
  const suggest = init?.languageInfo.suggest ?? null;
  useEffect(() => {
    if (loggedIn || !suggest || suggest.value === language.value.language) return;
    if (sessionStorage.getItem(SUGGEST_DISMISSED_KEY)) return;
    const timer = setTimeout(() => setSuggestOpen(true), LANGUAGE_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loggedIn, suggest, language.value.language]);

  const logout = async () => {
    try {
      await api.logout(undefined, { hideError: true });
    } finally {
      setToken(null);
      setUserInfo(null);
      void navigate('/');
    }
  };

  if (mode === 'hidden') {
    return (
      <div className="layout-hidden">
        <Link to={link('/home')} className="auth-logo" aria-label={t('desktop.logoHome')}>
          <BrandLogo />
        </Link>
        <main id="main">{children}</main>
      </div>
    );
  }

  const currentLanguage = language.languages.find((l) => l.value === language.value.language);
  return (
    <div className={`layout layout-${mode}`}>
      <a className="skip-link" href="#main">
        {t('desktop.skipToContent')}
      </a>
      <TopNav
        routeName={routeName}
        games={{ hotGames: lists?.hotGame ?? [], allGames: lists?.allGame ?? [], loading: !lists }}
        search={search}
        language={{
          ...language,
          onConfirm: (next) => void language.confirm(next),
          anchorId: LANGUAGE_ANCHOR_ID,
        }}
        user={{
          loggedIn,
          user,
          onLogin: () => void navigate(loginPath),
          onLogout: () => void logout(),
        }}
      />
      {!loggedIn && activity && activity.discountAmount > 0 ? (
        <div className="promo-strip">
          <Link to={link(loginPath)}>
            {t('accountInfo.signUpPromo', {
              symbol: activity.currencySymbol,
              amount: (activity.discountAmount / 100).toString(),
            })}
          </Link>
        </div>
      ) : null}
      <main id="main" className="page-main" tabIndex={-1}>
        {children}
      </main>
      <Footer games={lists?.hotGame ?? []} newsletter={newsletter} />
      {suggestOpen && suggest && currentLanguage ? (
        <LanguageSuggestPopup
          current={currentLanguage}
          suggest={suggest}
          onContinue={() => {
            sessionStorage.setItem(SUGGEST_DISMISSED_KEY, '1');
            setSuggestOpen(false);
          }}
          onSwitch={() => {
            setSuggestOpen(false);
            void language.confirm({ language: suggest.value, currency: language.value.currency });
          }}
        />
      ) : null}
    </div>
  );
}
