import { readAttribution } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-client.tsx';
import { AuthCard } from './auth-card.tsx';
import { LoginForm } from './login-form.tsx';
import { useFinishLogin } from './use-finish-login.ts';

/** Carries the redirect (and partner) onto the register and reset links. */
export function flowHref(path: string, email: string, search: URLSearchParams): string {
  const next = new URLSearchParams();
  next.set('email', email);
  for (const key of ['redirect', 'partner']) {
    const value = search.get(key);
    if (value) next.set(key, value);
  }
  return `${path}?${next.toString()}`;
}

/** Login, LoginSign, Signin and LoginEmail: log in by e-mail. */
export default function LoginPage() {
  const api = useApi();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const finish = useFinishLogin();
  return (
    <AuthCard title={t('auth.title')} subtitle={t('auth.subtitle')}>
      <LoginForm
        initialEmail={params.get('email') ?? ''}
        onCheckEmail={async (email) => {
          try {
            await api.checkEmailLogin({ email });
            return true;
          } catch {
            return false;
          }
        }}
        onLogin={async (email, password) => {
          try {
            finish(await api.emailLogin({ email, password, ...readAttribution() }));
          } catch {
            // The api client has shown the server's message.
          }
        }}
        registerHref={(email) => flowHref('/register', email, params)}
        resetHref={(email) => flowHref('/reset-password', email, params)}
      />
    </AuthCard>
  );
}
