import type { UserInfo } from '@gemlane/contract';
import { useSession } from '@gemlane/stores/react';
import { Link, usePartnerNavigate } from '@gemlane/stores/router';
import { useLanguageCurrency } from '@gemlane/stores/react';
import { Avatar, Button, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { AsyncView } from '../../components/async-view.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { useProfile } from './use-profile.ts';

export function SettingsList({ user, languageLabel }: { user: UserInfo; languageLabel: string }) {
  const { t } = useTranslation();
  const rows = [
    {
      key: 'avatar',
      title: t('accountInfo.avatar'),
      value: <Avatar src={user.avatar} size={40} alt="" />,
      to: '/edit-avatar',
    },
    { key: 'username', title: t('accountInfo.username'), value: user.nickname, to: '/edit-user' },
    {
      key: 'email',
      title: t('accountInfo.email'),
      value: user.email
        ? `${user.email} · ${t(`emailBinding.status.${user.emailBindStatus}`)}`
        : t(`emailBinding.status.${user.emailBindStatus}`),
      to: '/email-binding',
    },
    {
      key: 'password',
      title: t('accountInfo.password'),
      value: '••••••••',
      to: user.email ? `/set-password?email=${encodeURIComponent(user.email)}` : '/set-password',
    },
    {
      key: 'language',
      title: t('common.languageAndCurrency'),
      value: languageLabel,
      to: '/languageAndCurrency',
    },
  ];
  return (
    <List
      className="card settings-list"
      dataSource={rows}
      renderItem={(row) => (
        <List.Item
          actions={[
            <Link key="go" to={row.to} aria-label={`${t('account.change')} ${row.title}`}>
              {t('account.change')}
            </Link>,
          ]}
        >
          <List.Item.Meta title={row.title} />
          <div className="settings-value">{row.value}</div>
        </List.Item>
      )}
    />
  );
}

export default function SettingPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const session = useSession();
  const navigate = usePartnerNavigate();
  const language = useLanguageCurrency();
  return (
    <PageLayout title={t('common.settings')}>
      <AsyncView {...profile} onRetry={profile.reload}>
        {(user) => (
          <SettingsList
            user={user}
            languageLabel={`${language.currentLanguage.name} · ${language.currentCurrency.symbol} ${language.currentCurrency.value}`}
          />
        )}
      </AsyncView>
      <p className="action-row">
        <Button danger onClick={() => void session.logout().then(() => navigate('/'))}>
          {t('common.logout')}
        </Button>
      </p>
    </PageLayout>
  );
}
