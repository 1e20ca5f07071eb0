import { useSubscription } from '@gemlane/stores/react';
import { useTranslation } from 'react-i18next';
import { confirm, showSuccess, showToast } from '../../adapters/feedback.ts';
import { NewsletterBlock } from './newsletter-block.tsx';

/** The newsletter block wired to the stores' subscription machine. */
export function NewsletterContainer({ size = 'medium' }: { size?: 'small' | 'medium' | 'large' }) {
  const { t } = useTranslation();
  const sub = useSubscription({ t: (key: string) => String(t(key as never)), notify: showToast });
  return (
    <NewsletterBlock
      size={size}
      state={sub.state}
      email={sub.email}
      error={sub.error}
      sending={sub.sending}
      cancelling={sub.cancelling}
      sendLooksDisabled={sub.sendLooksDisabled}
      canSend={sub.canSend}
      onChange={sub.onChange}
      onBlur={sub.onBlur}
      onSend={() => void sub.send()}
      onUnsubscribe={async () => {
        const ok = await confirm({
          title: t('emailSubscribe.unsubscribeDialog.title'),
          content: t('emailSubscribe.unsubscribeDialog.content'),
          confirmText: t('emailSubscribe.unsubscribeDialog.confirm'),
          cancelText: t('emailSubscribe.unsubscribeDialog.cancel'),
        });
        if (ok && (await sub.cancel())) showSuccess(t('emailSubscribe.unsubscribed'));
      }}
    />
  );
}
