import { App, Empty, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { SearchBox } from '../../components/search-box.tsx';
import { can } from '../../core/access.ts';
import { useConsole, useStaff } from '../../core/console-context.tsx';
import { useQuery } from '../../core/use-query.ts';
import { CustomerView } from './customer-view.tsx';

export function CustomersPage() {
  const { api } = useConsole();
  const role = useStaff()?.staff.role;
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const query = search.get('q')?.trim() ?? '';
  const found = useQuery(query ? () => api.adminCustomerFind({ query }) : null, query);
  const customer = query ? found.data?.customer : undefined;
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        Customers
      </Typography.Title>
      <SearchBox
        label="Customer e-mail or UID"
        placeholder="E-mail or UID"
        value={query}
        onSearch={(v) => setSearch(v ? { q: v } : {})}
      />
      {!query ? null : found.loading ? (
        <Spin />
      ) : customer ? (
        <CustomerView
          customer={customer}
          orders={found.data?.orders ?? []}
          audit={found.data?.audit ?? []}
          canBlock={can(role, 'customers.block')}
          onBlock={async (reason) => {
            await api.adminCustomerBlock({ uid: customer.uid, reason });
            void message.success('Blocked: signed out everywhere.');
            found.reload();
          }}
          onUnblock={async (reason) => {
            await api.adminCustomerUnblock({ uid: customer.uid, reason });
            void message.success('Unblocked.');
            found.reload();
          }}
        />
      ) : (
        <Empty description="No customer with this e-mail or UID." />
      )}
    </>
  );
}
