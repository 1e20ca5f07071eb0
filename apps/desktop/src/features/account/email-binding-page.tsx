import { EMAIL_PATTERN } from '@gemlane/contract';
import { Button, Form, Input, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../adapters/api-client.tsx';
import { AsyncView } from '../../components/async-view.tsx';
import { envelopeOf } from '../../components/envelope.ts';
import { PageLayout } from '../../components/page-layout.tsx';
import { useProfile } from './use-profile.ts';
import { useAppMessage } from '../../adapters/app-message.tsx';

const RESEND_SECONDS = 60;

/** Binds an e-mail to the account with an e-mailed code; shows the binding status label. */
export default function EmailBindingPage() {
  const api = useApi();
  const { t } = useTranslation();
  const message = useAppMessage();
  const profile = useProfile();
  const [form] = Form.useForm<{ email: string; code: string }>();
  const [countdown, setCountdown] = useState(0);
  const [sending, setSending] = useState(false);
  const [binding, setBinding] = useState(false);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((c) => c - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  return (
    <PageLayout title={t('emailBinding.title')}>
      <AsyncView {...profile} onRetry={profile.reload}>
        {(user) => (
          <Form
            form={form}
            className="card narrow-form"
            layout="vertical"
            requiredMark={false}
            initialValues={{ email: user.email ?? '' }}
            onFinish={async (values) => {
              setBinding(true);
              try {
                const result = envelopeOf(
                  await api.bindEmail({ email: values.email.trim(), code: values.code.trim() }),
                );
                if (result.code === 200) {
                  void message.success(t('emailBinding.bound'));
                  profile.reload();
                }
              } catch {
                // The api client has shown the server's message.
              } finally {
                setBinding(false);
              }
            }}
          >
            <p>
              <Tag
                color={
                  user.emailBindStatus === 'valid'
                    ? 'green'
                    : user.emailBindStatus === 'invalid'
                      ? 'red'
                      : 'gold'
                }
              >
                {t(`emailBinding.status.${user.emailBindStatus}`)}
              </Tag>{' '}
              {user.email ? t('account.currentEmail', { email: user.email }) : t('account.noEmail')}
            </p>
            <Form.Item
              name="email"
              label={t('auth.email')}
              rules={[
                { required: true, message: t('errors.emailRequired') },
                { pattern: EMAIL_PATTERN, message: t('errors.invalidEmail') },
              ]}
            >
              <Input
                type="email"
                placeholder={t('emailBinding.emailPlaceholder')}
                autoComplete="email"
              />
            </Form.Item>
            <Form.Item label={t('auth.code')} required>
              <Space.Compact block>
                <Form.Item
                  name="code"
                  noStyle
                  rules={[{ required: true, message: t('errors.codeRequired') }]}
                >
                  <Input
                    aria-label={t('auth.code')}
                    placeholder={t('emailBinding.codePlaceholder')}
                    inputMode="numeric"
                    maxLength={6}
                  />
                </Form.Item>
                <Button
                  loading={sending}
                  disabled={countdown > 0}
                  onClick={async () => {
                    const { email } = await form.validateFields(['email']);
                    setSending(true);
                    try {
                      const result = envelopeOf(
                        await api.sendEmailBindCode({ email: email.trim() }),
                      );
                      if (result.code === 200) {
                        void message.success(t('emailBinding.codeSent', { email: email.trim() }));
                        setCountdown(RESEND_SECONDS);
                      }
                    } catch {
                      // The api client has shown the server's message.
                    } finally {
                      setSending(false);
                    }
                  }}
                >
                  {countdown > 0
                    ? t('emailBinding.resendIn', { seconds: countdown })
                    : t('emailBinding.sendCode')}
                </Button>
              </Space.Compact>
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={binding}>
              {t('emailBinding.bind')}
            </Button>
          </Form>
        )}
      </AsyncView>
    </PageLayout>
  );
}
