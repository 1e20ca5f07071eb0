import { Link } from '@gemlane/stores/router';
import { EMAIL_PATTERN } from '@gemlane/contract';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoginFormProps {
  /** Step 1: checks the address (resolves false when refused). */
  onCheckEmail: (email: string) => Promise<boolean>;
  /** Step 2: logs in. */
  onLogin: (email: string, password: string) => Promise<void>;
  /** Links carrying the e-mail and the redirect to the code-based flows. */
  registerHref: (email: string) => string;
  resetHref: (email: string) => string;
  initialEmail?: string;
}

/** E-mail first, then the password; new users go on to registration with an e-mailed code. */
export function LoginForm({
  onCheckEmail,
  onLogin,
  registerHref,
  resetHref,
  initialEmail = '',
}: LoginFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (email === null) {
    return (
      <Form
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: initialEmail }}
        onFinish={async (values: { email: string }) => {
          setBusy(true);
          try {
            const normalized = values.email.trim();
            if (await onCheckEmail(normalized)) setEmail(normalized);
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
          <Input type="email" autoComplete="email" autoFocus size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('common.continue')}
        </Button>
      </Form>
    );
  }

  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={async (values: { password: string }) => {
        setBusy(true);
        try {
          await onLogin(email, values.password);
        } finally {
          setBusy(false);
        }
      }}
    >
      <p className="auth-email">
        {t('auth.passwordFor', { email })}{' '}
        <Button type="link" className="inline-link" onClick={() => setEmail(null)}>
          {t('auth.changeEmail')}
        </Button>
      </p>
      <p className="muted small">{t('errors.confirmEmail')}</p>
      <Form.Item
        name="password"
        label={t('auth.password')}
        rules={[{ required: true, message: t('errors.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" autoFocus size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {t('common.login')}
      </Button>
      <div className="auth-links">
        <Link to={resetHref(email)}>{t('auth.forgotPassword')}</Link>
      </div>
      {/* The server never says whether an address has an account: a new one is offered the
          code-based sign-up here, as prominently as the password. */}
      <div className="auth-new-here">
        <span>{t('auth.newHere')}</span>
        <Link to={registerHref(email)} className="auth-new-here-link">
          {t('auth.getCodeToCreate')}
        </Link>
      </div>
    </Form>
  );
}
