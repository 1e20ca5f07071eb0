import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';

// The top navigation's popover bodies (and the antd parts only they use: Radio, Skeleton, Empty,
// Avatar) load when a popover is first wanted, not with the first paint. The triggers call the
// loaders on pointer-enter and focus, so the body is usually there before the popover opens.
export const loadGamesMenu = () => import('./games-menu.tsx');
export const loadUserMenuPanel = () => import('./user-menu-panel.tsx');
export const loadLanguageCurrencyPanel = () =>
  import('../../components/language-currency-panel.tsx');

export const GamesMenu = lazy(() => loadGamesMenu().then((m) => ({ default: m.GamesMenu })));
export const UserMenuPanel = lazy(() =>
  loadUserMenuPanel().then((m) => ({ default: m.UserMenuPanel })),
);
export const LanguageCurrencyPanel = lazy(() =>
  loadLanguageCurrencyPanel().then((m) => ({ default: m.LanguageCurrencyPanel })),
);

/** A popover body that may still be loading. */
export function PopoverContent({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="popover-loading">
          <Spin size="small" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
