import type { OrderStatus } from '@gemlane/contract';
import { orderStatusView, type OrderTone, type RefundState } from '@gemlane/stores/purchase';
import { useTranslation } from 'react-i18next';
import styles from './order-status-tag.module.css';

// The one colour meaning of order states (packages/stores), in this app's tag styles.
const TONE_CLASS: Record<OrderTone, string> = {
  waiting: 'wait',
  active: 'work',
  success: 'ok',
  danger: 'bad',
  neutral: 'off',
};

export function OrderStatusTag({
  status,
  refund,
}: {
  status: OrderStatus;
  /** The refund's state when known (list, detail, result): a failed order says how far it got. */
  refund?: RefundState | null | undefined;
}) {
  const { t } = useTranslation();
  const view = orderStatusView(status, refund);
  return (
    <span className={`${styles.tag} ${styles[TONE_CLASS[view.tone]]}`} data-status={status}>
      {t(view.labelKey)}
    </span>
  );
}
