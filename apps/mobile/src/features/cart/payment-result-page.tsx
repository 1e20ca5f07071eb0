import type { OrderStatus, PaymentResult } from '@gemlane/contract';
import { buildPath, usePartnerNavigate } from '@gemlane/stores/router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-context.tsx';
import { Button, Result } from '../../adapters/kit.ts';
import { usePayAgain } from '../../components/checkout/use-checkout.ts';
import { ErrorView } from '../../components/error-view/error-view.tsx';
import { useAsync } from '../../components/hooks/use-async.ts';
import { useFormat } from '../../components/hooks/use-format.ts';
import { OrderStatusTag } from '../../components/order-status/order-status-tag.tsx';
import { Page } from '../../components/page/page.tsx';
import { PageLoading } from '../../components/page-loading/page-loading.tsx';
import styles from './cart.module.css';

/** The provider has not answered yet: poll. */
const WAITING: readonly OrderStatus[] = ['paying', 'paymentPending'];
const POLL_MS = 2000;

/** /payment-result?outTradeNo=: where the hosted checkout returns; waits for the provider's answer. */
export default function PaymentResultPage() {
  const { t } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const navigate = usePartnerNavigate();
  const [params] = useSearchParams();
  const outTradeNo = params.get('outTradeNo') ?? '';
  const { payAgain, paying } = usePayAgain();
  const result = useAsync<PaymentResult>(
    () => api.paymentResult({ outTradeNo }, { hideError: true }),
    [api, outTradeNo],
  );
  const { reload } = result;
  const status = result.data?.status;

  useEffect(() => {
    if (!status || !WAITING.includes(status)) return undefined;
    const timer = window.setTimeout(reload, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [status, result.data, reload]);

  if (!result.data) {
    return (
      <Page title={t('mobile.payment.title')}>
        {result.loading ? (
          <PageLoading />
        ) : (
          <ErrorView onRetry={reload} onHome={() => void navigate('/home')} />
        )}
      </Page>
    );
  }
  const r = result.data;
  const failed = r.status === 'paymentFailed' || r.status === 'cancelled';
  const waiting = WAITING.includes(r.status);
  const openOrder = () =>
    void navigate(buildPath('OrderDetail', {}, { orderId: r.orderId }), { replace: true });
  return (
    <Page title={t('mobile.payment.title')}>
      <div className={styles.result} data-testid="payment-result" data-status={r.status}>
        <Result
          status={failed ? 'error' : waiting ? 'waiting' : 'success'}
          title={
            failed
              ? t('errors.paymentFailed')
              : waiting
                ? t('order.result.pending')
                : t('order.result.success')
          }
          description={
            failed
              ? [r.failureReason, r.advice].filter(Boolean).join(' — ') || t('errors.payAgain')
              : waiting
                ? format.money(r.amount)
                : t('order.result.successDescription')
          }
        />
        <div className={styles.resultMeta}>
          <span>{r.orderId}</span>
          <OrderStatusTag status={r.status} />
          <strong>{format.money(r.amount)}</strong>
        </div>
        <div className={styles.resultActions}>
          {failed && r.canPay && r.status !== 'cancelled' ? (
            <Button
              block
              color="primary"
              size="large"
              loading={paying}
              onClick={() => void payAgain(r.orderId).catch(() => undefined)}
            >
              {t('errors.payAgain')}
            </Button>
          ) : null}
          <Button block color={failed ? 'default' : 'primary'} size="large" onClick={openOrder}>
            {t('order.result.viewOrder')}
          </Button>
          <Button block size="large" onClick={() => void navigate('/home')}>
            {t('common.backToHome')}
          </Button>
        </div>
      </div>
    </Page>
  );
}
