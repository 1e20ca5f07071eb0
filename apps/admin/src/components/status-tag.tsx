import { Tag } from 'antd';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@gemlane/contract';

const COLOURS: Record<OrderStatus, string> = {
  paying: 'default',
  paymentPending: 'gold',
  checking: 'blue',
  processing: 'geekblue',
  complete: 'green',
  paymentFailed: 'volcano',
  fail: 'red',
  cancelled: 'default',
};

export function StatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={COLOURS[status]}>{ORDER_STATUS_LABELS[status]}</Tag>;
}
