import type { OrderSummary } from '@gemlane/contract';
import { isUnpaid } from '@gemlane/stores/purchase';
import { formatDateTime } from '@gemlane/i18n';
import { usePartnerLink, Link } from '@gemlane/stores/router';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DesktopDialog } from '../../adapters/desktop-dialog.tsx';
import { GameLogo } from '../../components/game-logo.tsx';
import { useFormatMoney } from '../../components/money.tsx';
import { OrderStatusTag } from './order-status.tsx';

export interface OrderCardProps {
  order: OrderSummary;
  onPay: (orderId: string) => void;
  paying: boolean;
  /** Cancels an unpaid order (after the shopper confirms); absent: no cancel offered. */
  onCancel?: (orderId: string) => Promise<unknown>;
  cancelling?: boolean;
}

/** One order in the list: lines, total, state, and its actions. */
export function OrderCard({ order, onPay, paying, onCancel, cancelling }: OrderCardProps) {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState(false);
  const link = usePartnerLink();
  const format = useFormatMoney();
  const detail = link(`/orderdetail?orderId=${encodeURIComponent(order.orderId)}`);
  return (
    <article className="order-card card" aria-labelledby={`order-${order.orderId}`}>
      <header className="order-card-head">
        <span id={`order-${order.orderId}`}>
          {t('order.orderId')}: <strong>{order.orderId}</strong>
        </span>
        <span className="muted">
          {formatDateTime(order.createdAt, i18n.resolvedLanguage ?? 'en')}
        </span>
        <OrderStatusTag status={order.status} refund={order.refundStatus} />
      </header>
      <ul className="order-lines">
        {order.items.map((item) => (
          <li key={`${item.packageId}-${item.playerId}`}>
            {item.gameLogo ? <GameLogo src={item.gameLogo} size={40} /> : null}
            <span>
              <strong>{item.gameName}</strong> · {item.packageName} × {item.quantity}
            </span>
            <span className="muted">
              {t('order.playerId')}: {item.playerId}
              {item.serverId ? ` (${item.serverName ?? item.serverId})` : ''}
            </span>
          </li>
        ))}
      </ul>
      <footer className="order-card-foot">
        <span>
          {t('order.total')}: <strong>{format(order.total)}</strong>
        </span>
        <Link to={detail}>{t('topUp.viewDetail')}</Link>
        {isUnpaid(order) ? (
          <Button type="primary" onClick={() => onPay(order.orderId)} loading={paying}>
            {t('order.payNow')}
          </Button>
        ) : null}
        {order.canCancel && onCancel ? (
          <Button danger onClick={() => setAsking(true)}>
            {t('order.cancel')}
          </Button>
        ) : null}
      </footer>
      {onCancel ? (
        <DesktopDialog
          open={asking}
          title={t('order.cancel')}
          onClose={() => setAsking(false)}
          onCancel={() => setAsking(false)}
          onConfirm={async () => {
            await onCancel(order.orderId);
            setAsking(false);
          }}
          confirmLoading={cancelling}
          danger
        >
          <p>{t('order.cancelConfirm')}</p>
        </DesktopDialog>
      ) : null}
    </article>
  );
}
