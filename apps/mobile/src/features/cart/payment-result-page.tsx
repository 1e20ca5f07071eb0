import { orderStatusView, type OrderPhase } from '@gemlane/stores/purchase';
import { useOrderTracker } from '@gemlane/stores/purchase/react';
import { buildPath, usePartnerNavigate } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, Result } from '../../adapters/kit.ts';
import { ErrorView } from '../../components/error-view/error-view.tsx';
import { useFormat } from '../../components/hooks/use-format.ts';
import { OrderStatusTag } from '../../components/order-status/order-status-tag.tsx';
import { Page } from '../../components/page/page.tsx';
import { PageLoading } from '../../components/page-loading/page-loading.tsx';
import styles from './cart.module.css';

const RESULT_STATUS: Record<OrderPhase, 'success' | 'error' | 'info' | 'waiting' | 'warning'> = {
  waitingPayment: 'waiting',
  delivering: 'waiting',
  complete: 'success',
  refunded: 'warning',
  paymentFailed: 'error',
  cancelled: 'info',
};

/**
 * /payment-result?outTradeNo=: where the hosted checkout returns. Follows the order to a final
 * state by itself and says only what is true at each step (announced to screen readers).
 */
export default function PaymentResultPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = usePartnerNavigate();
  const [params] = useSearchParams();
  const order = useOrderTracker({ outTradeNo: params.get('outTradeNo') });
  const r = order.result;

  if (!r) {
    return (
      <Page title={t('mobile.payment.title')}>
        {!order.failed && !order.notFound ? (
          <div role="status" aria-live="polite">
            <PageLoading />
          </div>
        ) : (
          <ErrorView
            kind={order.notFound ? 'notFound' : 'error'}
            onRetry={order.notFound ? undefined : order.reload}
            onHome={() => void navigate('/home')}
          />
        )}
      </Page>
    );
  }
  const status = order.status ?? r.status;
  const view = orderStatusView(status);
  const text =
    view.phase === 'paymentFailed'
      ? [r.failureReason, r.advice].filter(Boolean).join(' — ') || t('errors.payAgain')
      : t(`order.phaseText.${view.phase}`);
  const refund = order.refund
    ? t('order.refundDetail', {
        amount: format.money(order.refund.amount),
        method: t(`topUp.method.${order.refund.method}`),
        when: format.dateTime(order.refund.at),
      })
    : null;
  const openOrder = () =>
    void navigate(buildPath('OrderDetail', {}, { orderId: r.orderId }), { replace: true });
  return (
    <Page title={t('mobile.payment.title')}>
      <div className={styles.result} data-testid="payment-result" data-status={status}>
        <div role="status" aria-live="polite" aria-atomic="true">
          <Result
            status={RESULT_STATUS[view.phase]}
            title={t(view.phaseKey)}
            description={refund ? `${text} ${refund}` : text}
          />
        </div>
        <div className={styles.resultMeta}>
          <span>{r.orderId}</span>
          <OrderStatusTag status={status} />
          <strong>{format.money(r.amount)}</strong>
        </div>
        <div className={styles.resultActions}>
          {view.phase === 'paymentFailed' && order.canPay ? (
            <Button
              block
              color="primary"
              size="large"
              loading={order.paying}
              onClick={() => void order.payAgain()}
            >
              {t('errors.payAgain')}
            </Button>
          ) : null}
          <Button
            block
            color={view.phase === 'paymentFailed' ? 'default' : 'primary'}
            size="large"
            onClick={openOrder}
          >
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
