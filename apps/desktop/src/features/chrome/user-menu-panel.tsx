import type { UserInfoDetail } from '@gemlane/contract';
import { Link } from '@gemlane/stores/router';
import { Avatar, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

export interface UserMenuProps {
  user: UserInfoDetail | null;
  onLogout: () => void;
}

/** Popover body: avatar, nickname, uid, the two counts, Settings, Help Center and Logout. */
export function UserMenuPanel({ user, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
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
        <Link to="/orderList?status=processing">
          <strong>{user.processingOrderCount}</strong>
          <span>{t('nav.processingOrders')}</span>
        </Link>
        <Link to="/coupon">
          <strong>{user.availableCouponCount}</strong>
          <span>{t('nav.availableCoupons')}</span>
        </Link>
      </div>
      <ul className="plain-menu">
        <li>
          <Link to="/me">{t('desktop.myAccount')}</Link>
        </li>
        <li>
          <Link to="/setting">{t('nav.settings')}</Link>
        </li>
        <li>
          <Link to="/helpCenter">{t('nav.helpCenter')}</Link>
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
