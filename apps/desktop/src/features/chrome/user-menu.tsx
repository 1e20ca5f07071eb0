import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HoverPopover } from '../../adapters/hover-popover.tsx';
import { loadUserMenuPanel, PopoverContent, UserMenuPanel } from './popover-contents.tsx';
import type { UserMenuProps } from './user-menu-panel.tsx';

// Only logged-in shoppers see an avatar: antd's Avatar loads for them, a same-size circle meanwhile.
const Avatar = lazy(() => import('antd/es/avatar'));

export interface UserEntryProps extends UserMenuProps {
  loggedIn: boolean;
  onLogin: () => void;
}

/** The avatar with its popover when logged in, otherwise the Login button. */
export function UserEntry({ loggedIn, user, onLogin, onLogout }: UserEntryProps) {
  const { t } = useTranslation();
  if (!loggedIn) {
    return (
      <Button type="primary" onClick={onLogin}>
        {t('nav.login')}
      </Button>
    );
  }
  return (
    <HoverPopover
      content={
        <PopoverContent>
          <UserMenuPanel user={user} onLogout={onLogout} />
        </PopoverContent>
      }
      placement="bottomRight"
    >
      <button
        type="button"
        className="nav-avatar"
        aria-label={t('desktop.myAccount')}
        onPointerEnter={loadUserMenuPanel}
        onFocus={loadUserMenuPanel}
      >
        <Suspense fallback={<span className="nav-avatar-placeholder" />}>
          <Avatar src={user?.avatar} size={32} alt="">
            {user?.nickname?.slice(0, 1)}
          </Avatar>
        </Suspense>
      </button>
    </HoverPopover>
  );
}
