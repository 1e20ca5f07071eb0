import { Link } from '@gemlane/stores/router';
import type { SubscriptionState } from '@gemlane/stores';
import { MailOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../adapters/kit.ts';
import styles from './newsletter-block.module.css';

export interface NewsletterBlockProps {
  size?: 'small' | 'medium' | 'large';
  state: SubscriptionState;
  email: string;
  error: string | null;
  sending: boolean;
  cancelling: boolean;
  /** The send button looks disabled while the input is empty (docs/product.md §5). */
  sendLooksDisabled: boolean;
  canSend: boolean;
  onChange: (email: string) => void;
  onBlur: () => void;
  onSend: () => void;
  onUnsubscribe: () => void;
}

/** The newsletter block: every state of docs/product.md §4 (initial, error, sent, subscribed). */
export function NewsletterBlock(props: NewsletterBlockProps) {
  const { t } = useTranslation();
  const { size = 'medium', state } = props;
  return (
    <section
      className={`${styles.block} ${styles[size]}`}
      aria-label={t('emailSubscribe.title')}
      data-state={state}
    >
      <h2 className={styles.title}>
        <MailOutline aria-hidden /> {t('emailSubscribe.title')}
      </h2>
      <p className={styles.desc}>{t('emailSubscribe.subscribeDesc')}</p>
      {state === 'subscribed' ? (
        <div className={styles.done}>
          <p className={styles.status}>
            {props.email
              ? t('emailSubscribe.subscribedAs', { email: props.email })
              : t('emailSubscribe.subscribed')}
          </p>
          <Button
            size="middle"
            fill="outline"
            loading={props.cancelling}
            onClick={props.onUnsubscribe}
          >
            {t('emailSubscribe.unsubscribe')}
          </Button>
        </div>
      ) : state === 'sent' ? (
        <p className={styles.status} role="status">
          {t('emailSubscribe.sent')}
        </p>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (props.canSend) props.onSend();
          }}
        >
          <label className="gl-visually-hidden" htmlFor="newsletter-email">
            {t('emailSubscribe.placeholder')}
          </label>
          <input
            id="newsletter-email"
            className={state === 'error' ? `${styles.input} ${styles.inputError}` : styles.input}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('emailSubscribe.placeholder')}
            value={props.email}
            aria-invalid={state === 'error'}
            onChange={(e) => props.onChange(e.target.value)}
            onBlur={props.onBlur}
          />
          <Button
            type="submit"
            color="primary"
            className={props.sendLooksDisabled ? `${styles.send} ${styles.sendMuted}` : styles.send}
            loading={props.sending}
            loadingText={t('emailSubscribe.sending')}
            aria-disabled={!props.canSend}
          >
            {t('emailSubscribe.send')}
          </Button>
        </form>
      )}
      {state === 'error' && props.error ? (
        <p className={styles.error} role="alert">
          {props.error}
        </p>
      ) : null}
      <p className={styles.tip}>
        {t('emailSubscribe.privacyTip')} {t('emailSubscribe.unsubscribeTip')}{' '}
        <Link to="/privacy" className={styles.privacy}>
          {t('emailSubscribe.privacy')}
        </Link>
      </p>
    </section>
  );
}
