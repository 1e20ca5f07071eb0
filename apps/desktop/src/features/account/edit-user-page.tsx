import { NICKNAME_RULE } from '@gemlane/contract';
import { formatDate } from '@gemlane/i18n';
import { usePartnerNavigate } from '@gemlane/stores/router';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../adapters/api-client.tsx';
import { AsyncView } from '../../components/async-view.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { useProfile } from './use-profile.ts';
import { useAppMessage } from '../../adapters/app-message.tsx';

const NICKNAME_PATTERN = /^[\p{L}\p{M}\p{N} ._-]+$/u;

/** Username change, once a month (docs/product.md §5). */
export default function EditUserPage() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const message = useAppMessage();
  const navigate = usePartnerNavigate();
  const profile = useProfile();
  const [saving, setSaving] = useState(false);
  return (
    <PageLayout title={t('accountInfo.editUsername')}>
      <AsyncView {...profile} onRetry={profile.reload}>
        {(user) => {
          const lockedUntil =
            user.nicknameChangeableAt && new Date(user.nicknameChangeableAt) > new Date()
              ? user.nicknameChangeableAt
              : null;
          return (
            <Form
              className="card narrow-form"
              layout="vertical"
              initialValues={{ nickname: user.nickname }}
              onFinish={async ({ nickname }: { nickname: string }) => {
                setSaving(true);
                try {
                  await api.updateNickname({ nickname: nickname.trim() });
                  void message.success(t('account.usernameSaved'));
                  void navigate('/setting');
                } catch {
                  // The api client has shown the server's message.
                } finally {
                  setSaving(false);
                }
              }}
            >
              <p className="muted">{t('accountInfo.usernameRule')}</p>
              {lockedUntil ? (
                <p role="note" className="field-error-inline">
                  {t('errors.usernameOncePerMonth')}{' '}
                  {t('account.nextChange', {
                    date: formatDate(lockedUntil, i18n.resolvedLanguage ?? 'en'),
                  })}
                </p>
              ) : null}
              <Form.Item
                name="nickname"
                label={t('accountInfo.username')}
                extra={t('account.usernameRule', {
                  min: NICKNAME_RULE.minLength,
                  max: NICKNAME_RULE.maxLength,
                })}
                rules={[
                  { required: true, message: t('accountInfo.usernamePlaceholder') },
                  {
                    min: NICKNAME_RULE.minLength,
                    max: NICKNAME_RULE.maxLength,
                    message: t('account.usernameRule', {
                      min: NICKNAME_RULE.minLength,
                      max: NICKNAME_RULE.maxLength,
                    }),
                  },
                  {
                    pattern: NICKNAME_PATTERN,
                    message: t('account.usernameRule', {
                      min: NICKNAME_RULE.minLength,
                      max: NICKNAME_RULE.maxLength,
                    }),
                  },
                ]}
              >
                <Input
                  placeholder={t('accountInfo.usernamePlaceholder')}
                  disabled={Boolean(lockedUntil)}
                  maxLength={NICKNAME_RULE.maxLength}
                />
              </Form.Item>
              <Button
                type="primary"
                htmlType="submit"
                loading={saving}
                disabled={Boolean(lockedUntil)}
              >
                {t('common.save')}
              </Button>
            </Form>
          );
        }}
      </AsyncView>
    </PageLayout>
  );
}
