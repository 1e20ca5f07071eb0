import { HOME_PATH, LOGIN_PATH, type RouteEntry } from '@gemlane/stores/router/core';
import type { APIRequestContext } from '@playwright/test';
import { createOrder, firstBlogId, freshEmail, registerAccount } from './session.ts';

/** Real values for the parameters of the route table, created through the API. */
export interface RouteSeed {
  /** A fresh account's session, for the logged-in walk. */
  token: string;
  orderId: string;
  outTradeNo: string;
  blogId: number;
  gameConfigId: number;
}

/** The game zones every walk visits (both seeded, one with servers, one without). */
export const GAME_ZONE_PATHS = [
  '/gameZone/genshin-impact-top-up',
  '/gameZone/mobile-legends-bang-bang',
] as const;

/** Registers a fresh account with an unpaid order and reads the ids the parameterised routes need. */
export async function seedRoutes(api: APIRequestContext, returnOrigin: string): Promise<RouteSeed> {
  const token = await registerAccount(api, freshEmail('a11y'), 'A11y#2025x');
  const order = await createOrder(api, token, returnOrigin);
  const blogId = await firstBlogId(api);
  const zone = await api.get('/api/common/game/getGameZone?gameZonePath=genshin-impact-top-up');
  const { gameConfigId } = ((await zone.json()) as { data: { game: { gameConfigId: number } } })
    .data.game;
  return { token, orderId: order.orderId, outTradeNo: order.outTradeNo, blogId, gameConfigId };
}

/** The concrete addresses of a route, its parameters resolved with seeded values. */
export function routeAddresses(
  route: Pick<RouteEntry, 'name' | 'path'>,
  seed: RouteSeed,
  searchAddress: string,
): string[] {
  switch (route.name) {
    case 'GameZone':
      return [...GAME_ZONE_PATHS];
    case 'OldGameZone':
      return [`/gameZone?gameConfigId=${seed.gameConfigId}`];
    case 'Search':
      return [searchAddress];
    case 'OrderDetail':
      return [`/orderdetail?orderId=${seed.orderId}`];
    case 'PaymentResult':
      return [`/payment-result?outTradeNo=${seed.outTradeNo}`];
    case 'BlogDetail':
      return [`/blog/${seed.blogId}`];
    case 'ShortLink':
      return ['/s/genshin'];
    default:
      return [route.path];
  }
}

/** The pages the CSP walk visits logged out (the search page at the app's own address). */
export function publicCspPaths(searchAddress: string): string[] {
  return [HOME_PATH, ...GAME_ZONE_PATHS, searchAddress, '/blog-list', '/helpCenter', LOGIN_PATH];
}

/** The pages the CSP walk visits logged in, one of them the detail of a real order. */
export function signedInCspPaths(orderId: string): string[] {
  return ['/me', '/cart', '/orderList', `/orderdetail?orderId=${orderId}`, '/coupon', '/setting'];
}
