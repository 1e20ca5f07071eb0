import { Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useConsole } from '../../core/console-context.tsx';
import {
  filtersFromSearch,
  listQuery,
  searchFromFilters,
  type OrderFilters,
} from '../../core/order-filters.ts';
import { useQuery } from '../../core/use-query.ts';
import { OrderFiltersForm } from './order-filters-form.tsx';
import { OrdersTable } from './orders-table.tsx';

export function OrdersPage() {
  const { api } = useConsole();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const key = searchFromFilters(filters).toString();
  const list = useQuery(() => api.adminOrderList(listQuery(filters)), key);
  const update = (next: OrderFilters) => setSearch(searchFromFilters(next));
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        Orders
      </Typography.Title>
      <OrderFiltersForm key={key} value={filters} onChange={update} />
      <OrdersTable
        rows={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        totalCapped={list.data?.totalCapped ?? false}
        page={filters.page}
        pageSize={filters.pageSize}
        sort={filters.sort}
        order={filters.order}
        loading={list.loading}
        onChange={(p) => update({ ...filters, ...p })}
      />
    </>
  );
}
