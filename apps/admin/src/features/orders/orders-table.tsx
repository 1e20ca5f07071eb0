import { Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { Link } from 'react-router';
import type { AdminOrderRow } from '@gemlane/contract';
import { formatMoney, formatTime } from '../../components/format.ts';
import { StatusTag } from '../../components/status-tag.tsx';

export interface OrdersTableProps {
  rows: AdminOrderRow[];
  total: number;
  /** There are more matches than `total` (the server stops counting). */
  totalCapped?: boolean;
  page: number;
  pageSize: number;
  sort: 'createdAt' | 'total' | 'status';
  order: 'asc' | 'desc';
  loading?: boolean;
  onChange: (next: {
    page: number;
    pageSize: number;
    sort: 'createdAt' | 'total' | 'status';
    order: 'asc' | 'desc';
  }) => void;
}

const SORTABLE = new Set(['createdAt', 'total', 'status']);

/** One page of orders; paging and sorting happen on the server. */
export function OrdersTable(props: OrdersTableProps) {
  const sortOrder = (key: string) =>
    props.sort === key ? (props.order === 'asc' ? 'ascend' : 'descend') : null;
  return (
    <Table<AdminOrderRow>
      size="middle"
      rowKey="orderId"
      loading={props.loading}
      dataSource={props.rows}
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (n) => (props.totalCapped ? `more than ${n} orders` : `${n} orders`),
      }}
      onChange={(pagination, _filters, sorter) => {
        const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<AdminOrderRow>;
        const key = String(s?.columnKey ?? '');
        props.onChange({
          page: pagination.current ?? 1,
          pageSize: pagination.pageSize ?? props.pageSize,
          sort: s?.order && SORTABLE.has(key) ? (key as OrdersTableProps['sort']) : 'createdAt',
          order: s?.order === 'ascend' ? 'asc' : 'desc',
        });
      }}
      columns={[
        {
          title: 'Order',
          dataIndex: 'orderId',
          render: (id: string) => <Link to={`/orders/${id}`}>{id}</Link>,
        },
        {
          title: 'Created',
          key: 'createdAt',
          dataIndex: 'createdAt',
          sorter: true,
          sortOrder: sortOrder('createdAt'),
          render: (v: string) => formatTime(v),
        },
        {
          title: 'Status',
          key: 'status',
          dataIndex: 'status',
          sorter: true,
          sortOrder: sortOrder('status'),
          render: (v: AdminOrderRow['status']) => <StatusTag status={v} />,
        },
        {
          title: 'Total',
          key: 'total',
          dataIndex: 'total',
          sorter: true,
          sortOrder: sortOrder('total'),
          align: 'right',
          render: (v: AdminOrderRow['total']) => formatMoney(v),
        },
        { title: 'Game', dataIndex: 'gameName' },
        { title: 'Package', dataIndex: 'packageName' },
        { title: 'Player ID', dataIndex: 'playerId' },
        { title: 'E-mail', dataIndex: 'email', render: (v: string | null) => v ?? '—' },
      ]}
    />
  );
}
