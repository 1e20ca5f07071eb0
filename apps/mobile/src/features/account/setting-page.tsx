import { useLoad } from '@gemlane/stores/react';
import type { UserInfo } from '@gemlane/contract';
import { logoutAtom } from '@gemlane/stores';
import { usePartnerNavigate } from '@gemlane/stores/router';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../adapters/api-context.tsx';
import { confirm } from '../../adapters/feedback.ts';
import { Avatar, Button, List } from '../../adapters/kit.ts';
import { Page } from '../../components/page/page.tsx';
import { PageLoading } from '../../components/page-loading/page-loading.tsx';
import styles from './account.module.css';

/** /setting: avatar, username, e-mail binding, password, language, logout. */
export default function SettingPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = usePartnerNavigate();
  const logout = useSetAtom(logoutAtom);
  const profile = useLoad<UserInfo>(() => api.getUserInfo(), [api]);
  const p = profile.data;

  const onLogout = async () => {
    const ok = await confirm({
      content: t('accountInfo.logoutConfirm'),
      confirmText: t('common.logout'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    await logout();
    void navigate('/home', { replace: true });
  };

  return (
    <Page title={t('common.settings')} backTo="/me">
      {!p ? (
        <PageLoading />
      ) : (
        <>
          <List className={styles.list} header={t('accountInfo.title')}>
            <List.Item
              onClick={() => void navigate('/edit-avatar')}
              extra={
                // Decorative: the row's label already says Avatar.
                <Avatar
                  src={p.avatar}
                  alt=""
                  style={{ '--size': '36px', '--border-radius': '50%' }}
                />
              }
            >
              {t('accountInfo.avatar')}
            </List.Item>
            <List.Item onClick={() => void navigate('/edit-user')} extra={p.username}>
              {t('accountInfo.username')}
            </List.Item>
            <List.Item extra={p.uid}>{t('accountInfo.uid')}</List.Item>
            <List.Item
              onClick={() => void navigate('/email-binding')}
              extra={
                p.email
                  ? `${p.email} · ${t(`emailBinding.status.${p.emailBindStatus}`)}`
                  : t(`emailBinding.status.${p.emailBindStatus}`)
              }
            >
              {t('accountInfo.email')}
            </List.Item>
            <List.Item
              onClick={() =>
                void navigate(
                  `/reset-password${p.email ? `?email=${encodeURIComponent(p.email)}` : ''}`,
                )
              }
            >
              {t('accountInfo.changePassword')}
            </List.Item>
          </List>
          <List className={styles.list}>
            <List.Item onClick={() => void navigate('/languageAndCurrency')}>
              {t('common.languageAndCurrency')}
            </List.Item>
            <List.Item onClick={() => void navigate('/aboutUs')}>{t('common.aboutUs')}</List.Item>
          </List>
          <div style={{ padding: 16 }}>
            <Button
              block
              size="large"
              color="danger"
              fill="outline"
              onClick={() => void onLogout()}
            >
              {t('common.logout')}
            </Button>
          </div>
        </>
      )}
    </Page>
  );
}
