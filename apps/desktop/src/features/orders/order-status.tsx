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

/** The spec's short label of a state; a failed order says it was refunded. */
export function useStatusLabel(): (status: OrderStatus) => string {
  const { t } = useTranslation();
  return (status) => t(orderStatusView(status).labelKey);
}

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const label = useStatusLabel();
  return (
    <Tag color={TONE_COLOR[orderStatusView(status).tone]} className="status-tag">
      {label(status)}
    </Tag>
  );
}
