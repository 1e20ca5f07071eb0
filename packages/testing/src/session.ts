import { randomUUID } from 'node:crypto';
import type { APIRequest, APIRequestContext, Page } from '@playwright/test';
import { luhnCheckDigit } from '@gemlane/contract';
import { mailedCode } from './mailbox.ts';

/** The seeded demo account (apps/server seed). */
export const DEMO = { email: 'demo@gemlane.test', password: 'Gemlane#2025' } as const;
/** A Mobile Legends player the sandbox publisher knows (apps/server sandbox-players.ts). */
export const MLBB_PLAYER = { playerId: '12345678', serverId: '2001', roleName: 'Layla Main' };

/**
 * An address no other test uses, even one started in the same millisecond by another worker (the
 * server allows one code per address a minute, so two seeds sharing one get a 429).
 */
export function freshEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}@example.com`;
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T | null;
}

async function call<T>(
  request: APIRequestContext,
  url: string,
  data: unknown,
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = token ? { 'x-auth-token': token } : {};
  const res =
    data === undefined
      ? await request.get(url, { headers })
      : await request.post(url, { data, headers });
  const body = (await res.json()) as Envelope<T>;
  if (!body.data) throw new Error(`${url}: ${body.code} ${body.message}`);
  return body.data;
}

/**
 * An API context from a client address of its own in `net` (a documentation /24 such as
 * '192.0.2'): the server's per-address limits met by one suite or a retried worker spare the next.
 */
export function apiFromFreshAddress(
  request: APIRequest,
  baseURL: string | undefined,
  net: string,
): Promise<APIRequestContext> {
  return request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `${net}.${Math.floor(Math.random() * 250) + 1}` },
  });
}

/** Logs the demo account in through the API (one call per file: logins are rate-limited). */
export async function demoToken(request: APIRequestContext, api = ''): Promise<string> {
  const data = await call<{ authToken: string }>(
    request,
    `${api}/api/common/auth/emailLogin`,
    DEMO,
  );
  return data.authToken;
}

/** Starts the page with the session already stored, as after a login. */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((t) => window.localStorage.setItem('authToken', t), token);
}

/** Creates an unpaid Mobile Legends order for the token's account; returns its ids. */
export async function createOrder(
  request: APIRequestContext,
  token: string,
  returnOrigin: string,
  api = '',
): Promise<{ orderId: string; outTradeNo: string; payUrl: string }> {
  const zone = await call<{
    game: { gameId: number };
    packages: { packageId: number; price: { amount: number } }[];
  }>(
    request,
    `${api}/api/common/game/getGameZone?gameZonePath=mobile-legends-bang-bang`,
    undefined,
  );
  const role = await call<{ roleName: string }>(
    request,
    `${api}/api/order/checkRole`,
    {
      gameZonePath: 'mobile-legends-bang-bang',
      playerId: MLBB_PLAYER.playerId,
      serverId: MLBB_PLAYER.serverId,
    },
    token,
  );
  // Card payments are $10 to $500 (docs/product.md §9): the first package in that range (USD cents).
  const pack = zone.packages.find((p) => p.price.amount >= 1_000 && p.price.amount <= 50_000);
  if (!pack) throw new Error('no Mobile Legends package between $10 and $500');
  return call(
    request,
    `${api}/api/order/create`,
    {
      idempotencyKey: `proof-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      items: [
        {
          packageId: pack.packageId,
          quantity: 1,
          playerId: MLBB_PLAYER.playerId,
          serverId: MLBB_PLAYER.serverId,
          roleName: role.roleName,
        },
      ],
      payMethod: 'card',
      returnUrl: `${returnOrigin}/home`,
    },
    token,
  );
}

/** A real blog id from the server's list. */
export async function firstBlogId(request: APIRequestContext, api = ''): Promise<number> {
  const data = await call<{ list: { blogId: number }[] }>(
    request,
    `${api}/api/common/blog/list?page=1&pageSize=5`,
    undefined,
  );
  const first = data.list[0];
  if (!first) throw new Error('the server has no blog post');
  return first.blogId;
}

/** Registers a fresh account through the API with the code from the dev mailbox. */
export async function registerAccount(
  request: APIRequestContext,
  email: string,
  password: string,
  api = '',
): Promise<string> {
  // Answers with no data by design (it never says whether the address has an account).
  const sent = await request.post(`${api}/api/common/auth/sendEmailRegisterVerification`, {
    data: { email },
  });
  if (!sent.ok()) throw new Error(`sending the code failed: ${sent.status()}`);
  const code = await mailedCode(request, email, api);
  const data = await call<{ authToken: string }>(
    request,
    `${api}/api/common/auth/verifyRegisterEmail`,
    { email, code, password },
  );
  return data.authToken;
}

/** A Luhn-valid card number the sandbox accepts (one card may serve at most 2 accounts). */
export function freshCard(): string {
  const body = `4${String(Date.now()).slice(-10)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
}
