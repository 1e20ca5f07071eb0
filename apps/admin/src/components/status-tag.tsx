import { Badge } from 'antd';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@gemlane/contract';

type BadgeStatus = 'default' | 'processing' | 'success' | 'warning' | 'error';

const STATES: Record<OrderStatus, BadgeStatus> = {
  paying: 'default',
  paymentPending: 'warning',
  checking: 'processing',
  processing: 'processing',
  complete: 'success',
  paymentFailed: 'error',
  fail: 'error',
  cancelled: 'default',
};

/** The status as a coloured dot and its label in body text (the label carries the meaning). */
export function StatusTag({ status }: { status: OrderStatus }) {
  return <Badge status={STATES[status]} text={ORDER_STATUS_LABELS[status]} />;
}
