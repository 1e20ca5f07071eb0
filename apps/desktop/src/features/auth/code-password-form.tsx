import { EMAIL_PATTERN, isValidPassword, VERIFICATION_CODE } from '@gemlane/contract';
import { Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CodePasswordValues {
  email: string;
  code: string;
  password: string;
}

export interface CodePasswordFormProps {
  initialEmail?: string;
  /** Mails the code; resolves false when the server refused. */
  onSendCode: (email: string) => Promise<boolean>;
  onSubmit: (values: CodePasswordValues) => Promise<void>;
  submitText: string;
  /** The resend countdown, from the contract's once-a-minute rule. */
  resendSeconds?: number;
}

/** E-mail, the e-mailed 6-digit code and a password meeting PASSWORD_RULE (register, set and reset). */
export function CodePasswordForm({
  initialEmail = '',
  onSendCode,
  onSubmit,
  submitText,
  resendSeconds = VERIFICATION_CODE.resendAfterMs / 1000,
}: CodePasswordFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CodePasswordValues & { confirm: string }>();
  const [countdown, setCountdown] = useState(0);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((c) => c - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const sendCode = async () => {
    const { email } = await form.validateFields(['email']);
    setSending(true);
    try {
      if (await onSendCode(email.trim())) {
        setSentTo(email.trim());
        setCountdown(resendSeconds);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: initialEmail }}
      onFinish={async (values) => {
        setBusy(true);
        try {
          await onSubmit({
            email: values.email.trim(),
            code: values.code.trim(),
            password: values.password,
          });
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form.Item
        name="email"
        label={t('auth.email')}
        rules={[
          { required: true, message: t('errors.emailRequired') },
          { pattern: EMAIL_PATTERN, message: t('errors.invalidEmail') },
        ]}
      >
        <Input type="email" autoComplete="email" size="large" />
      </Form.Item>
      <Form.Item
        label={t('auth.code')}
        required
        extra={sentTo ? t('emailBinding.codeSent', { email: sentTo }) : t('auth.codeStepHint')}
      >
        <Space.Compact block>
          <Form.Item
            name="code"
            noStyle
            rules={[
              { required: true, message: t('errors.codeRequired') },
              { pattern: /^\d{6}$/, message: t('errors.codeInvalid') },
            ]}
          >
            <Input
              aria-label={t('auth.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFICATION_CODE.length}
              size="large"
            />
          </Form.Item>
          <Button
            size="large"
            onClick={() => void sendCode()}
            loading={sending}
            disabled={countdown > 0}
          >
            {countdown > 0
              ? t('emailBinding.resendIn', { seconds: countdown })
              : t('emailBinding.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth.newPassword')}
        extra={t('errors.passwordRule')}
        rules={[
          { required: true, message: t('errors.passwordRequired') },
          {
            validator: (_, value: string | undefined) =>
              !value || isValidPassword(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('errors.invalidPassword'))),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('auth.confirmPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('errors.passwordRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('errors.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {submitText}
      </Button>
    </Form>
  );
}
