import { useLoad } from '@gemlane/stores/react';
import type { UserInfo } from '@gemlane/contract';
import { formatDate } from '@gemlane/i18n';
import { Link } from '@gemlane/stores/router';
import { loadUnreadMessageCountAtom, unreadMessageCountAtom } from '@gemlane/stores';
import { Avatar, Badge, Tabs } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-client.tsx';
import { AsyncView } from '../../components/async-view.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { InvitePanel } from './invite-panel.tsx';
import { MessagesPanel } from './messages-panel.tsx';
import { useProfile } from './use-profile.ts';

const TABS = ['overview', 'messages', 'invite'] as const;
type Tab = (typeof TABS)[number];

export function ProfileHeader({ user }: { user: UserInfo }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="profile-head card">
      <Avatar src={user.avatar} size={72} alt="">
        {user.nickname.slice(0, 1)}
      </Avatar>
      <div>
        <h2 className="user-name">{user.nickname}</h2>
        <p className="muted">
          {t('desktop.uid', { uid: user.uid })} ·{' '}
          {t('account.memberSince', {
            date: formatDate(user.createdAt, i18n.resolvedLanguage ?? 'en'),
          })}
        </p>
        <p className="muted">
          {t('account.emailStatus', {
            status: user.email ?? t(`emailBinding.status.${user.emailBindStatus}`),
          })}
        </p>
      </div>
    </div>
  );
}

function Overview() {
  const { t } = useTranslation();
  const api = useApi();
  const detail = useLoad(() => api.getUserInfoDetail(), [api]);
  return (
    <div className="tile-grid">
      <Link className="tile card" to="/orderList">
        <strong>{detail.data?.processingOrderCount ?? '–'}</strong>
        <span>{t('accountInfo.processingOrders')}</span>
        <span className="muted">{t('accountInfo.myOrders')}</span>
      </Link>
      <Link className="tile card" to="/coupon">
        <strong>{detail.data?.availableCouponCount ?? '–'}</strong>
        <span>{t('accountInfo.availableCoupons')}</span>
        <span className="muted">{t('accountInfo.myCoupons')}</span>
      </Link>
      <Link className="tile card" to="/setting">
        <strong>⚙</strong>
        <span>{t('common.settings')}</span>
      </Link>
      <Link className="tile card" to="/cart">
        <strong>🛒</strong>
        <span>{t('topUp.cart')}</span>
      </Link>
    </div>
  );
}

function Messages() {
  const api = useApi();
  const list = useLoad(() => api.messageList({ page: 1, pageSize: 50 }), [api]);
  const [marking, setMarking] = useState(false);
  const loadUnread = useSetAtom(loadUnreadMessageCountAtom);
  return (
    <AsyncView {...list} onRetry={list.reload}>
      {(page) => (
        <MessagesPanel
          messages={page.list}
          marking={marking}
          onMarkAllRead={async () => {
            setMarking(true);
            try {
              await api.cleanUnreadMessageCount();
              list.reload();
              void loadUnread().catch(() => undefined);
            } finally {
              setMarking(false);
            }
          }}
        />
      )}
    </AsyncView>
  );
}

function Invite() {
  const api = useApi();
  const activity = useLoad(() => api.getActivity({}), [api]);
  const activityId = activity.data?.activityId;
  const detail = useLoad(
    activityId !== undefined ? () => api.activityDetail({ activityId }) : null,
    [api, activityId],
  );
  return (
    <AsyncView {...activity} onRetry={activity.reload}>
      {(a) => (
        <InvitePanel
          activity={detail.data ?? a}
          invitees={detail.data?.invitees ?? []}
          onShared={() =>
            void api
              .shareReport({ activityId: a?.activityId, channel: 'copy', event: 'share' })
              .catch(() => undefined)
          }
        />
      )}
    </AsyncView>
  );
}

/** Me: profile, shortcuts, messages and the invite programme. */
export default function MePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const [params, setParams] = useSearchParams();
  const unread = useAtomValue(unreadMessageCountAtom);
  const tab: Tab = TABS.includes(params.get('tab') as Tab)
    ? (params.get('tab') as Tab)
    : 'overview';
  return (
    <PageLayout title={t('desktop.myAccount')}>
      <AsyncView {...profile} onRetry={profile.reload} skeletonRows={2}>
        {(user) => <ProfileHeader user={user} />}
      </AsyncView>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={[
          { key: 'overview', label: t('account.overview'), children: <Overview /> },
          {
            key: 'messages',
            label: (
              <Badge count={unread} size="small" offset={[8, -2]}>
                {t('accountInfo.messages')}
              </Badge>
            ),
            children: <Messages />,
          },
          { key: 'invite', label: t('accountInfo.inviteFriends'), children: <Invite /> },
        ]}
      />
    </PageLayout>
  );
}
