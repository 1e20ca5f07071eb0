import { Badge, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import type { AdminStaffAccount } from '@gemlane/contract';
import { ReasonDialog } from '../../components/reason-dialog.tsx';

export interface StaffTableProps {
  accounts: AdminStaffAccount[];
  /** The signed-in admin: their own account cannot be switched off here. */
  selfEmail: string;
  loading?: boolean;
  onSetActive: (staffId: number, active: boolean, reason: string) => Promise<void>;
}

/** Staff accounts; disabling one (with a reason) ends its sessions at once. */
export function StaffTable({ accounts, selfEmail, loading, onSetActive }: StaffTableProps) {
  const [pending, setPending] = useState<{ account: AdminStaffAccount; active: boolean } | null>(
    null,
  );
  return (
    <>
      <Table<AdminStaffAccount>
        rowKey="staffId"
        loading={loading}
        dataSource={accounts}
        pagination={false}
        columns={[
          { title: 'E-mail', dataIndex: 'email' },
          { title: 'Name', dataIndex: 'name' },
          { title: 'Role', dataIndex: 'role', render: (r: string) => <Tag>{r}</Tag> },
          {
            title: 'State',
            key: 'state',
            render: (_: unknown, a) =>
              a.active ? (
                <Badge status="success" text="Active" />
              ) : (
                <Badge status="default" text="Disabled" />
              ),
          },
          {
            title: 'Enabled',
            key: 'switch',
            render: (_: unknown, a) => (
              <Switch
                checked={a.active}
                disabled={a.email === selfEmail}
                aria-label={`${a.email} enabled`}
                onChange={(active) => setPending({ account: a, active })}
              />
            ),
          },
        ]}
      />
      <ReasonDialog
        open={pending !== null}
        title={
          pending
            ? `${pending.active ? 'Enable' : 'Disable'} ${pending.account.email}`
            : 'Switch account'
        }
        okText={pending?.active ? 'Enable' : 'Disable'}
        onCancel={() => setPending(null)}
        onSubmit={async (reason) => {
          if (!pending) return;
          await onSetActive(pending.account.staffId, pending.active, reason);
          setPending(null);
        }}
      />
    </>
  );
}
