import { RETURN_PARAM, RETURN_TONE, returnWayOf, type ReturnTone } from '@gemlane/stores/purchase';
import { usePaymentReturn } from '@gemlane/stores/purchase/react';
import { usePartnerNavigate } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, Result } from '../../adapters/kit.ts';
import { ErrorView } from '../../components/error-view/error-view.tsx';
import { FailedOrderHelpView } from '../../components/failed-order-help/failed-order-help.tsx';
import { useFormat } from '../../components/hooks/use-format.ts';
import { useMessageText } from '../../components/hooks/use-message-text.ts';
import { OrderStatusTag } from '../../components/order-status/order-status-tag.tsx';
import { Page } from '../../components/page/page.tsx';
import { PageLoading } from '../../components/page-loading/page-loading.tsx';
import styles from './cart.module.css';

/** The kit shows progress as its 'waiting' result. */
const kitStatus = (tone: ReturnTone) => (tone === 'progress' ? 'waiting' : tone);

/**
 * /payment-result?outTradeNo=&return=: where the hosted checkout returns. Follows the order to a
 * final state by itself, says only what is true at each step (announced to screen readers), and
 * offers the next steps of each way back from the checkout (paid, declined, cancelled, left).
 */
export default function PaymentResultPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const say = useMessageText();
  const navigate = usePartnerNavigate();
  const [params] = useSearchParams();
  const back = usePaymentReturn({
    outTradeNo: params.get('outTradeNo'),
    way: returnWayOf(params.get(RETURN_PARAM)),
    navigate: (path) => void navigate(path, { replace: true }),
  });
  const order = back.tracker;
  const r = order.result;
  const view = back.view;

  if (!r || !view) {
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
  const text = back.text ? say(back.text) : '';
  const refund = order.refundMessage ? say(order.refundMessage) : null;
  return (
    <Page title={t('mobile.payment.title')}>
      <div
        className={styles.result}
        data-testid="payment-result"
        data-status={status}
        data-state={view.state}
      >
        <div role="status" aria-live="polite" aria-atomic="true">
          <Result
            status={kitStatus(RETURN_TONE[view.state])}
            title={t(view.titleKey as never)}
            description={refund ? `${text} ${refund}` : text}
          />
          <FailedOrderHelpView help={order.failure} />
        </div>
        <div className={styles.resultMeta}>
          <span>{r.orderId}</span>
          <OrderStatusTag status={status} />
          <strong>{format.money(r.amount)}</strong>
        </div>
        <div className={styles.resultActions}>
          {view.actions.map((action, i) => (
            <Button
              key={action}
              block
              color={i === 0 ? 'primary' : action === 'cancelOrder' ? 'danger' : 'default'}
              fill={action === 'cancelOrder' ? 'outline' : undefined}
              size="large"
              loading={back.busy === action}
              disabled={back.busy !== null && back.busy !== action}
              onClick={() => back.run(action)}
            >
              {t(view.actionKeys[action] as never)}
            </Button>
          ))}
          <Button block size="large" onClick={() => void navigate('/home')}>
            {t('common.backToHome')}
          </Button>
        </div>
      </div>
    </Page>
  );
}
