import { Button, Layout, Menu, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { StaffProfile } from '@gemlane/contract';
import { can } from '../core/access.ts';

export interface ConsoleShellProps {
  staff: StaffProfile;
  onSignOut: () => void;
  children: ReactNode;
}

/** The console's frame: navigation by role, who is signed in, sign-out. */
export function ConsoleShell({ staff, onSignOut, children }: ConsoleShellProps) {
  const { pathname } = useLocation();
  const items = [
    { key: '/dashboard', label: <Link to="/dashboard">Dashboard</Link> },
    { key: '/orders', label: <Link to="/orders">Orders</Link> },
    { key: '/customers', label: <Link to="/customers">Customers</Link> },
    { key: '/catalog', label: <Link to="/catalog">Catalogue</Link> },
    ...(can(staff.role, 'coupons.manage')
      ? [{ key: '/coupons', label: <Link to="/coupons">Coupons</Link> }]
      : []),
    ...(can(staff.role, 'staff.manage')
      ? [{ key: '/staff', label: <Link to="/staff">Staff</Link> }]
      : []),
    ...(can(staff.role, 'audit.read')
      ? [{ key: '/audit', label: <Link to="/audit">Audit trail</Link> }]
      : []),
  ];
  const selected = items.find((i) => pathname.startsWith(i.key))?.key ?? '/dashboard';
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 24,
          background: '#fff',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
          Gemlane console
        </Typography.Text>
        <nav aria-label="Console" style={{ flex: 1, minWidth: 0 }}>
          <Menu mode="horizontal" selectedKeys={[selected]} items={items} />
        </nav>
        <Space>
          <Typography.Text>{staff.email}</Typography.Text>
          <Tag>{staff.role}</Tag>
          <Button size="small" onClick={onSignOut}>
            Sign out
          </Button>
        </Space>
      </Layout.Header>
      {/* antd's Content is the page's <main>. */}
      <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
    </Layout>
  );
}
