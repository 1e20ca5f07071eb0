import { EMAIL_PATTERN } from '@gemlane/contract';
import {
  bindEmailRequest,
  emailBindingProof,
  emailBindingProofErrors,
  type EmailBindingFormProps,
  type EmailBindingValues,
} from '@gemlane/stores';
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

/**
 * The binding status, the new address and its code, and the proof of the owner the account
 * needs (emailBindingProof): its current password, or the code mailed to its current address.
 */
export function EmailBindingForm({ user, onSendCode, onBind }: EmailBindingFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EmailBindingValues>();
  const [countdown, setCountdown] = useState(0);
  const [sending, setSending] = useState(false);
  const [binding, setBinding] = useState(false);
  const proof = emailBindingProof(user);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((c) => c - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const proofRule =
    (field: 'currentPassword' | 'currentEmailCode') => (_: unknown, value: string | undefined) => {
      const error = emailBindingProofErrors({ email: '', code: '', [field]: value }, proof)[field];
      return error ? Promise.reject(new Error(t(error))) : Promise.resolve();
    };

  return (
    <Form
      form={form}
      className="card narrow-form"
      layout="vertical"
      requiredMark={false}
      onFinish={async (values) => {
        setBinding(true);
        try {
          if (await onBind(bindEmailRequest(values, proof))) form.resetFields();
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
        <Input type="email" placeholder={t('emailBinding.emailPlaceholder')} autoComplete="email" />
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
                if (await onSendCode(email.trim())) setCountdown(RESEND_SECONDS);
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
      {proof === 'password' ? (
        <Form.Item
          name="currentPassword"
          label={t('emailBinding.currentPassword')}
          extra={t('emailBinding.currentPasswordHint')}
          rules={[{ validator: proofRule('currentPassword') }]}
        >
          <Input.Password
            placeholder={t('emailBinding.currentPasswordPlaceholder')}
            autoComplete="current-password"
          />
        </Form.Item>
      ) : null}
      {proof === 'currentEmailCode' ? (
        <Form.Item
          name="currentEmailCode"
          label={t('emailBinding.currentEmailCode')}
          extra={t('emailBinding.currentEmailCodeHint', { email: user.email })}
          rules={[{ validator: proofRule('currentEmailCode') }]}
        >
          <Input
            placeholder={t('emailBinding.codePlaceholder')}
            inputMode="numeric"
            maxLength={6}
          />
        </Form.Item>
      ) : null}
      <Button type="primary" htmlType="submit" loading={binding}>
        {t('emailBinding.bind')}
      </Button>
    </Form>
  );
}

/** Binds (or changes) the account's e-mail with an e-mailed code; shows the binding status. */
export default function EmailBindingPage() {
  const api = useApi();
  const { t } = useTranslation();
  const message = useAppMessage();
  const profile = useProfile();

  return (
    <PageLayout title={t('emailBinding.title')}>
      <AsyncView {...profile} onRetry={profile.reload}>
        {(user) => (
          <EmailBindingForm
            user={user}
            onSendCode={async (email) => {
              try {
                if (envelopeOf(await api.sendEmailBindCode({ email })).code !== 200) return false;
                void message.success(t('emailBinding.codeSent', { email }));
                return true;
              } catch {
                // The api client has shown the server's message.
                return false;
              }
            }}
            onBind={async (request) => {
              try {
                if (envelopeOf(await api.bindEmail(request)).code !== 200) return false;
                void message.success(t('emailBinding.bound'));
                profile.reload();
                return true;
              } catch {
                // The api client has shown the server's message; what was typed stays.
                return false;
              }
            }}
          />
        )}
      </AsyncView>
    </PageLayout>
  );
}
