import { App, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { SearchBox } from '../../components/search-box.tsx';
import { can } from '../../core/access.ts';
import { useConsole, useStaff } from '../../core/console-context.tsx';
import { useQuery } from '../../core/use-query.ts';
import { CatalogTable } from './catalog-table.tsx';

export function CatalogPage() {
  const { api } = useConsole();
  const role = useStaff()?.staff.role;
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const query = search.get('q')?.trim() ?? '';
  const games = useQuery(() => api.adminCatalog(query ? { query } : {}), query);
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        Catalogue
      </Typography.Title>
      <SearchBox
        label="Game name"
        placeholder="Game name"
        value={query}
        onSearch={(v) => setSearch(v ? { q: v } : {})}
      />
      <CatalogTable
        games={games.data ?? []}
        loading={games.loading}
        canWrite={can(role, 'catalog.write')}
        onSetGameActive={async (gameId, active, reason) => {
          await api.adminSetGameActive({ gameId, active, reason });
          void message.success(
            active ? 'Game on sale.' : 'Game switched off: the shop no longer shows it.',
          );
          games.reload();
        }}
        onSetPackageActive={async (packageId, active, reason) => {
          await api.adminSetPackageActive({ packageId, active, reason });
          void message.success(active ? 'Package on sale.' : 'Package switched off.');
          games.reload();
        }}
        onSetPackagePrice={async (packageId, priceUsdCents, reason) => {
          await api.adminSetPackagePrice({ packageId, priceUsdCents, reason });
          void message.success('Price saved: the shop shows it now.');
          games.reload();
        }}
      />
    </>
  );
}
