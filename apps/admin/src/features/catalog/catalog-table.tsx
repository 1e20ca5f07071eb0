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
  onSetGameActive: (gameId: number, active: boolean, reason: string) => Promise<void>;
  onSetPackageActive: (packageId: number, active: boolean, reason: string) => Promise<void>;
  onSetPackagePrice: (packageId: number, priceUsdCents: number, reason: string) => Promise<void>;
}

/** A switch waiting for its reason: a whole game, or one package. */
type PendingSwitch = { kind: 'game' | 'package'; id: number; name: string; active: boolean };

/**
 * Games and their packages; admins switch a game or a package on or off and edit a package's price
 * (each with a reason).
 */
export function CatalogTable({
  games,
  canWrite,
  loading,
  onSetGameActive,
  onSetPackageActive,
  onSetPackagePrice,
}: CatalogTableProps) {
  const [pending, setPending] = useState<PendingSwitch | null>(null);
  const [pricing, setPricing] = useState<PackageRow | null>(null);
  // A short list (a search) opens every game; a long one waits for the reader to open a game.
  // What the reader opened holds for this list of games (a reload after a switch keeps it); a
  // new search starts again from that rule.
  const list = games.map((g) => g.gameId).join(',');
  const [opened, setOpened] = useState<{ list: string; keys: readonly Key[] } | null>(null);
  const expandedRowKeys =
    opened?.list === list ? opened.keys : games.length <= 3 ? games.map((g) => g.gameId) : [];
  return (
    <>
      <Table<AdminGame>
        rowKey="gameId"
        loading={loading}
        dataSource={games}
        pagination={false}
        expandable={{
          expandedRowKeys,
          onExpandedRowsChange: (keys) => setOpened({ list, keys }),
          columnTitle: 'Show',
        }}
        columns={[
          { title: 'Game', dataIndex: 'name' },
          { title: 'Zone', dataIndex: 'zonePath' },
          {
            title: 'State',
            dataIndex: 'active',
            render: (v: boolean, game) => (
              <Space>
                <Switch
                  size="small"
                  checked={v}
                  disabled={!canWrite}
                  aria-label={`${game.name} on sale`}
                  onChange={(active) =>
                    setPending({ kind: 'game', id: game.gameId, name: game.name, active })
                  }
                />
                {v ? (
                  <Badge status="success" text="On sale" />
                ) : (
                  <Badge status="default" text="Off" />
                )}
              </Space>
            ),
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
                    onChange={(active) =>
                      setPending({ kind: 'package', id: pkg.packageId, name: pkg.name, active })
                    }
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
          pending
            ? `Switch ${pending.kind === 'game' ? 'the game ' : ''}${pending.name} ${pending.active ? 'on' : 'off'}`
            : 'Switch'
        }
        okText={pending?.active ? 'Switch on' : 'Switch off'}
        onCancel={() => setPending(null)}
        onSubmit={async (reason) => {
          if (!pending) return;
          const set = pending.kind === 'game' ? onSetGameActive : onSetPackageActive;
          await set(pending.id, pending.active, reason);
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
