import { Button, Form, Input, Select, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { AuditTable } from '../../components/audit-table.tsx';
import { useConsole } from '../../core/console-context.tsx';
import { useQuery } from '../../core/use-query.ts';

const KEYS = ['staffEmail', 'action', 'targetType', 'targetId'] as const;
type Filters = Partial<Record<(typeof KEYS)[number], string>>;

export function AuditPage() {
  const { api } = useConsole();
  const [search, setSearch] = useSearchParams();
  const filters: Filters = {};
  for (const k of KEYS) {
    const v = search.get(k)?.trim();
    if (v) filters[k] = v;
  }
  const page = Math.max(1, Number(search.get('page')) || 1);
  const key = search.toString();
  const list = useQuery(() => api.adminAuditList({ ...filters, page, pageSize: 50 }), key);
  const apply = (next: Filters, nextPage = 1) => {
    const out = new URLSearchParams();
    for (const k of KEYS) if (next[k]?.trim()) out.set(k, next[k].trim());
    if (nextPage > 1) out.set('page', String(nextPage));
    setSearch(out);
  };
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        Audit trail
      </Typography.Title>
      <Form<Filters>
        key={key}
        layout="inline"
        name="audit-filters"
        initialValues={filters}
        onFinish={(v) => apply(v)}
        style={{ rowGap: 8, marginBottom: 16 }}
      >
        <Form.Item label="Staff e-mail" name="staffEmail">
          <Input />
        </Form.Item>
        <Form.Item label="Action" name="action">
          <Select
            allowClear
            style={{ width: 200 }}
            options={[
              'staff.signIn',
              'staff.signOut',
              'order.note',
              'order.retryDelivery',
              'customer.block',
              'customer.unblock',
              'package.on',
              'package.off',
            ].map((a) => ({ value: a, label: a }))}
          />
        </Form.Item>
        <Form.Item label="Target type" name="targetType">
          <Select
            allowClear
            style={{ width: 140 }}
            options={['order', 'customer', 'package', 'staff'].map((a) => ({ value: a, label: a }))}
          />
        </Form.Item>
        <Form.Item label="Target" name="targetId">
          <Input />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Filter
        </Button>
      </Form>
      <AuditTable
        rows={list.data?.list ?? []}
        loading={list.loading}
        pagination={{
          page,
          pageSize: 50,
          total: list.data?.total ?? 0,
          onChange: (p) => apply(filters, p),
        }}
      />
    </>
  );
}
