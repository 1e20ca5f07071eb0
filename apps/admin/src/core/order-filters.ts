// The order list's filters as URL search parameters and back: a filtered list is a link staff
// can share, and the server gets exactly the query the contract types.
import type { AdminOrderListQuery } from '@gemlane/contract';
import { ORDER_STATUSES } from '@gemlane/contract/constants';

export type OrderFilters = Omit<AdminOrderListQuery, 'page' | 'pageSize' | 'sort' | 'order'> & {
  page: number;
  pageSize: number;
  sort: 'createdAt' | 'total' | 'status';
  order: 'asc' | 'desc';
};

const TEXT_KEYS = ['playerId', 'email', 'tradeNo', 'providerRef', 'from', 'to'] as const;

export function filtersFromSearch(search: URLSearchParams): OrderFilters {
  const filters: OrderFilters = {
    page: Math.max(1, Number(search.get('page')) || 1),
    pageSize: [10, 20, 50, 100].includes(Number(search.get('pageSize')))
      ? Number(search.get('pageSize'))
      : 20,
    sort:
      (['createdAt', 'total', 'status'] as const).find((s) => s === search.get('sort')) ??
      'createdAt',
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
  };
  const status = search.get('status');
  if (status && (ORDER_STATUSES as readonly string[]).includes(status))
    filters.status = status as OrderFilters['status'];
  const gameId = Number(search.get('gameId'));
  if (Number.isInteger(gameId) && gameId > 0) filters.gameId = gameId;
  const currency = search.get('currency');
  if (currency && /^[A-Z]{3}$/.test(currency))
    filters.currency = currency as OrderFilters['currency'];
  for (const key of TEXT_KEYS) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

export function searchFromFilters(filters: OrderFilters): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '') continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'pageSize' && value === 20) continue;
    if (key === 'sort' && value === 'createdAt') continue;
    if (key === 'order' && value === 'desc') continue;
    out.set(key, String(value));
  }
  return out;
}

/** The request of the list call: only the filters that are set. */
export function listQuery(filters: OrderFilters): AdminOrderListQuery {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''),
  ) as AdminOrderListQuery;
}
