import { Badge, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminCoupon } from '@gemlane/contract';
import { formatMoney } from '../../components/format.ts';
import { ReasonDialog } from '../../components/reason-dialog.tsx';

export interface CouponsTableProps {
  coupons: AdminCoupon[];
  loading?: boolean;
  onSetActive: (templateId: number, active: boolean, reason: string) => Promise<void>;
}

const usd = (cents: number) => formatMoney({ amount: cents, currency: 'USD' });

/** What a coupon takes off, e.g. "US$1.50 off" or "10% off (at most US$5.00)". */
export function couponTerms(c: AdminCoupon): string {
  const off =
    c.kind === 'amount'
      ? `${usd(c.offAmountUsd ?? 0)} off`
      : `${c.offPercent ?? 0}% off${c.capUsd !== null ? ` (at most ${usd(c.capUsd)})` : ''}`;
  return c.minimumOrderUsd > 0 ? `${off} from ${usd(c.minimumOrderUsd)}` : off;
}

/** Every coupon with its use (claimed, used, by which orders); disabling one asks why. */
export function CouponsTable({ coupons, loading, onSetActive }: CouponsTableProps) {
  const [pending, setPending] = useState<{ coupon: AdminCoupon; active: boolean } | null>(null);
  return (
    <>
      <Table<AdminCoupon>
        rowKey="templateId"
        loading={loading}
        dataSource={coupons}
        pagination={false}
        expandable={{
          columnTitle: 'Orders',
          rowExpandable: (c) => c.orders.length > 0,
          expandedRowRender: (c) => (
            <ul aria-label={`Orders that use ${c.code}`} style={{ margin: 0 }}>
              {c.orders.map((o) => (
                <li key={o.orderId}>
                  <Link
                    to={`/orders/${encodeURIComponent(o.orderId)}`}
                    style={{ textDecoration: 'underline' }}
                  >
                    {o.orderId}
                  </Link>{' '}
                  <Typography.Text type="secondary">
                    {new Date(o.usedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC
                  </Typography.Text>
                </li>
              ))}
            </ul>
          ),
        }}
        columns={[
          { title: 'Code', dataIndex: 'code' },
          { title: 'Name', dataIndex: 'name' },
          { title: 'Terms', key: 'terms', render: (_: unknown, c) => couponTerms(c) },
          { title: 'Valid (days)', dataIndex: 'validDays' },
          {
            title: 'Claimed',
            key: 'claimed',
            render: (_: unknown, c) =>
              c.totalQuantity === null ? c.claimed : `${c.claimed} of ${c.totalQuantity}`,
          },
          { title: 'Used', dataIndex: 'used' },
          {
            title: 'State',
            key: 'state',
            render: (_: unknown, c) =>
              c.active ? (
                <Badge status="success" text="Active" />
              ) : (
                <Badge status="default" text="Disabled" />
              ),
          },
          {
            title: 'Enabled',
            key: 'switch',
            render: (_: unknown, c) => (
              <Switch
                checked={c.active}
                aria-label={`${c.code} enabled`}
                onChange={(active) => setPending({ coupon: c, active })}
              />
            ),
          },
        ]}
      />
      <ReasonDialog
        open={pending !== null}
        title={
          pending
            ? `${pending.active ? 'Enable' : 'Disable'} ${pending.coupon.code}`
            : 'Switch coupon'
        }
        okText={pending?.active ? 'Enable' : 'Disable'}
        onCancel={() => setPending(null)}
        onSubmit={async (reason) => {
          if (!pending) return;
          await onSetActive(pending.coupon.templateId, pending.active, reason);
          setPending(null);
        }}
      />
    </>
  );
}
