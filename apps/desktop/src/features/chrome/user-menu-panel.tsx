import type { UserInfoDetail } from '@gemlane/contract';
import { usePartnerLink } from '@gemlane/stores/router';
import { Avatar, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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
