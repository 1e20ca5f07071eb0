import type { PaymentResult } from '@gemlane/contract';
import { formatDateTime } from '@gemlane/i18n';
import { orderStatusView, type OrderPhase } from '@gemlane/stores/purchase';
import { useOrderTracker, type RefundInfo } from '@gemlane/stores/purchase/react';
import { Link } from '@gemlane/stores/router';
import { Button, Result, Spin } from 'antd';
import type { ResultProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormatMoney } from '../../components/money.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { NotFoundView } from '../../components/not-found-view.tsx';

const RESULT_STATUS: Record<OrderPhase, ResultProps['status']> = {
  waitingPayment: 'info',
  delivering: 'info',
  complete: 'success',
  refunded: 'warning',
  paymentFailed: 'error',
  cancelled: 'info',
};

export interface PaymentResultViewProps {
  /** The payment attempt as last read (undefined until the first answer). */
  result: PaymentResult | undefined;
  /** The refund of a failed order: amount, to which method, when. */
  refund: RefundInfo | null;
  /** No answer could be had. */
  error: boolean;
  onRetry?: () => void;
  onPay: () => void;
  paying: boolean;
}

/** Says only what is true at each step, in one live region that screen readers announce. */
export function PaymentResultView({
  result,
  refund,
  error,
  onRetry,
  onPay,
  paying,
}: PaymentResultViewProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatMoney();
  const view = result ? orderStatusView(result.status) : null;
  const phase = view?.phase ?? null;
  const moving = phase === null || phase === 'waitingPayment' || phase === 'delivering';
  let title = t('order.result.pending');
  let text: string | null = null;
  if (error) title = t('common.loadFailed');
  else if (result && view) {
    title = t(view.phaseKey);
    text =
      phase === 'paymentFailed'
        ? [result.failureReason, result.advice].filter(Boolean).join(' ') || t('errors.payAgain')
        : t(`order.phaseText.${view.phase}`);
  }
  return (
    <div className="payment-result" data-phase={phase ?? 'loading'}>
      <div role="status" aria-live="polite" aria-atomic="true">
        <Result
          status={error ? 'warning' : phase ? RESULT_STATUS[phase] : 'info'}
          icon={moving && !error ? <Spin size="large" /> : undefined}
          title={title}
          subTitle={
            result ? (
              <>
                {text ? <p className="result-text">{text}</p> : null}
                {refund ? (
                  <p className="refund-note">
                    {t('order.refundDetail', {
                      amount: format(refund.amount),
                      method: t(`topUp.method.${refund.method}`),
                      when: formatDateTime(refund.at, i18n.resolvedLanguage ?? 'en'),
                    })}
                  </p>
                ) : null}
                <p className="result-amount">
                  {result.orderId} · {format(result.amount)}
                </p>
              </>
            ) : null
          }
        />
      </div>
      <div className="result-actions">
        {error && onRetry ? <Button onClick={onRetry}>{t('common.retry')}</Button> : null}
        {phase === 'paymentFailed' && result?.canPay ? (
          <Button type="primary" onClick={onPay} loading={paying}>
            {t('topUp.payAgain')}
          </Button>
        ) : null}
        {result ? (
          <Link to={`/orderdetail?orderId=${encodeURIComponent(result.orderId)}`}>
            {t('order.result.viewOrder')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

export default function PaymentResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const order = useOrderTracker({ outTradeNo: params.get('outTradeNo') });
  if (order.notFound)
    return (
      <PageLayout title={t('topUp.paymentResult')}>
        <NotFoundView onward={{ to: '/orderList', label: t('order.list') }} />
      </PageLayout>
    );
  return (
    <PageLayout title={t('topUp.paymentResult')}>
      <div className="card">
        <PaymentResultView
          result={order.result}
          refund={order.refund}
          error={order.failed}
          onRetry={order.reload}
          onPay={() => void order.payAgain()}
          paying={order.paying}
        />
      </div>
    </PageLayout>
  );
}
