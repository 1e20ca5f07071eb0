import type { PaymentResult } from '@gemlane/contract';
import {
  RETURN_PARAM,
  RETURN_TONE,
  returnWayOf,
  type FailedOrderHelp,
  type Message,
  type ReturnAction,
  type ReturnView,
} from '@gemlane/stores/purchase';
import { usePaymentReturn } from '@gemlane/stores/purchase/react';
import { Link, usePartnerNavigate } from '@gemlane/stores/router';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { resultIcon } from '../../adapters/icon-defaults.tsx';
import { useFormatMoney } from '../../components/money.tsx';
import { useMessageText } from '../../components/use-message-text.ts';
import { PageLayout } from '../../components/page-layout.tsx';
import { NotFoundView } from '../../components/not-found-view.tsx';
import { FailedOrderHelpView } from '../../components/failed-order-help.tsx';

export interface PaymentResultViewProps {
  /** The payment attempt as last read (undefined until the first answer). */
  result: PaymentResult | undefined;
  /** What the page says and offers for it (the shared rule of every way back from checkout). */
  view: ReturnView | null;
  /** The line under the headline (the bank's words after a decline). */
  text: Message | null;
  /** The refund of a failed order: amount, to which method, when. */
  refund: Message | null;
  /** A failed order: why, and check the ID or contact support. */
  failure?: FailedOrderHelp | null;
  /** No answer could be had. */
  error: boolean;
  onRetry?: () => void;
  onAction: (action: ReturnAction) => void;
  /** The action running (its button shows progress). */
  busy: ReturnAction | null;
  /** Where "Back to the game" leads. */
  gamePath: string;
}

/** Says only what is true at each step, in one live region that screen readers announce. */
export function PaymentResultView({
  result,
  view,
  text: textMessage,
  refund,
  failure = null,
  error,
  onRetry,
  onAction,
  busy,
  gamePath,
}: PaymentResultViewProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const say = useMessageText();
  const moving = !view || view.moving;
  let title = t('order.result.pending');
  let text: string | null = null;
  if (error) title = t('common.loadFailed');
  else if (result && view) {
    title = t(view.titleKey as never);
    text = textMessage ? say(textMessage) : null;
  }
  const label = (action: ReturnAction) => (view ? t(view.actionKeys[action] as never) : '');
  const tone = view ? RETURN_TONE[view.state] : 'info';
  const status = error ? 'warning' : tone === 'progress' ? 'info' : tone;
  return (
    <div className="payment-result" data-phase={view?.state ?? 'loading'}>
      <div role="status" aria-live="polite" aria-atomic="true">
        <Result
          status={status}
          icon={moving && !error ? <Spin size="large" /> : resultIcon(status)}
          title={title}
          subTitle={
            result ? (
              <>
                {text ? <p className="result-text">{text}</p> : null}
                {refund ? <p className="refund-note">{say(refund)}</p> : null}
                <FailedOrderHelpView help={failure} />
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
        {result && view
          ? view.actions.map((action, i) =>
              action === 'viewOrder' ? (
                <Link
                  key={action}
                  to={`/orderdetail?orderId=${encodeURIComponent(result.orderId)}`}
                >
                  {label('viewOrder')}
                </Link>
              ) : action === 'backToGame' ? (
                <Link key={action} to={gamePath}>
                  {label('backToGame')}
                </Link>
              ) : (
                <Button
                  key={action}
                  type={i === 0 ? 'primary' : 'default'}
                  danger={action === 'cancelOrder'}
                  loading={busy === action}
                  disabled={busy !== null && busy !== action}
                  onClick={() => onAction(action)}
                >
                  {label(action)}
                </Button>
              ),
            )
          : null}
      </div>
    </div>
  );
}

export default function PaymentResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = usePartnerNavigate();
  const back = usePaymentReturn({
    outTradeNo: params.get('outTradeNo'),
    way: returnWayOf(params.get(RETURN_PARAM)),
    navigate: (path) => void navigate(path),
  });
  const order = back.tracker;
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
          view={back.view}
          text={back.text}
          refund={order.refundMessage}
          failure={order.failure}
          error={order.failed}
          onRetry={order.reload}
          onAction={back.run}
          busy={back.busy}
          gamePath={back.gamePath}
        />
      </div>
    </PageLayout>
  );
}
