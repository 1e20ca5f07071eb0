import { loadPage } from '@gemlane/stores/router/core';
import type { PayMethod } from '@gemlane/contract';
import { useAtom } from 'jotai';
import { lazy, useState } from 'react';
import { useApi } from '../../adapters/api-client.tsx';
import { cartAtom, removeLine, setLineQuantity } from '../../components/cart-store.ts';
import { newIdempotencyKey, paymentReturnUrl } from '../../components/checkout.ts';
import { useRequest } from '../../components/use-request.ts';

// The cart needs a login: a logged-out visitor is sent to /login before this page renders, so the
// view (antd Select, Radio, InputNumber and the price summary) loads only for shoppers who see it.
const loadCartView = () => import('./cart-view.tsx');
const CartView = lazy(() => loadCartView().then((m) => ({ default: m.CartView })));

export default function CartPage() {
  const api = useApi();
  const [lines, setLines] = useAtom(cartAtom);
  const [payMethod, setPayMethod] = useState<PayMethod>('card');
  const [couponId, setCouponId] = useState<number | undefined>(undefined);
  const [checkingOut, setCheckingOut] = useState(false);
  const methods = useRequest(() => api.paymentMethods(), [api]);
  const coupons = useRequest(
    () =>
      api
        .couponList({ status: 'available', page: 1, pageSize: 50 }, { hideError: true })
        .then((p) => p.list),
    [api],
  );
  const items = lines.map((l) => ({ packageId: l.packageId, quantity: l.quantity }));
  const quote = useRequest(
    () => api.quoteOrder({ items, couponId, payMethod }, { hideError: true }),
    [api, JSON.stringify(items), couponId, payMethod],
    items.length > 0,
  );

  const checkout = async () => {
    setCheckingOut(true);
    try {
      const start = await api.createOrder({
        idempotencyKey: newIdempotencyKey(),
        items: lines.map((l) => ({
          packageId: l.packageId,
          quantity: l.quantity,
          playerId: l.playerId,
          serverId: l.serverId ?? undefined,
          roleName: l.roleName,
        })),
        payMethod,
        couponId,
        returnUrl: paymentReturnUrl(),
      });
      // The order holds the lines now; the cart empties before leaving for the checkout page.
      setLines([]);
      loadPage(start.payUrl);
    } catch {
      setCheckingOut(false);
    }
  };

  return (
    <CartView
      lines={lines}
      onQuantity={(key, q) => setLines((ls) => setLineQuantity(ls, key, q))}
      onRemove={(key) => setLines((ls) => removeLine(ls, key))}
      methods={methods.data}
      payMethod={payMethod}
      onPayMethod={setPayMethod}
      coupons={coupons.data}
      couponId={couponId}
      onCoupon={setCouponId}
      quote={quote.data}
      quoting={quote.loading}
      onCheckout={() => void checkout()}
      checkingOut={checkingOut}
    />
  );
}
