import { Link } from '@gemlane/stores/router';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDesktopDialog } from '../../adapters/lazy-desktop-dialog.tsx';
import { TextInput } from '../../components/text-input.tsx';

/** The four states of docs/product.md §4. */
export type NewsletterStatus = 'initial' | 'error' | 'sent' | 'subscribed';

export interface NewsletterBlockProps {
  status: NewsletterStatus;
  /** The address typed, or the confirmed one when subscribed. */
  email: string;
  /** Empty or invalid input: the send button looks disabled (docs/product.md §5). */
  sendLooksDisabled: boolean;
  onEmailChange: (email: string) => void;
  onBlur: () => void;
  onSend: () => void;
  sending?: boolean;
  onUnsubscribe: () => Promise<unknown> | void;
  unsubscribing?: boolean;
  size?: 'small' | 'medium' | 'large';
}

/** The newsletter subscribe block of the footer (docs/product.md §2 and §4). */
export function NewsletterBlock(props: NewsletterBlockProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const size = props.size ?? 'medium';
  return (
    <section className={`newsletter newsletter-${size}`} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="footer-title">
        {t('emailSubscribe.title')}
      </h2>
      <p className="newsletter-desc">{t('emailSubscribe.subscribeDesc')}</p>
      {props.status === 'subscribed' ? (
        <div className="newsletter-subscribed" role="status">
          <p>{t('emailSubscribe.subscribedAs', { email: props.email })}</p>
          <Button onClick={() => setAsking(true)}>{t('emailSubscribe.unsubscribe')}</Button>
          <p className="newsletter-tip">{t('emailSubscribe.unsubscribeTip')}</p>
        </div>
      ) : (
        <form
          className="newsletter-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            props.onSend();
          }}
        >
          <TextInput
            type="email"
            value={props.email}
            invalid={props.status === 'error'}
            aria-label={t('emailSubscribe.placeholder')}
            aria-invalid={props.status === 'error'}
            aria-describedby={props.status === 'error' ? 'newsletter-error' : undefined}
            placeholder={t('emailSubscribe.placeholder')}
            onChange={(e) => props.onEmailChange(e.target.value)}
            onBlur={props.onBlur}
          />
          <Button
            type="primary"
            htmlType="submit"
            loading={props.sending}
            className={props.sendLooksDisabled ? 'looks-disabled' : undefined}
            aria-disabled={props.sendLooksDisabled}
          >
            {t('emailSubscribe.send')}
          </Button>
          {props.status === 'error' ? (
            <p id="newsletter-error" className="field-error" role="alert">
              {t('emailSubscribe.invalidEmail')}
            </p>
          ) : null}
          {props.status === 'sent' ? (
            <p className="newsletter-sent" role="status">
              {t('emailSubscribe.sent')}
            </p>
          ) : null}
        </form>
      )}
      <p className="newsletter-privacy">
        <Link to="/privacy">{t('emailSubscribe.privacy')}</Link>
      </p>
      <LazyDesktopDialog
        open={asking}
        title={t('emailSubscribe.unsubscribeDialog.title')}
        onClose={() => setAsking(false)}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          await props.onUnsubscribe();
          setAsking(false);
        }}
        confirmText={t('emailSubscribe.unsubscribeDialog.confirm')}
        cancelText={t('emailSubscribe.unsubscribeDialog.cancel')}
        confirmLoading={props.unsubscribing}
        danger
      >
        <p>{t('emailSubscribe.unsubscribeDialog.content')}</p>
      </LazyDesktopDialog>
    </section>
  );
}
