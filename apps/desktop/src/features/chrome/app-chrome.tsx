import {
  DESKTOP_LANGUAGE_POPUP_OFFSET_PX,
  gameModelAtom,
  rankedHotGamesAtom,
  signUpOfferAtom,
  selectGameAtom,
} from '@gemlane/stores';
import { formatMoney } from '@gemlane/i18n';
import { cartCountAtom } from '@gemlane/stores/purchase';
import {
  useGameSearch,
  useLanguageCurrency,
  useLanguagePopup,
  useSession,
  useSubscription,
} from '@gemlane/stores/react';
import {
  buildPath,
  useLoginPath,
  type DesktopChrome,
  type RouteName,
  Link,
  usePartnerNavigate,
} from '@gemlane/stores/router';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { Footer, type SiteSwitch } from './footer.tsx';
import { LanguageSuggestPopup } from './language-suggest-popup.tsx';
import { TopNav } from './top-nav.tsx';
import { useAppMessage } from '../../adapters/app-message.tsx';

export interface AppChromeProps {
  mode: DesktopChrome;
  routeName: RouteName | null;
  children: ReactNode;
  /** The "switch to mobile site" link of the footer (useSiteLinks in the root layout). */
  siteSwitch?: SiteSwitch;
}

/** Top navigation and footer around the page, by the route's chrome mode (full, variant, hidden). */
export function AppChrome({ mode, routeName, children, siteSwitch }: AppChromeProps) {
  const { t, i18n } = useTranslation();
  const message = useAppMessage();
  const navigate = usePartnerNavigate();
  const loginPath = useLoginPath();
  const session = useSession();
  const lists = useAtomValue(gameModelAtom);
  const ranked = useAtomValue(rankedHotGamesAtom);
  const offer = useAtomValue(signUpOfferAtom);
  const selectGame = useSetAtom(selectGameAtom);
  const cartCount = useAtomValue(cartCountAtom);
  const translate = (key: string, vars?: Record<string, string>) =>
    String(t(key as never, vars as never));
  const language = useLanguageCurrency();
  const popup = useLanguagePopup({ t: translate });
  const search = useGameSearch();
  const subscription = useSubscription({
    t: translate,
    notify: (text) => void message.error(text),
  });

  if (mode === 'hidden') {
    return (
      <div className="layout-hidden">
        <Link to="/home" className="auth-logo" aria-label={t('desktop.logoHome')}>
          <BrandLogo />
        </Link>
        <main id="main">{children}</main>
      </div>
    );
  }

  const userDetail =
    session.userInfo && session.userInfo.uid !== undefined
      ? {
          nickname: session.userInfo.nickname ?? '',
          uid: String(session.userInfo.uid),
          avatar: session.userInfo.avatar ?? '',
          processingOrderCount: session.userInfo.processingOrderCount ?? 0,
          availableCouponCount: session.userInfo.availableCouponCount ?? 0,
        }
      : null;
  const lng = i18n.resolvedLanguage ?? 'en';

  return (
    <div className={`layout layout-${mode}`}>
      <a className="skip-link" href="#main">
        {t('desktop.skipToContent')}
      </a>
      <TopNav
        routeName={routeName}
        cartCount={cartCount}
        games={{
          hotGames: ranked.map((r) => r.game),
          allGames: lists.allGame,
          loading: lists.allGame.length === 0,
          onPick: selectGame,
        }}
        search={{
          value: search.text,
          onChange: search.setText,
          // Enter opens the first game found for the text (in this tab); nothing found leaves the
          // popover saying so.
          onEnter: () =>
            void search.onEnter().then((found) => {
              const first = found?.[0];
              if (first) void navigate(buildPath('GameZone', { gameZonePath: first.gameZonePath }));
            }),
          loading: search.loading,
          results: search.results,
          empty: search.empty,
        }}
        language={{
          languages: language.languages,
          currencies: language.currencies,
          current: {
            language: language.currentLanguage.value,
            currency: language.currentCurrency.value,
          },
          value: { language: language.draftLanguage, currency: language.draftCurrency },
          onChange: (next) => {
            language.setDraftLanguage(next.language);
            language.setDraftCurrency(next.currency);
          },
          onConfirm: () => void language.confirm(),
          onClose: language.reset,
        }}
        user={{
          loggedIn: session.isLoggedIn,
          user: userDetail,
          onLogin: () => void navigate(loginPath),
          onLogout: () => {
            void session.logout().then(() => navigate('/'));
          },
        }}
      />
      {offer && offer !== 'pending' ? (
        <div className="promo-strip">
          <Link to={loginPath}>
            {t('accountInfo.signUpPromo', {
              // Intl places the symbol (`$3.00`, `2,76 €`); never glued to the number by hand
              amount: formatMoney(offer.amount, offer.currency, lng),
            })}
          </Link>
        </div>
      ) : offer === 'pending' ? (
        // The visitor's promo has not answered yet: its place is kept so the page does not jump (CLS).
        <div className="promo-strip promo-strip-pending" aria-hidden />
      ) : null}
      <main id="main" className="page-main" tabIndex={-1}>
        {children}
      </main>
      <Footer
        games={lists.hotGame}
        siteSwitch={siteSwitch}
        newsletter={{
          status: subscription.state,
          email: subscription.email,
          onEmailChange: subscription.onChange,
          onBlur: subscription.onBlur,
          onSend: () => void subscription.send(),
          sending: subscription.sending,
          sendLooksDisabled: subscription.sendLooksDisabled,
          onUnsubscribe: async () => {
            if (await subscription.cancel()) void message.success(t('emailSubscribe.unsubscribed'));
          },
          unsubscribing: subscription.cancelling,
        }}
      />
      {popup.visible && popup.data ? (
        <LanguageSuggestPopup
          data={popup.data}
          rightOffset={DESKTOP_LANGUAGE_POPUP_OFFSET_PX}
          onContinue={popup.continueWithCurrent}
          onSwitch={() => void popup.switchToSuggested()}
        />
      ) : null}
    </div>
  );
}
