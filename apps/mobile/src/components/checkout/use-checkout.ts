import { loadPage } from '@gemlane/stores/router/core';
import type { PayMethod } from '@gemlane/contract';
import { useCallback, useState } from 'react';
import { useApi } from '../../adapters/api-context.tsx';

export interface CheckoutLine {
  packageId: number;
  quantity: number;
  playerId: string;
  serverId?: string;
  roleName: string;
}

/** Where the sandbox checkout sends the shopper back (spec: /payment-result?outTradeNo=...). */
export function paymentReturnUrl(origin: string = window.location.origin): string {
  return `${origin}/payment-result`;
}

function idempotencyKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Creates the order and opens the provider's hosted checkout in this page. */
export function useCheckout() {
  const api = useApi();
  const [submitting, setSubmitting] = useState(false);
  const checkout = useCallback(
    async (input: { items: CheckoutLine[]; payMethod: PayMethod; couponId?: number | null }) => {
      setSubmitting(true);
      try {
        const started = await api.createOrder({
          idempotencyKey: idempotencyKey(),
          items: input.items,
          payMethod: input.payMethod,
          couponId: input.couponId ?? undefined,
          returnUrl: paymentReturnUrl(),
        });
        loadPage(started.payUrl);
        return started;
      } finally {
        setSubmitting(false);
      }
    },
    [api],
  );
  return { checkout, submitting };
}

/** Opens a new payment for an unpaid order; never offered for a cancelled one (the server refuses too). */
export function usePayAgain() {
  const api = useApi();
  const [paying, setPaying] = useState(false);
  const payAgain = useCallback(
    async (orderId: string) => {
      setPaying(true);
      try {
        const started = await api.payAgain({
          orderId,
          idempotencyKey: idempotencyKey(),
          returnUrl: paymentReturnUrl(),
        });
        loadPage(started.payUrl);
      } finally {
        setPaying(false);
      }
    },
    [api],
  );
  return { payAgain, paying };
}
