import { Button, Card, Descriptions, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminAuditRow, AdminCustomer, AdminOrderRow } from '@gemlane/contract';
import { AuditTable } from '../../components/audit-table.tsx';
import { formatMoney, formatTime } from '../../components/format.ts';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { StatusTag } from '../../components/status-tag.tsx';

export interface CustomerViewProps {
  customer: AdminCustomer;
  orders: AdminOrderRow[];
  audit: AdminAuditRow[];
  canBlock: boolean;
  onBlock: (reason: string) => Promise<void>;
  onUnblock: (reason: string) => Promise<void>;
}

/** A shopper, their latest orders and what staff did to the account. */
export function CustomerView({
  customer,
  orders,
  audit,
  canBlock,
  onBlock,
  onUnblock,
}: CustomerViewProps) {
  const [dialog, setDialog] = useState<'block' | 'unblock' | null>(null);
  const blocked = customer.blocked !== null;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {customer.email ?? customer.nickname}{' '}
            {blocked ? <Typography.Text type="danger">(Blocked)</Typography.Text> : null}
          </Typography.Title>
        }
        extra={
          canBlock ? (
            blocked ? (
              <Button onClick={() => setDialog('unblock')}>Unblock</Button>
            ) : (
              <Button danger onClick={() => setDialog('block')}>
                Block
              </Button>
            )
          ) : null
        }
      >
        <Descriptions size="small" column={3} bordered>
          <Descriptions.Item label="UID">{customer.uid}</Descriptions.Item>
          <Descriptions.Item label="Nickname">{customer.nickname}</Descriptions.Item>
          <Descriptions.Item label="Signs in with">{customer.loginType}</Descriptions.Item>
          <Descriptions.Item label="Language">{customer.language}</Descriptions.Item>
          <Descriptions.Item label="Since">{formatTime(customer.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="Block">
            {customer.blocked
              ? `${customer.blocked.reason} (${formatTime(customer.blocked.blockedAt)})`
              : 'Not blocked'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Orders">
        <Table<AdminOrderRow>
          size="small"
          rowKey="orderId"
          pagination={false}
          dataSource={orders}
          columns={[
            {
              title: 'Order',
              dataIndex: 'orderId',
              render: (id: string) => <Link to={`/orders/${id}`}>{id}</Link>,
            },
            { title: 'Created', dataIndex: 'createdAt', render: (v: string) => formatTime(v) },
            {
              title: 'Status',
              dataIndex: 'status',
              render: (v: AdminOrderRow['status']) => <StatusTag status={v} />,
            },
            {
              title: 'Total',
              dataIndex: 'total',
              render: (v: AdminOrderRow['total']) => formatMoney(v),
            },
            { title: 'Game', dataIndex: 'gameName' },
            { title: 'Player ID', dataIndex: 'playerId' },
          ]}
        />
      </Card>
      <Card title="Audit trail of this customer">
        <AuditTable rows={audit} />
      </Card>
      <ReasonDialog
        open={dialog !== null}
        title={dialog === 'block' ? 'Block this shopper' : 'Unblock this shopper'}
        okText={dialog === 'block' ? 'Block' : 'Unblock'}
        onCancel={() => setDialog(null)}
        onSubmit={async (reason) => {
          await (dialog === 'block' ? onBlock(reason) : onUnblock(reason));
          setDialog(null);
        }}
      />
    </Space>
  );
}
