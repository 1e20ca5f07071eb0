import { Badge, Button, Space, Switch, Table } from 'antd';
import { useState, type Key } from 'react';
import type { AdminGame } from '@gemlane/contract';
import { formatMoney } from '../../components/format.ts';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { PriceDialog } from './price-dialog.tsx';

type PackageRow = AdminGame['packages'][number];

export interface CatalogTableProps {
  games: AdminGame[];
  canWrite: boolean;
  loading?: boolean;
  onSetPackageActive: (packageId: number, active: boolean, reason: string) => Promise<void>;
  onSetPackagePrice: (packageId: number, priceUsdCents: number, reason: string) => Promise<void>;
}

/** Games and their packages; admins switch a package on or off and edit its price (with a reason). */
export function CatalogTable({
  games,
  canWrite,
  loading,
  onSetPackageActive,
  onSetPackagePrice,
}: CatalogTableProps) {
  const [pending, setPending] = useState<{ pkg: PackageRow; active: boolean } | null>(null);
  const [pricing, setPricing] = useState<PackageRow | null>(null);
  // A short list (a search) opens every game; a long one waits for the reader to open a game.
  const [opened, setOpened] = useState<readonly Key[] | null>(null);
  const expandedRowKeys = opened ?? (games.length <= 3 ? games.map((g) => g.gameId) : []);
  return (
    <>
      <Table<AdminGame>
        rowKey="gameId"
        loading={loading}
        dataSource={games}
        pagination={false}
        expandable={{ expandedRowKeys, onExpandedRowsChange: setOpened, columnTitle: 'Show' }}
        columns={[
          { title: 'Game', dataIndex: 'name' },
          { title: 'Zone', dataIndex: 'zonePath' },
          {
            title: 'State',
            dataIndex: 'active',
            render: (v: boolean) =>
              v ? <Badge status="success" text="On sale" /> : <Badge status="default" text="Off" />,
          },
          { title: 'Packages', key: 'n', render: (_: unknown, g) => g.packages.length },
        ]}
        expandedRowRender={(game) => (
          <Table<PackageRow>
            size="small"
            rowKey="packageId"
            pagination={false}
            dataSource={game.packages}
            columns={[
              { title: 'Package', dataIndex: 'name' },
              {
                title: 'Price',
                dataIndex: 'priceUsdCents',
                render: (v: number, pkg) => (
                  <Space>
                    {formatMoney({ amount: v, currency: 'USD' })}
                    {canWrite && (
                      <Button
                        size="small"
                        aria-label={`Edit price of ${pkg.name}`}
                        onClick={() => setPricing(pkg)}
                      >
                        Edit price
                      </Button>
                    )}
                  </Space>
                ),
              },
              {
                title: 'On sale',
                key: 'active',
                render: (_: unknown, pkg) => (
                  <Switch
                    checked={pkg.active}
                    disabled={!canWrite}
                    aria-label={`${pkg.name} on sale`}
                    onChange={(active) => setPending({ pkg, active })}
                  />
                ),
              },
            ]}
          />
        )}
      />
      <ReasonDialog
        open={pending !== null}
        title={
          pending ? `Switch ${pending.pkg.name} ${pending.active ? 'on' : 'off'}` : 'Switch package'
        }
        okText={pending?.active ? 'Switch on' : 'Switch off'}
        onCancel={() => setPending(null)}
        onSubmit={async (reason) => {
          if (!pending) return;
          await onSetPackageActive(pending.pkg.packageId, pending.active, reason);
          setPending(null);
        }}
      />
      <PriceDialog
        pkg={pricing}
        onCancel={() => setPricing(null)}
        onSubmit={async (priceUsdCents, reason) => {
          if (!pricing) return;
          await onSetPackagePrice(pricing.packageId, priceUsdCents, reason);
          setPricing(null);
        }}
      />
    </>
  );
}
