// Creating the order and handing the shopper to the hosted checkout: one idempotency key per
// attempt (kept in the draft, so a retry after a timeout or a reload reuses it), transport
// failures retried with the same key, and the pending order remembered so the cart is emptied
// only once it is paid.
import { canPay, type PayMethod } from '@gemlane/contract';
import type { StoresApi } from '../api.ts';
import { attemptFor, requestOf, withRetries, type Attempt } from './attempt.ts';
import type { PendingCheckout } from './state.ts';

export interface OrderRequest {
  items: {
    packageId: number;
    quantity: number;
    playerId: string;
    serverId?: string;
    roleName: string;
  }[];
  payMethod: PayMethod;
  couponId?: number;
  returnUrl: string;
}

export async function startOrder(deps: {
  api: Pick<StoresApi, 'createOrder'>;
  request: OrderRequest;
  previous: Attempt | null;
  saveAttempt: (attempt: Attempt | null) => void;
  remember: (pending: PendingCheckout) => void;
  draftId: string;
  lineKeys: string[];
  openCheckout: (url: string) => void;
  sleep?: (ms: number) => Promise<void>;
}): Promise<void> {
  let attempt = attemptFor(deps.previous, deps.request);
  deps.saveAttempt(attempt);
  const create = (a: Attempt) =>
    withRetries(
      () => deps.api.createOrder({ ...requestOf(a, deps.request), idempotencyKey: a.key }),
      { sleep: deps.sleep },
    );
  let started = await create(attempt);
  if (!canPay(started.status)) {
    // The key's order has moved on (paid or cancelled; its coupon is free again or spent): this
    // press is a new attempt, with what the shopper asked now.
    attempt = attemptFor(null, deps.request);
    deps.saveAttempt(attempt);
    started = await create(attempt);
  }
  deps.remember({
    orderId: started.orderId,
    outTradeNo: started.outTradeNo,
    lineKeys: deps.lineKeys,
    draft: deps.draftId,
  });
  deps.openCheckout(started.payUrl);
}
