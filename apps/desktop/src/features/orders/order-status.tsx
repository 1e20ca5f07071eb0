import type { OrderStatus } from '@gemlane/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

// The i18n key of each order state's label (spec section 4 labels).
const STATUS_KEY = {
  paying: 'order.status.paying',
  paymentPending: 'order.status.paymentPending',
  checking: 'order.status.checking',
  processing: 'order.status.processing',
  complete: 'order.status.complete',
  paymentFailed: 'order.status.paymentFailed',
  fail: 'order.status.fail',
  cancelled: 'order.status.cancelOrder',
} as const satisfies Record<OrderStatus, string>;

const STATUS_COLOR: Record<OrderStatus, string> = {
  paying: 'gold',
  paymentPending: 'gold',
  checking: 'blue',
  processing: 'blue',
  complete: 'green',
  paymentFailed: 'red',
  fail: 'red',
  cancelled: 'default',
};

export function useStatusLabel(): (status: OrderStatus) => string {
  const { t } = useTranslation();
  return (status) => t(STATUS_KEY[status]);
}

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const label = useStatusLabel();
  return (
    <Tag color={STATUS_COLOR[status]} className="status-tag">
      {label(status)}
    </Tag>
  );
}
