import { SUBSCRIBE_TOKEN_PARAM, useAppStartup } from '@gemlane/stores/react';
import {
  useArrivalNotice,
  useCurrentRoute,
  useRouterEffects,
  useSiteLinks,
} from '@gemlane/stores/router';
import { languagePopupVisibleAtom } from '@gemlane/stores';
import { HydrationDone, useTypedFieldsHandOver } from '@gemlane/stores/ssr';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useSearchParams } from 'react-router';
import { showToast } from '../adapters/feedback.ts';
import { withFullEnglish } from '../adapters/i18n.ts';
import { PageLoading } from '../components/page-loading/page-loading.tsx';
import { useInApp } from '../components/hooks/use-in-app.ts';
import { SiteSwitchLink } from '../components/site-switch-link/site-switch-link.tsx';
import { BannersContainer } from './chrome/banners-container.tsx';
import { RouteErrorBoundary } from './error-boundary.tsx';
import { TabBarContainer } from './chrome/tab-bar-container.tsx';
import styles from './root-layout.module.css';

// The suggestion sheet loads when it is due (1 s after start, visitors only), not with the page.
// Both show texts outside the first chunk's English, which loads with them.
const LanguagePopupContainer = lazy(
  withFullEnglish(() => import('./chrome/language-popup-container.tsx')),
);
// The newsletter confirmation runs only when the page was opened from the confirmation link.
const SubscribeConfirmation = lazy(
  withFullEnglish(() => import('./chrome/subscribe-confirmation.tsx')),
);

/** The mobile shell: router behaviour, start-up loads, banners, the page, the site switch, the tab bar on tab routes. */
export function RootLayout() {
  const { t } = useTranslation();
  const translate = (key: string) => String(t(key as never));
  useRouterEffects({ t: translate });
  // A page reached with a notice (a short link not found) says it once.
  useArrivalNotice((key) => showToast(translate(key)));
  const [params] = useSearchParams();
  useAppStartup();
  // What was typed before the app arrived reaches it before the frame renders again.
  useTypedFieldsHandOver();
  // No "switch to desktop site" inside our app's webview (switchHref is null there).
  const { switchHref, switchTo } = useSiteLinks('mobile', location.origin, useInApp());
  const popupDue = useAtomValue(languagePopupVisibleAtom);
  const match = useCurrentRoute();
  const tab = match?.route.mobileTab ?? null;
  return (
    <div className={tab ? styles.withTabBar : undefined}>
      {tab ? <BannersContainer route={match?.route.name ?? null} /> : null}
      <div className={styles.page}>
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <HydrationDone />
          </Suspense>
        </RouteErrorBoundary>
      </div>
      {switchHref ? <SiteSwitchLink href={switchHref} switchTo={switchTo} /> : null}
      {tab ? <TabBarContainer tab={tab} /> : null}
      {params.has(SUBSCRIBE_TOKEN_PARAM) ? (
        <Suspense fallback={null}>
          <SubscribeConfirmation />
        </Suspense>
      ) : null}
      {popupDue ? (
        <Suspense fallback={null}>
          <LanguagePopupContainer />
        </Suspense>
      ) : null}
    </div>
  );
}
