import type { OrderStatus } from '@gemlane/contract';
import { orderStatusView, type OrderTone, type RefundState } from '@gemlane/stores/purchase';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

// The one colour meaning of order states (packages/stores), in antd's tag colours.
const TONE_COLOR: Record<OrderTone, string> = {
  waiting: 'gold',
  active: 'blue',
  success: 'green',
  danger: 'red',
  neutral: 'default',
};

/**
 * The short label of a state (docs/product.md §4); a failed order says how far its refund got
 * when `refund` is known (in progress, refunded, refused).
 */
export function useStatusLabel(): (status: OrderStatus, refund?: RefundState | null) => string {
  const { t } = useTranslation();
  return (status, refund) => t(orderStatusView(status, refund).labelKey);
}

/**
 * A state, not an action: a dot before the label and no border, so "Cancel order" (the product's
 * label of a cancelled order) does not read as a button.
 */
export function OrderStatusTag({
  status,
  refund,
}: {
  status: OrderStatus;
  /** The refund's state, from the list or the detail; absent: the state's own label. */
  refund?: RefundState | null | undefined;
}) {
  const label = useStatusLabel();
  const tone = orderStatusView(status, refund).tone;
  return (
    <Tag
      color={TONE_COLOR[tone]}
      bordered={false}
      className={`status-tag status-tag-${tone}`}
      data-status={status}
    >
      <span className="status-dot" aria-hidden="true" />
      {label(status, refund)}
    </Tag>
  );
}
