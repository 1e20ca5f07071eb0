// A shopper's checkout through any fetch-like transport: the in-process app (`app.request`) or a
// real server on a port. Each step is one HTTP call with the contract's headers.
import { HEADER } from '@gemlane/contract';
import { goodCard, newKey, PUBG, RETURN_URL, type Shopper } from './support.ts';

export type Send = (path: string, init?: RequestInit) => Promise<Response>;

export interface Envelope<T = Record<string, unknown>> {
  status: number;
  code: number;
  data: T;
  message: string;
}

export interface PayStart {
  orderId: string;
  outTradeNo: string;
  status: string;
  payUrl: string;
  total: { amount: number; currency: string };
}

export function shopperApi(send: Send, shopper: Shopper) {
  const headers = (json: boolean): Record<string, string> => ({
    [HEADER.token]: shopper.token,
    'x-forwarded-for': shopper.ip,
    ...(json ? { 'content-type': 'application/json' } : {}),
  });
  const envelope = async <T>(res: Response): Promise<Envelope<T>> => {
    const text = await res.text();
    let body: { code?: number; data?: T; message?: string } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      body = { message: text.slice(0, 200) };
    }
    return {
      status: res.status,
      code: body.code ?? res.status,
      data: body.data as T,
      message: body.message ?? '',
    };
  };
  const post = async <T>(path: string, body: unknown) =>
    envelope<T>(
      await send(path, { method: 'POST', headers: headers(true), body: JSON.stringify(body) }),
    );
  const get = async <T>(path: string) => envelope<T>(await send(path, { headers: headers(false) }));

  return {
    checkRole: () =>
      post<{ roleName: string }>('/api/order/checkRole', {
        gameZonePath: PUBG.gameZonePath,
        playerId: PUBG.playerId,
      }),
    quote: (packageId: number, payMethod: 'card' | 'wallet') =>
      post<{ total: { amount: number; currency: string } }>('/api/order/quote', {
        items: [{ packageId, quantity: 1 }],
        payMethod,
      }),
    create: (
      packageId: number,
      payMethod: 'card' | 'wallet',
      idempotencyKey = newKey(),
      player: { playerId: string; roleName: string } = PUBG,
    ) =>
      post<PayStart>('/api/order/create', {
        idempotencyKey,
        items: [{ packageId, quantity: 1, playerId: player.playerId, roleName: player.roleName }],
        payMethod,
        returnUrl: RETURN_URL,
      }),
    /** The hosted checkout's form post (card fields for card, none for the wallet button). */
    pay: async (payUrl: string, method: 'card' | 'wallet') => {
      const url = new URL(payUrl);
      const fields = {
        sig: url.searchParams.get('sig') ?? '',
        ...(method === 'card' ? goodCard() : {}),
      };
      return send(url.pathname, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': shopper.ip,
        },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
    },
    detail: (orderId: string) =>
      get<{
        status: string;
        total: { amount: number; currency: string };
        refund: { amount: { amount: number } } | null;
        payments: { status: string; outTradeNo: string }[];
        timeline: { status: string; note: string | null }[];
      }>(`/api/order/detail?orderId=${encodeURIComponent(orderId)}`),
  };
}

/** A PUBG package the card limits accept ($10 to $500 with the fee), from the live game zone. */
export async function pickPackage(send: Send): Promise<{ id: number; priceUsd: number }> {
  const res = await send(`/api/common/game/getGameZone?gameZonePath=${PUBG.gameZonePath}`, {
    headers: { [HEADER.currency]: 'USD' },
  });
  const body = (await res.json()) as {
    data: { packages: { packageId: number; price: { amount: number } }[] };
  };
  const fit = body.data.packages
    .filter((p) => p.price.amount >= 1000 && p.price.amount <= 20_000)
    .sort((a, b) => a.price.amount - b.price.amount)[0];
  if (!fit) throw new Error('no PUBG package between $10 and $200 in the seed');
  return { id: fit.packageId, priceUsd: fit.price.amount };
}
