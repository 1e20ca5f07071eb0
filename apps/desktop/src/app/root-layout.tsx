import {
  useArrivalNotice,
  useCurrentRoute,
  useRouterEffects,
  useSiteLinks,
} from '@gemlane/stores/router';
import { useAppStartup, useSubscribeConfirmation } from '@gemlane/stores/react';
import { Spin } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { ApiClientProvider } from '../adapters/api-client.tsx';
import { AppChrome } from '../features/chrome/app-chrome.tsx';
import { useAppMessage } from '../adapters/app-message.tsx';
import { HydrationDone, useTypedFieldsHandOver } from '@gemlane/stores/ssr';

function RouterEffects() {
  const { t } = useTranslation();
  const message = useAppMessage();
  const translate = (key: string) => t(key as never);
  useRouterEffects({ t: translate });
  // A page reached with a notice (a short link not found) says it once.
  useArrivalNotice((key) => void message.info(translate(key)));
  useAppStartup();
  // A mailed confirmation link (subscribeToken + email) confirms on any page.
  useSubscribeConfirmation({ t: translate, notify: (text) => void message.success(text) });
  return null;
}

function PageFallback() {
  return (
    <div className="page-fallback" role="status">
      <Spin size="large" />
    </div>
  );
}

/** Every page renders inside this layout: the api client, router effects, start-up loads and the chrome. */
export function RootLayout() {
  const match = useCurrentRoute();
  const navigation = useNavigation();
  // What was typed before the app arrived reaches it before the frame renders again.
  useTypedFieldsHandOver();
  // Canonical and mobile alternate in <head> on every navigation; the footer shows the switch link,
  // except inside our app's webview (no switch link there: switchHref is null).
  const { switchHref, switchTo } = useSiteLinks('desktop');
  const siteSwitch = switchHref ? { switchHref, switchTo } : undefined;
  return (
    <ApiClientProvider>
      <RouterEffects />
      <AppChrome
        mode={match?.route.desktopChrome ?? 'full'}
        routeName={match?.route.name ?? null}
        siteSwitch={siteSwitch}
      >
        {navigation.state === 'loading' ? <PageFallback /> : null}
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          <HydrationDone />
        </Suspense>
      </AppChrome>
    </ApiClientProvider>
  );
}
