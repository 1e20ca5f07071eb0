import type { OrderDetail } from '@gemlane/contract';
import { formatDateTime } from '@gemlane/i18n';
import { orderStatusView, type FailedOrderHelp, type Message } from '@gemlane/stores/purchase';
import { Alert, Button, Descriptions, Timeline, type AlertProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DesktopDialog } from '../../adapters/desktop-dialog.tsx';
import { FailedOrderHelpView } from '../../components/failed-order-help.tsx';
import { GameLogo } from '../../components/game-logo.tsx';
import { useFormatDiscount, useFormatMoney } from '../../components/money.tsx';
import { useMessageText } from '../../components/use-message-text.ts';
import { OrderStatusTag, useStatusLabel } from './order-status.tsx';

const ALERT_TYPE: Record<ReturnType<typeof orderStatusView>['tone'], AlertProps['type']> = {
  waiting: 'warning',
  active: 'info',
  success: 'success',
  danger: 'error',
  neutral: 'info',
};

const TIMELINE_COLOR: Record<ReturnType<typeof orderStatusView>['tone'], string> = {
  waiting: 'gold',
  active: 'blue',
  success: 'green',
  danger: 'red',
  neutral: 'gray',
};

export interface OrderDetailViewProps {
  order: OrderDetail;
  /** The refund of a failed order (amount, method, when), or null. */
  refund: Message | null;
  /** A failed order: why, and check the ID or contact support. */
  failure?: FailedOrderHelp | null;
  onPay: () => void;
  paying: boolean;
  onCancel: () => Promise<void>;
  cancelling: boolean;
}

/** One order: state, lines, money, the state timeline, payment attempts and the refund. */
export function OrderDetailView({
  order,
  refund: refundMessage,
  failure = null,
  onPay,
  paying,
  onCancel,
  cancelling,
}: OrderDetailViewProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatMoney();
  const discount = useFormatDiscount();
  const label = useStatusLabel();
  const lng = i18n.resolvedLanguage ?? 'en';
  const [asking, setAsking] = useState(false);
  const view = orderStatusView(order.status, order.refund?.status);
  const say = useMessageText();
  const refund = refundMessage ? say(refundMessage) : null;
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('order.detail')}</h1>
        <OrderStatusTag status={order.status} refund={order.refund?.status} />
      </div>
      {/* What is true now, announced as the order moves on by itself. */}
      <div role="status" aria-live="polite" aria-atomic="true" className="block-gap">
        <Alert
          type={ALERT_TYPE[view.tone]}
          showIcon
          title={t(view.phaseKey)}
          description={
            <>
              <span>{t(`order.phaseText.${view.phase}`)}</span>
              {refund ? <span className="refund-note"> {refund}</span> : null}
              <FailedOrderHelpView help={failure} />
            </>
          }
        />
      </div>
      <div className="zone-body">
        <div className="zone-main">
          <section className="card" aria-label={t('topUp.items')}>
            <Descriptions
              column={2}
              items={[
                { key: 'id', label: t('order.orderId'), children: order.orderId },
                {
                  key: 'time',
                  label: t('order.createdAt'),
                  children: formatDateTime(order.createdAt, lng),
                },
                {
                  key: 'pay',
                  label: t('order.paymentMethod'),
                  children: t(`topUp.method.${order.payMethod}`),
                },
              ]}
            />
            <ul className="order-lines">
              {order.items.map((item) => (
                <li key={`${item.packageId}-${item.playerId}`}>
                  {item.gameLogo ? <GameLogo src={item.gameLogo} size={48} /> : null}
                  <span>
                    <strong>{item.gameName}</strong> · {item.packageName} × {item.quantity}
                  </span>
                  <span className="muted">
                    {t('order.playerId')}: {item.playerId}
                    {item.serverId ? ` (${item.serverName ?? item.serverId})` : ''} ·{' '}
                    {item.roleName}
                  </span>
                  <span>{format(item.lineTotal)}</span>
                </li>
              ))}
            </ul>
          </section>
          <section className="card" aria-labelledby="order-timeline">
            <h2 id="order-timeline" className="section-title small">
              {t('topUp.timeline')}
            </h2>
            <Timeline
              items={order.timeline.map((entry, i) => ({
                key: i,
                color: TIMELINE_COLOR[orderStatusView(entry.status).tone],
                content: (
                  <div>
                    <strong>{label(entry.status)}</strong>{' '}
                    <span className="muted">{formatDateTime(entry.at, lng)}</span>
                    {entry.note ? <div className="muted">{entry.note}</div> : null}
                  </div>
                ),
              }))}
            />
            {refund ? <p className="refund-note">{refund}</p> : null}
          </section>
          {order.payments.length > 0 ? (
            <section className="card" aria-labelledby="order-payments">
              <h2 id="order-payments" className="section-title small">
                {t('topUp.payments')}
              </h2>
              <ul className="payment-attempts">
                {order.payments.map((pay) => (
                  <li key={pay.outTradeNo}>
                    <span>{pay.outTradeNo}</span> <span>{format(pay.amount)}</span>{' '}
                    <span>{t(`topUp.paymentStatus.${pay.status}`)}</span>
                    {pay.failureReason ? (
                      <span className="field-error-inline">{pay.failureReason}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="zone-side card" aria-label={t('topUp.summary')}>
          <dl className="price-summary">
            <div>
              <dt>{t('order.subtotal')}</dt>
              <dd>{format(order.subtotal)}</dd>
            </div>
            <div>
              <dt>{t('order.discount')}</dt>
              <dd>{discount(order.couponDiscount)}</dd>
            </div>
            <div>
              <dt>{t('order.fee')}</dt>
              <dd>{format(order.providerFee)}</dd>
            </div>
            <div className="price-total">
              <dt>{t('order.total')}</dt>
              <dd>{format(order.total)}</dd>
            </div>
          </dl>
          {order.canPay ? (
            <Button type="primary" size="large" block onClick={onPay} loading={paying}>
              {t('topUp.payAgain')}
            </Button>
          ) : null}
          {order.canCancel ? (
            <Button size="large" block danger onClick={() => setAsking(true)}>
              {t('order.cancel')}
            </Button>
          ) : null}
        </aside>
      </div>
      <DesktopDialog
        open={asking}
        title={t('order.cancel')}
        onClose={() => setAsking(false)}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          await onCancel();
          setAsking(false);
        }}
        confirmLoading={cancelling}
        danger
      >
        <p>{t('order.cancelConfirm')}</p>
      </DesktopDialog>
    </>
  );
}
