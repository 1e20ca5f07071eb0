import type { UserInfoDetail } from '@gemlane/contract';
import { usePartnerLink } from '@gemlane/stores/router';
import { Avatar, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HoverPopover } from '../../adapters/hover-popover.tsx';

export interface UserMenuProps {
  user: UserInfoDetail | null;
  onLogout: () => void;
}

/** Popover body: avatar, nickname, uid, the two counts, Settings, Help Center and Logout. */
export function UserMenuPanel({ user, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  const link = usePartnerLink();
  if (!user)
    return <Skeleton title={false} avatar active paragraph={{ rows: 2 }} className="user-panel" />;
  return (
    <div className="user-panel">
      <div className="user-head">
        <Avatar src={user.avatar} size={48} alt="" />
        <div>
          <div className="user-name">{user.nickname}</div>
          <div className="user-uid">{t('desktop.uid', { uid: user.uid })}</div>
        </div>
      </div>
      <div className="user-counts">
        <Link to={link('/orderList?status=processing')}>
          <strong>{user.processingOrderCount}</strong>
          <span>{t('nav.processingOrders')}</span>
        </Link>
        <Link to={link('/coupon')}>
          <strong>{user.availableCouponCount}</strong>
          <span>{t('nav.availableCoupons')}</span>
        </Link>
      </div>
      <ul className="plain-menu">
        <li>
          <Link to={link('/me')}>{t('desktop.myAccount')}</Link>
        </li>
        <li>
          <Link to={link('/setting')}>{t('nav.settings')}</Link>
        </li>
        <li>
          <Link to={link('/helpCenter')}>{t('nav.helpCenter')}</Link>
        </li>
        <li>
          <Button type="link" className="menu-logout" onClick={onLogout}>
            {t('nav.logout')}
          </Button>
        </li>
      </ul>
    </div>
  );
}

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
      content={<UserMenuPanel user={user} onLogout={onLogout} />}
      placement="bottomRight"
    >
      <button type="button" className="nav-avatar" aria-label={t('desktop.myAccount')}>
        <Avatar src={user?.avatar} size={32} alt="">
          {user?.nickname?.slice(0, 1)}
        </Avatar>
      </button>
    </HoverPopover>
  );
}
