import { Table, Tag, Typography } from 'antd';
import type { AdminAuditRow } from '@gemlane/contract';
import { formatTime } from './format.ts';

export interface AuditTableProps {
  rows: AdminAuditRow[];
  loading?: boolean;
  /** Server-side paging; without it the table shows every row it got. */
  pagination?: { page: number; pageSize: number; total: number; onChange: (page: number) => void };
  caption?: string;
}

const change = (v: Record<string, unknown> | null) =>
  v ? <Typography.Text code>{JSON.stringify(v)}</Typography.Text> : '—';

/** The audit trail: who, role, action, target, before and after, reason, when, from where. */
export function AuditTable({ rows, loading, pagination, caption }: AuditTableProps) {
  return (
    <Table<AdminAuditRow>
      size="small"
      rowKey="id"
      loading={loading}
      dataSource={rows}
      title={caption ? () => caption : undefined}
      pagination={
        pagination
          ? {
              current: pagination.page,
              pageSize: pagination.pageSize,
              total: pagination.total,
              onChange: pagination.onChange,
              showSizeChanger: false,
            }
          : false
      }
      columns={[
        { title: 'When', dataIndex: 'createdAt', render: (v: string) => formatTime(v) },
        { title: 'Who', dataIndex: 'staffEmail' },
        { title: 'Role', dataIndex: 'role', render: (v: string) => <Tag>{v}</Tag> },
        { title: 'Action', dataIndex: 'action' },
        {
          title: 'Target',
          key: 'target',
          render: (_: unknown, r) => `${r.targetType} ${r.targetId}`,
        },
        { title: 'Before', dataIndex: 'before', render: change },
        { title: 'After', dataIndex: 'after', render: change },
        { title: 'Reason', dataIndex: 'reason', render: (v: string | null) => v ?? '—' },
        { title: 'Address', dataIndex: 'ip' },
      ]}
    />
  );
}
