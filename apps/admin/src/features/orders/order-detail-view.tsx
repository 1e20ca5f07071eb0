import {
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  List,
  Space,
  Table,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import type { AdminOrderDetail } from '@gemlane/contract';
import { AuditTable } from '../../components/audit-table.tsx';
import { formatMoney, formatTime } from '../../components/format.ts';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { StatusTag } from '../../components/status-tag.tsx';

export interface OrderDetailViewProps {
  detail: AdminOrderDetail;
  /** The signed-in role may add notes / retry deliveries (the server checks it again). */
  canNote: boolean;
  canRetry: boolean;
  /** The role may refund (finance, admin). */
  canRefund: boolean;
  /** The role may send the shopper's last e-mail of the order again. */
  canResendMail: boolean;
  onAddNote: (body: string) => Promise<void>;
  onRetryDelivery: (reason: string) => Promise<void>;
  onRefund: (reason: string) => Promise<void>;
  onResendMail: (reason: string) => Promise<void>;
}

/** Everything that happened to one order, and what support can do about it. */
export function OrderDetailView({
  detail,
  canNote,
  canRetry,
  canRefund,
  canResendMail,
  onAddNote,
  onRetryDelivery,
  onRefund,
  onResendMail,
}: OrderDetailViewProps) {
  const { order } = detail;
  const [retryOpen, setRetryOpen] = useState(false);
  const [refundOpen, setRefundOpen] = useState(false);
  const [resendOpen, setResendOpen] = useState(false);
  const [noteForm] = Form.useForm<{ body: string }>();
  const [noteBusy, setNoteBusy] = useState(false);
  const addNote = async ({ body }: { body: string }) => {
    setNoteBusy(true);
    try {
      await onAddNote(body.trim());
      noteForm.resetFields();
    } catch {
      // Shown by the client; the note stays typed.
    } finally {
      setNoteBusy(false);
    }
  };
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={
          <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
            Order {order.orderId}
          </Typography.Title>
        }
        extra={
          <Space>
            {canRetry ? (
              <Button disabled={!detail.canRetryDelivery} onClick={() => setRetryOpen(true)}>
                Retry delivery
              </Button>
            ) : null}
            {canResendMail ? (
              <Button onClick={() => setResendOpen(true)}>Resend e-mail</Button>
            ) : null}
            {canRefund ? (
              <Button danger disabled={!detail.canRefund} onClick={() => setRefundOpen(true)}>
                Refund
              </Button>
            ) : null}
          </Space>
        }
      >
        <Descriptions size="small" column={3} bordered>
          <Descriptions.Item label="Status">
            <StatusTag status={order.status} />
          </Descriptions.Item>
          <Descriptions.Item label="Total">{formatMoney(order.total)}</Descriptions.Item>
          <Descriptions.Item label="Paid with">{order.payMethod}</Descriptions.Item>
          <Descriptions.Item label="Subtotal">{formatMoney(order.subtotal)}</Descriptions.Item>
          <Descriptions.Item label="Coupon">{formatMoney(order.couponDiscount)}</Descriptions.Item>
          <Descriptions.Item label="Fee">{formatMoney(order.providerFee)}</Descriptions.Item>
          <Descriptions.Item label="Shopper">
            {order.email ?? '—'} (UID {order.uid})
          </Descriptions.Item>
          <Descriptions.Item label="Created">{formatTime(order.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="Delivery deadline">
            {order.fulfilmentDeadline ? formatTime(order.fulfilmentDeadline) : '—'}
          </Descriptions.Item>
        </Descriptions>
      </Card>

      <Card title="Items">
        <Table
          size="small"
          pagination={false}
          rowKey={(r) => `${r.packageName}-${r.playerId}-${r.serverId ?? ''}`}
          dataSource={detail.items}
          columns={[
            { title: 'Game', dataIndex: 'gameName' },
            { title: 'Package', dataIndex: 'packageName' },
            { title: 'Qty', dataIndex: 'quantity' },
            { title: 'Player ID', dataIndex: 'playerId' },
            { title: 'Server', dataIndex: 'serverId', render: (v: string | null) => v ?? '—' },
            { title: 'In-game name', dataIndex: 'roleName' },
            {
              title: 'Line total',
              dataIndex: 'lineTotal',
              align: 'right',
              render: (v: AdminOrderDetail['items'][number]['lineTotal']) => formatMoney(v),
            },
          ]}
        />
      </Card>

      <Card title="Timeline">
        <Timeline
          items={detail.timeline.map((e) => ({
            content: (
              <>
                <Typography.Text strong>{e.toStatus}</Typography.Text> · {e.event} ·{' '}
                {formatTime(e.createdAt)}
                {e.note ? <div>{e.note}</div> : null}
              </>
            ),
          }))}
        />
      </Card>

      <Card title="Payment events">
        <Table
          size="small"
          pagination={false}
          rowKey="outTradeNo"
          dataSource={detail.payments}
          columns={[
            { title: 'Trade no.', dataIndex: 'outTradeNo' },
            { title: 'Provider', dataIndex: 'provider' },
            { title: 'Method', dataIndex: 'method' },
            {
              title: 'Amount',
              dataIndex: 'amount',
              render: (v: AdminOrderDetail['payments'][number]['amount']) => formatMoney(v),
            },
            { title: 'Status', dataIndex: 'status' },
            {
              title: 'Failure',
              dataIndex: 'failureReason',
              render: (v: string | null) => v ?? '—',
            },
            { title: 'Updated', dataIndex: 'updatedAt', render: (v: string) => formatTime(v) },
          ]}
        />
      </Card>

      <Card title="Delivery attempts">
        <Table
          size="small"
          pagination={false}
          rowKey="jobId"
          dataSource={detail.deliveries}
          columns={[
            { title: 'Job', dataIndex: 'jobId' },
            { title: 'State', dataIndex: 'status' },
            { title: 'Attempts', dataIndex: 'attempts' },
            { title: 'Last error', dataIndex: 'lastError', render: (v: string | null) => v ?? '—' },
            { title: 'Next run', dataIndex: 'runAt', render: (v: string) => formatTime(v) },
          ]}
        />
      </Card>

      <Card title="Refunds">
        <Table
          size="small"
          pagination={false}
          rowKey="createdAt"
          dataSource={detail.refunds}
          columns={[
            {
              title: 'Amount',
              dataIndex: 'amount',
              render: (v: AdminOrderDetail['refunds'][number]['amount']) => formatMoney(v),
            },
            { title: 'Reason', dataIndex: 'reason' },
            { title: 'State', dataIndex: 'status' },
            { title: 'When', dataIndex: 'createdAt', render: (v: string) => formatTime(v) },
          ]}
        />
      </Card>

      <Card title="Notes">
        <List
          dataSource={detail.notes}
          locale={{ emptyText: 'No notes yet.' }}
          renderItem={(n) => (
            <List.Item>
              <div>
                <Typography.Text strong>
                  {n.staffEmail} · {formatTime(n.createdAt)}
                </Typography.Text>
                <div>{n.body}</div>
              </div>
            </List.Item>
          )}
        />
        {canNote ? (
          <Form form={noteForm} layout="vertical" name="add-note" onFinish={(v) => void addNote(v)}>
            <Form.Item
              label="New note"
              name="body"
              rules={[
                { required: true, whitespace: true, message: 'Write the note first.' },
                { max: 2000, message: 'At most 2000 characters.' },
              ]}
            >
              <Input.TextArea rows={2} />
            </Form.Item>
            <Button htmlType="submit" loading={noteBusy}>
              Add note
            </Button>
          </Form>
        ) : null}
      </Card>

      <Card title="Audit trail of this order">
        <AuditTable rows={detail.audit} />
      </Card>

      <ReasonDialog
        open={retryOpen}
        title="Retry the delivery"
        okText="Retry delivery"
        onCancel={() => setRetryOpen(false)}
        onSubmit={async (reason) => {
          await onRetryDelivery(reason);
          setRetryOpen(false);
        }}
      />
      <ReasonDialog
        open={resendOpen}
        title="Send the shopper's last e-mail of this order again"
        okText="Resend e-mail"
        onCancel={() => setResendOpen(false)}
        onSubmit={async (reason) => {
          await onResendMail(reason);
          setResendOpen(false);
        }}
      />
      <ReasonDialog
        open={refundOpen}
        title={`Refund ${formatMoney(order.total)} in full`}
        okText="Refund"
        onCancel={() => setRefundOpen(false)}
        onSubmit={async (reason) => {
          await onRefund(reason);
          setRefundOpen(false);
        }}
      />
    </Space>
  );
}
