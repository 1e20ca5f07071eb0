import type { OrderStatus } from '@gemlane/contract';
import { orderStatusView, type OrderTone } from '@gemlane/stores/purchase';
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

/** The short label of a state (docs/product.md §4); a failed order says it was refunded. */
export function useStatusLabel(): (status: OrderStatus) => string {
  const { t } = useTranslation();
  return (status) => t(orderStatusView(status).labelKey);
}

/**
 * A state, not an action: a dot before the label and no border, so "Cancel order" (the product's
 * label of a cancelled order) does not read as a button.
 */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const label = useStatusLabel();
  const tone = orderStatusView(status).tone;
  return (
    <Tag
      color={TONE_COLOR[tone]}
      bordered={false}
      className={`status-tag status-tag-${tone}`}
      data-status={status}
    >
      <span className="status-dot" aria-hidden="true" />
      {label(status)}
    </Tag>
  );
}
