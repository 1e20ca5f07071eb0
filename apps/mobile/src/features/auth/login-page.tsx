import { withAttribution } from '@gemlane/stores';
import {
  authFlowPath,
  buildPath,
  useCurrentRoute,
  usePartnerNavigate,
  Link,
} from '@gemlane/stores/router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-context.tsx';
import { Button } from '../../adapters/kit.ts';
import { Page } from '../../components/page/page.tsx';
import { Field } from '../../components/form-field/form-field.tsx';
import styles from './auth.module.css';
import { useFinishLogin } from './use-finish-login.ts';
import { emailError } from '../../components/form-field/validation.ts';

/**
 * /login, /login-email, /signin, /login-sign and /login-relate: check the e-mail, then the
 * password; new users go on to register with an e-mailed code. /login-relate?partner=&token=
 * signs a partner's user in directly.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [params] = useSearchParams();
  const navigate = usePartnerNavigate();
  const finish = useFinishLogin();
  const route = useCurrentRoute()?.route.name;
  const [step, setStep] = useState<'email' | 'password'>('email');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const partner = params.get('partner');
  const partnerToken = params.get('token');
  const partnerTried = useRef(false);

  useEffect(() => {
    if (!partner || !partnerToken || partnerTried.current) return;
    partnerTried.current = true;
    void api
      .partnerLogin(withAttribution({ partner, token: partnerToken }))
      .then(finish)
      .catch(() => undefined);
  }, [api, finish, partner, partnerToken]);

  const withRedirect = (name: 'Register' | 'ResetPassword') =>
    authFlowPath(buildPath(name), email, params.toString());

  const onEmail = async () => {
    const problem = emailError(email);
    if (problem) {
      setError(t(problem));
      return;
    }
    setBusy(true);
    try {
      const res = await api.checkEmailLogin({ email: email.trim() });
      setEmail(res.email);
      setError(null);
      setStep('password');
    } catch {
      // The api client already showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  const onPassword = async () => {
    if (!password) {
      setError(t('errors.passwordRequired'));
      return;
    }
    setBusy(true);
    try {
      finish(await api.emailLogin(withAttribution({ email, password })));
    } catch {
      // Wrong e-mail or password: the server's message is already shown as a toast.
    } finally {
      setBusy(false);
    }
  };

  const title =
    route === 'LoginRelate' && partner ? t('mobile.auth.partnerLogin') : t('common.login');
  return (
    <Page title={title}>
      <div className={styles.wrap}>
        <div className={styles.brand}>
          <img className={styles.brandLogo} src="/favicon.svg" alt="" />
          <span className={styles.brandName}>Gemlane</span>
        </div>
        {step === 'email' ? (
          <form
            className={styles.form}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void onEmail();
            }}
          >
            <p className={styles.lead}>{t('mobile.auth.emailLead')}</p>
            <Field
              id="login-email"
              label={t('accountInfo.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              placeholder={t('emailBinding.emailPlaceholder')}
              error={error}
              onChange={(v) => {
                setEmail(v);
                setError(null);
              }}
            />
            <Button type="submit" block color="primary" size="large" loading={busy}>
              {t('common.continue')}
            </Button>
            <div className={styles.links}>
              <button
                type="button"
                className={styles.link}
                onClick={() => void navigate(withRedirect('Register'))}
              >
                {t('mobile.auth.createAccount')}
              </button>
            </div>
          </form>
        ) : (
          <form
            className={styles.form}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void onPassword();
            }}
          >
            <p className={styles.lead}>
              {t('mobile.auth.passwordLead')} <span className={styles.email}>{email}</span>
            </p>
            <Field
              id="login-password"
              label={t('accountInfo.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              error={error}
              onChange={(v) => {
                setPassword(v);
                setError(null);
              }}
            />
            <Button type="submit" block color="primary" size="large" loading={busy}>
              {t('common.login')}
            </Button>
            <div className={styles.links}>
              <button type="button" className={styles.link} onClick={() => setStep('email')}>
                {t('mobile.auth.otherEmail')}
              </button>
              <button
                type="button"
                className={styles.link}
                onClick={() => void navigate(withRedirect('ResetPassword'))}
              >
                {t('mobile.auth.forgotPassword')}
              </button>
            </div>
            {/* The server never says whether an address has an account: a new one is offered
                the code-based sign-up here, as prominently as the password. */}
            <div className={styles.newHere}>
              <span>{t('mobile.auth.newHere')}</span>
              <Button
                type="button"
                block
                fill="outline"
                color="primary"
                size="large"
                onClick={() => void navigate(withRedirect('Register'))}
              >
                {t('mobile.auth.getCodeToCreate')}
              </Button>
            </div>
          </form>
        )}
        <p className={styles.legal}>
          {t('mobile.auth.legalPrefix')} <Link to="/terms">{t('common.terms')}</Link> ·{' '}
          <Link to="/privacy">{t('common.privacy')}</Link>
        </p>
      </div>
    </Page>
  );
}
