import type { OrderSummary } from '@gemlane/contract';
import { isUnpaid, playerLabel } from '@gemlane/stores/purchase';
import { useTranslation } from 'react-i18next';
import { Button } from '../../adapters/kit.ts';
import { useFormat } from '../../components/hooks/use-format.ts';
import { OrderStatusTag } from '../../components/order-status/order-status-tag.tsx';
import styles from './orders.module.css';

export interface OrderCardProps {
  order: OrderSummary;
  onOpen: () => void;
  /** Shown only when the server allows paying (never for a cancelled order). */
  onPay?: () => void;
  /** Cancels an unpaid order (the page asks first); shown only when the server allows it. */
  onCancel?: () => void;
  /** A pay or cancel of this order is running. */
  busy?: boolean;
}

/** One order in the list: first item, state, total, time and its actions. */
export function OrderCard({ order, onOpen, onPay, onCancel, busy }: OrderCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const first = order.items[0];
  const more = order.items.length - 1;
  // Never for a cancelled order, whatever a stale answer says.
  const payable = Boolean(onPay) && isUnpaid(order);
  return (
    <article className={styles.card}>
      <button type="button" className={styles.cardMain} onClick={onOpen}>
        <div className={styles.cardHead}>
          <span className={styles.orderId}>{order.orderId}</span>
          <OrderStatusTag status={order.status} refund={order.refundStatus} />
        </div>
        {first ? (
          <div className={styles.item}>
            {first.gameLogo ? <img className={styles.logo} src={first.gameLogo} alt="" /> : null}
            <div className={styles.itemText}>
              <strong>
                {first.packageName} × {first.quantity}
              </strong>
              <span className={styles.meta}>{first.gameName}</span>
              <span className={styles.meta}>
                {t('order.playerId')}: {playerLabel(first)} · {first.roleName}
              </span>
              {more > 0 ? (
                <span className={styles.meta}>{t('mobile.orders.moreItems', { count: more })}</span>
              ) : null}
            </div>
          </div>
        ) : null}
        <div className={styles.cardFoot}>
          <span className={styles.meta}>{format.dateTime(order.createdAt)}</span>
          <span className={styles.total}>{format.money(order.total)}</span>
        </div>
      </button>
      {payable || (onCancel && order.canCancel) ? (
        <div className={styles.actions}>
          {onCancel && order.canCancel ? (
            <Button size="small" className={styles.action} onClick={onCancel} disabled={busy}>
              {t('order.cancel')}
            </Button>
          ) : null}
          {payable ? (
            <Button
              size="small"
              color="primary"
              className={styles.action}
              onClick={onPay}
              loading={busy}
            >
              {t('order.payNow')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
