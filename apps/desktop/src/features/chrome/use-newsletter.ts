import { EMAIL_PATTERN } from '@gemlane/contract';
import { isLoggedInAtom } from '@gemlane/stores';
import { App } from 'antd';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-client.tsx';
import { envelopeOf } from '../../components/envelope.ts';
import type { NewsletterBlockProps, NewsletterStatus } from './newsletter-block.tsx';

/** Newsletter block state wired to the API, including the mailed confirmation link. */
export function useNewsletter(): NewsletterBlockProps {
  const api = useApi();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<NewsletterStatus>('initial');
  const [email, setEmail] = useState('');
  const [subscribedEmail, setSubscribedEmail] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [unsubscribing, setUnsubscribing] = useState(false);
  const [token, setToken] = useState<string | null>(null);

  // A subscribe detail with an e-mail starts the block subscribed.
  useEffect(() => {
    if (!loggedIn) return;
    api.getCurrUserDetail(undefined, { hideError: true }).then(
      (detail) => {
        if (detail?.email) {
          setSubscribedEmail(detail.email);
          setStatus('subscribed');
        }
      },
      () => undefined,
    );
  }, [api, loggedIn]);

  // The confirmation link carries subscribeToken and email; both leave the URL afterwards.
  const linkToken = params.get('subscribeToken');
  const linkEmail = params.get('email');
  useEffect(() => {
    if (!linkToken) return;
    const next = new URLSearchParams(params);
    next.delete('subscribeToken');
    next.delete('email');
    setParams(next, { replace: true });
    api.confirmSubscribe({ token: linkToken, email: linkEmail ?? undefined }).then(
      (result) => {
        const response = envelopeOf<{ email: string | null }>(result);
        if (response.code === 200) {
          setToken(linkToken);
          setSubscribedEmail(response.data?.email ?? linkEmail);
          setStatus('subscribed');
          void message.success(t('emailSubscribe.subscriptionSuccessful'));
        }
      },
      () => undefined,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkToken]);

  const onBlur = useCallback(() => {
    if (email.trim() !== '' && !EMAIL_PATTERN.test(email.trim())) setStatus('error');
  }, [email]);

  const onSend = useCallback(async () => {
    if (!EMAIL_PATTERN.test(email.trim())) {
      setStatus('error');
      return;
    }
    setSending(true);
    try {
      const response = envelopeOf(
        await api.sendSubscribeEmail({ email: email.trim() }, { hideError: true }),
      );
      if (response.code === 200) setStatus('sent');
      else void message.error(response.message || t('errors.subscribeFailed'));
    } catch (error) {
      const text = (error as { message?: string }).message;
      void message.error(text || t('errors.subscribeFailed'));
    } finally {
      setSending(false);
    }
  }, [api, email, message, t]);

  const onUnsubscribe = useCallback(async () => {
    setUnsubscribing(true);
    try {
      const response = envelopeOf(
        await api.cancelSubscribe({
          token: token ?? undefined,
          email: subscribedEmail ?? undefined,
        }),
      );
      if (response.code === 200) {
        setStatus('initial');
        setEmail('');
        setSubscribedEmail(null);
        void message.success(t('emailSubscribe.unsubscribed'));
      }
    } finally {
      setUnsubscribing(false);
    }
  }, [api, message, subscribedEmail, t, token]);

  return {
    status,
    email,
    subscribedEmail,
    onEmailChange: (next) => {
      setEmail(next);
      // Any input change returns the error state to initial.
      setStatus((s) => (s === 'error' ? 'initial' : s));
    },
    onBlur,
    onSend: () => void onSend(),
    sending,
    onUnsubscribe,
    unsubscribing,
  };
}
