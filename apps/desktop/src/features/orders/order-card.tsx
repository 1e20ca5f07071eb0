import type { OrderSummary } from '@gemlane/contract';
import { formatDateTime } from '@gemlane/i18n';
import { usePartnerLink, Link } from '@gemlane/stores/router';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { GameLogo } from '../../components/game-logo.tsx';
import { useFormatMoney } from '../../components/money.tsx';
import { OrderStatusTag } from './order-status.tsx';

export interface OrderCardProps {
  order: OrderSummary;
  onPay: (orderId: string) => void;
  paying: boolean;
}

/** One order in the list: lines, total, state, and its actions. */
export function OrderCard({ order, onPay, paying }: OrderCardProps) {
  const { t, i18n } = useTranslation();
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
        <OrderStatusTag status={order.status} />
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
              {item.serverId ? ` (${item.serverId})` : ''}
            </span>
          </li>
        ))}
      </ul>
      <footer className="order-card-foot">
        <span>
          {t('order.total')}: <strong>{format(order.total)}</strong>
        </span>
        <Link to={detail}>{t('topUp.viewDetail')}</Link>
        {order.canPay ? (
          <Button type="primary" onClick={() => onPay(order.orderId)} loading={paying}>
            {t('order.payNow')}
          </Button>
        ) : null}
      </footer>
    </article>
  );
}
