import { App, Card, Typography } from 'antd';
import { useConsole, useStaff } from '../../core/console-context.tsx';
import { useQuery } from '../../core/use-query.ts';
import { StaffForm } from './staff-form.tsx';
import { StaffTable } from './staff-table.tsx';

export function StaffPage() {
  const { api } = useConsole();
  const self = useStaff()?.staff.email ?? '';
  const { message } = App.useApp();
  const accounts = useQuery(() => api.adminStaffList({}), 'staff');
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        Staff accounts
      </Typography.Title>
      <StaffTable
        accounts={accounts.data ?? []}
        selfEmail={self}
        loading={accounts.loading}
        onSetActive={async (staffId, active, reason) => {
          await api.adminStaffSetActive({ staffId, active, reason });
          void message.success(active ? 'Account enabled.' : 'Account disabled: signed out.');
          accounts.reload();
        }}
      />
      <Card title="New staff account" style={{ marginTop: 24 }}>
        <StaffForm
          onCreate={async (staff) => {
            const created = await api.adminStaffCreate(staff);
            accounts.reload();
            return {
              email: created.account.email,
              totpSecret: created.totpSecret,
              otpauthUrl: created.otpauthUrl,
            };
          }}
        />
      </Card>
    </>
  );
}
