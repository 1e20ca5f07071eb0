import { describe, expect, it } from 'vitest';
import { filtersFromSearch, listQuery, searchFromFilters } from './order-filters.ts';

describe('order filters in the address', () => {
  it('reads what is valid and drops what is not', () => {
    const f = filtersFromSearch(
      new URLSearchParams(
        'status=checking&gameId=7&currency=JPY&email=a@b.c&page=3&pageSize=999&sort=bogus',
      ),
    );
    expect(f).toEqual({
      status: 'checking',
      gameId: 7,
      currency: 'JPY',
      email: 'a@b.c',
      page: 3,
      pageSize: 20,
      sort: 'createdAt',
      order: 'desc',
    });
    expect(filtersFromSearch(new URLSearchParams('status=lost&gameId=-1')).status).toBeUndefined();
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const f = filtersFromSearch(new URLSearchParams('playerId=10000001&order=asc'));
    const search = searchFromFilters(f);
    expect(search.toString()).toBe('order=asc&playerId=10000001');
    const byRef = filtersFromSearch(new URLSearchParams('providerRef=pi_3Nabc'));
    expect(byRef.providerRef).toBe('pi_3Nabc');
    expect(filtersFromSearch(searchFromFilters(byRef))).toEqual(byRef);
    expect(filtersFromSearch(search)).toEqual(f);
    expect(listQuery(f)).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'createdAt',
      order: 'asc',
      playerId: '10000001',
    });
  });
});
