import { authFlowPath, readAttribution } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-client.tsx';
import { AuthCard } from './auth-card.tsx';
import { LoginForm } from './login-form.tsx';
import { useFinishLogin } from './use-finish-login.ts';

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
        registerHref={(email) => authFlowPath('/register', email, params.toString())}
        resetHref={(email) => authFlowPath('/reset-password', email, params.toString())}
      />
    </AuthCard>
  );
}
