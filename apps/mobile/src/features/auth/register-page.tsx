import { withAttribution } from '@gemlane/stores';
import { useCurrentRoute, Link } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-context.tsx';
import { Page } from '../../components/page/page.tsx';
import { CodePasswordForm } from './code-password-form.tsx';
import styles from './auth.module.css';
import { useFinishLogin } from './use-finish-login.ts';

/** /register and /set-password (the same view): an e-mailed code creates the account with a password. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const api = useApi();
  const finish = useFinishLogin();
  const [params] = useSearchParams();
  const setPassword = useCurrentRoute()?.route.name === 'SetPassword';
  const title = setPassword ? t('accountInfo.setPassword') : t('common.signUp');
  return (
    <Page title={title}>
      <div className={styles.wrap}>
        <p className={styles.lead}>
          {setPassword ? t('mobile.auth.setPasswordLead') : t('mobile.auth.registerLead')}
        </p>
        <CodePasswordForm
          initialEmail={params.get('email') ?? ''}
          submitLabel={title}
          sendCode={(email) => api.sendEmailRegisterVerification({ email })}
          submit={async (input) => {
            const res = await api.verifyRegisterEmail(withAttribution(input));
            finish(res.data);
          }}
        />
        <p className={styles.legal}>
          {t('mobile.auth.haveAccount')}{' '}
          <Link
            to={{ pathname: '/login', search: params.toString() ? `?${params.toString()}` : '' }}
          >
            {t('common.login')}
          </Link>
        </p>
      </div>
    </Page>
  );
}
