import { ROUTES } from '@gemlane/stores/router/core';
import { describe, expect, it } from 'vitest';
import { publicCspPaths, routeAddresses, signedInCspPaths, type RouteSeed } from './routes.ts';

const SEED: RouteSeed = {
  token: 't',
  orderId: 'ord-1',
  outTradeNo: 'pay-1',
  blogId: 7,
  gameConfigId: 3,
};

describe('routeAddresses', () => {
  it('gives every route of the table a concrete address: no path parameter left, needed ids filled', () => {
    for (const route of ROUTES) {
      const addresses = routeAddresses(route, SEED, '/search');
      expect(addresses.length, route.name).toBeGreaterThan(0);
      for (const address of addresses) {
        const url = new URL(address, 'http://localhost');
        expect(url.pathname, route.name).not.toContain(':');
        // Query parameters a page reads (other than the login redirect) come with a real value.
        for (const param of route.query ?? []) {
          if (param === 'redirect') continue;
          expect(url.searchParams.get(param), `${route.name} ${param}`).toBeTruthy();
        }
      }
    }
  });

  it('uses the seeded ids and the app’s own search address', () => {
    const find = (name: string) => ROUTES.find((r) => r.name === name)!;
    expect(routeAddresses(find('OrderDetail'), SEED, '/search')).toEqual([
      '/orderdetail?orderId=ord-1',
    ]);
    expect(routeAddresses(find('BlogDetail'), SEED, '/search')).toEqual(['/blog/7']);
    expect(routeAddresses(find('Search'), SEED, '/search?keyword=genshin')).toEqual([
      '/search?keyword=genshin',
    ]);
  });
});

describe('CSP walk pages', () => {
  it('visits 7 pages logged out (the app’s search address among them) and 6 logged in', () => {
    expect(publicCspPaths('/search?keyword=genshin')).toContain('/search?keyword=genshin');
    expect(publicCspPaths('/search')).toHaveLength(7);
    expect(signedInCspPaths('ord-1')).toEqual(
      expect.arrayContaining(['/orderdetail?orderId=ord-1']),
    );
    expect(signedInCspPaths('ord-1')).toHaveLength(6);
  });
});
