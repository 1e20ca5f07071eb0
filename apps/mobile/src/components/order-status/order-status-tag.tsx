import type { OrderStatus } from '@gemlane/contract';
import { useTranslation } from 'react-i18next';
import styles from './order-status-tag.module.css';

/** The translation key of each order state (spec section 4 labels). */
export const ORDER_STATUS_KEYS = {
  paying: 'order.status.paying',
  paymentPending: 'order.status.paymentPending',
  checking: 'order.status.checking',
  processing: 'order.status.processing',
  complete: 'order.status.complete',
  paymentFailed: 'order.status.paymentFailed',
  fail: 'order.status.fail',
  cancelled: 'order.status.cancelOrder',
} as const satisfies Record<OrderStatus, string>;

const TONE: Record<OrderStatus, 'wait' | 'work' | 'ok' | 'bad' | 'off'> = {
  paying: 'wait',
  paymentPending: 'wait',
  checking: 'work',
  processing: 'work',
  complete: 'ok',
  paymentFailed: 'bad',
  fail: 'bad',
  cancelled: 'off',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.tag} ${styles[TONE[status]]}`} data-status={status}>
      {t(ORDER_STATUS_KEYS[status])}
    </span>
  );
}
