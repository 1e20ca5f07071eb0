import { loadPage } from '@gemlane/stores/router/core';
import { useState } from 'react';
import { useApi } from '../../adapters/api-client.tsx';
import { newIdempotencyKey, paymentReturnUrl } from '../../components/checkout.ts';

/** Opens a new payment for an unpaid order and leaves for the hosted checkout (never for a cancelled one: the server refuses). */
export function usePayAgain(): {
  payAgain: (orderId: string) => Promise<void>;
  paying: string | null;
} {
  const api = useApi();
  const [paying, setPaying] = useState<string | null>(null);
  const payAgain = async (orderId: string) => {
    setPaying(orderId);
    try {
      const start = await api.payAgain({
        orderId,
        idempotencyKey: newIdempotencyKey(),
        returnUrl: paymentReturnUrl(),
      });
      loadPage(start.payUrl);
    } catch {
      setPaying(null);
    }
  };
  return { payAgain, paying };
}
