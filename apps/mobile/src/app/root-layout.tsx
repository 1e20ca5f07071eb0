import { useCurrentRoute, useRouterEffects } from '@gemlane/stores/router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoading } from '../components/page-loading/page-loading.tsx';
import { TabBarContainer } from './chrome/tab-bar-container.tsx';
import styles from './root-layout.module.css';

/** The mobile shell: router behaviour, the page, and the bottom tab bar on tab routes only. */
export function RootLayout() {
  const { t } = useTranslation();
  useRouterEffects({ t: (key) => t(key as never) });
  const match = useCurrentRoute();
  const tab = match?.route.mobileTab ?? null;
  return (
    <div className={tab ? styles.withTabBar : undefined}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      {tab ? <TabBarContainer tab={tab} /> : null}
    </div>
  );
}
