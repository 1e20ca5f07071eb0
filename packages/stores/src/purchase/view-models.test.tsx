// The view-models the apps render without deciding anything: when Confirm ID, Add to cart, Buy now
// and Check out are offered, what the order pages say about a refund and a declined payment, and
// the one Pay again of the result page, the order detail and the order list.
import type { GameZone, OrderDetail, PaymentMethodInfo, PaymentResult } from '@gemlane/contract';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { fakeApi, game, type FakeApi } from '../testing/fake-api.ts';
import { renderStoreHook } from '../testing/render.tsx';
import {
  declinedMessage,
  failedOrderHelp,
  messageText,
  refundMessage,
  refundOf,
} from './messages.ts';
import { orderStatusView } from './order-status.ts';
import { paymentReturnView } from './payment-return.ts';
import { pendingCheckoutAtom } from './state.ts';
import { checkoutReady, useCartCheckout } from './use-cart-checkout.ts';
import { useOrderActions } from './use-order-actions.ts';
import { useOrderTracker } from './use-order-tracker.ts';
import { usePaymentReturn } from './use-payment-return.ts';
import { buyReadiness, usePurchase } from './use-purchase.ts';

const usd = (amount: number) => ({ amount, currency: 'USD' as const });
const t = (key: string) => key;

const ZONE: GameZone = {
  game: game(1, { gameZonePath: 'genshin-impact-top-up', gameName: 'Genshin Impact' }),
  description: '',
  packages: [
    {
      packageId: 12,
      gameId: 1,
      name: '980 + 110 Genesis Crystals',
      quantity: 980,
      bonus: 110,
      kind: 'currency',
      price: usd(1499),
      originalPrice: null,
      tag: null,
      image: '',
    },
  ],
  accountFields: [
    {
      key: 'userId',
      label: 'UID',
      placeholder: '',
      type: 'text',
      pattern: '^(?:[1-9]\\d{8})$',
      options: [],
      required: true,
      help: null,
    },
    {
      key: 'server',
      label: 'Server',
      placeholder: '',
      type: 'select',
      pattern: null,
      options: [{ value: 'os_asia', label: 'Asia' }],
      required: true,
      help: null,
    },
  ],
  notices: [],
  faq: [],
  deliveryMinutes: 10,
};

const WALLET: PaymentMethodInfo = {
  method: 'wallet',
  name: 'Wallet',
  feeBasisPoints: 390,
  feeFixed: usd(30),
  feeText: '',
  minAmount: null,
  maxAmount: null,
  currency: 'USD',
};

function api(): FakeApi {
  const a = fakeApi();
  a.paymentMethods.mockResolvedValue([WALLET]);
  a.couponList.mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 100 });
  a.quoteOrder.mockResolvedValue({
    items: [],
    subtotal: usd(1499),
    couponDiscount: usd(0),
    providerFee: usd(88),
    total: usd(1587),
    payMethod: 'wallet',
    coupon: null,
    cardLimits: { min: usd(1000), max: usd(50000) },
  });
  a.checkRole.mockResolvedValue({
    gameId: 1,
    playerId: '800000001',
    serverId: 'os_asia',
    roleName: 'Traveler',
  });
  return a;
}

const payment = (over: Partial<PaymentResult> = {}): PaymentResult => ({
  outTradeNo: 'T1',
  orderId: 'O1',
  status: 'paymentFailed',
  statusLabel: 'Payment failed',
  paymentStatus: 'failed',
  payMethod: 'card',
  amount: usd(1587),
  failureReason: null,
  advice: null,
  canPay: true,
  ...over,
});

const order = (over: Partial<OrderDetail> = {}): OrderDetail =>
  ({
    orderId: 'O1',
    outTradeNo: 'T1',
    status: 'paymentFailed',
    statusLabel: 'Payment failed',
    createdAt: '2026-01-01T00:00:00.000Z',
    subtotal: usd(1499),
    couponDiscount: usd(0),
    providerFee: usd(88),
    total: usd(1587),
    payMethod: 'card',
    items: [],
    canCancel: true,
    canPay: true,
    couponId: null,
    timeline: [],
    payments: [],
    refund: null,
    ...over,
  }) as OrderDetail;

beforeEach(() => localStorage.clear());

describe('buyReadiness', () => {
  it('offers Add to cart once the ID is confirmed and a package chosen, Buy now once a method can pay too', () => {
    expect(buyReadiness({ verified: false, packageChosen: true, methodChosen: true })).toEqual({
      canAddToCart: false,
      canBuy: false,
      buyHintKey: 'errors.confirmGameId',
    });
    expect(buyReadiness({ verified: true, packageChosen: false, methodChosen: true })).toEqual({
      canAddToCart: false,
      canBuy: false,
      buyHintKey: 'topUp.pickPackageFirst',
    });
    expect(buyReadiness({ verified: true, packageChosen: true, methodChosen: false })).toEqual({
      canAddToCart: true,
      canBuy: false,
      buyHintKey: null,
    });
    expect(buyReadiness({ verified: true, packageChosen: true, methodChosen: true })).toEqual({
      canAddToCart: true,
      canBuy: true,
      buyHintKey: null,
    });
  });

  it('offers Check out for a cart with lines and a method that can pay', () => {
    expect(checkoutReady({ lines: 0, methodChosen: true })).toBe(false);
    expect(checkoutReady({ lines: 2, methodChosen: false })).toBe(false);
    expect(checkoutReady({ lines: 2, methodChosen: true })).toBe(true);
  });
});

describe('usePurchase view-model', () => {
  it('offers Confirm ID when every field has a value, then Buy now once the ID is confirmed', async () => {
    const { result } = renderStoreHook(() => usePurchase({ zone: ZONE, loggedIn: true, t }), {
      api: api(),
    });
    await waitFor(() => expect(result.current.methods.selected).toBe('wallet'));
    expect(result.current.account.canConfirm).toBe(false);
    expect(result.current.canBuy).toBe(false);
    expect(result.current.buyHintKey).toBe('errors.confirmGameId');
    act(() => result.current.account.setField('userId', '800000001'));
    expect(result.current.account.canConfirm).toBe(false); // the server is still missing
    act(() => result.current.account.setField('server', 'os_asia'));
    expect(result.current.account.canConfirm).toBe(true);
    await act(async () => {
      await result.current.account.confirm();
    });
    expect(result.current.account.verified?.roleName).toBe('Traveler');
    expect(result.current).toMatchObject({ canAddToCart: true, canBuy: true, buyHintKey: null });
  });
});

describe('the coupon code box', () => {
  const tenoff = {
    id: 41,
    name: '10% off, up to $5',
    kind: 'percent' as const,
    offAmount: null,
    offPercent: 10,
    minimumOrder: usd(1000),
    cap: usd(500),
    currency: 'USD' as const,
    validUntil: '2099-01-01T00:00:00.000Z',
    status: 'available' as const,
    orderId: null,
  };

  it('claims a typed code on the server and uses its coupon for the order', async () => {
    const a = api();
    a.claimCouponCode.mockResolvedValue(tenoff);
    const { result } = renderStoreHook(() => usePurchase({ zone: ZONE, loggedIn: true, t }), {
      api: a,
    });
    await waitFor(() => expect(result.current.coupons.loading).toBe(false));
    act(() => result.current.selectPackage(12));
    await act(async () => {
      expect(await result.current.coupons.code!.apply()).toBe('failed');
    });
    expect(result.current.coupons.code?.error).toEqual({ key: 'coupon.codeEmpty', values: {} });
    expect(a.claimCouponCode).not.toHaveBeenCalled();
    a.couponList.mockResolvedValue({ list: [tenoff], total: 1, page: 1, pageSize: 100 });
    act(() => result.current.coupons.code!.setValue(' tenoff '));
    await act(async () => {
      expect(await result.current.coupons.code!.apply()).toBe('applied');
    });
    expect(a.claimCouponCode).toHaveBeenCalledWith({ code: 'tenoff' }, { hideError: true });
    await waitFor(() => expect(result.current.coupons.selected?.id).toBe(41));
    expect(result.current.draft.coupon).toBe(41);
    expect(result.current.coupons.code).toMatchObject({
      value: '',
      error: null,
      applied: { key: 'coupon.codeApplied', values: { name: '10% off, up to $5' } },
    });
  });

  it("keeps the typed code and says why: the server's reason, or the order below the coupon's minimum", async () => {
    const a = api();
    a.claimCouponCode.mockRejectedValueOnce({
      code: 404,
      message: 'No coupon has this code. Check the code and try again.',
    });
    const { result } = renderStoreHook(() => usePurchase({ zone: ZONE, loggedIn: true, t }), {
      api: a,
    });
    await waitFor(() => expect(result.current.coupons.loading).toBe(false));
    act(() => result.current.selectPackage(12));
    act(() => result.current.coupons.code!.setValue('NOSUCH'));
    await act(async () => {
      expect(await result.current.coupons.code!.apply()).toBe('failed');
    });
    expect(result.current.coupons.code).toMatchObject({
      value: 'NOSUCH',
      error: 'No coupon has this code. Check the code and try again.',
    });
    a.claimCouponCode.mockResolvedValueOnce({ ...tenoff, id: 42, minimumOrder: usd(5000) });
    act(() => result.current.coupons.code!.setValue('BIG5'));
    await act(async () => {
      expect(await result.current.coupons.code!.apply()).toBe('notForOrder');
    });
    expect(result.current.coupons.code).toMatchObject({
      value: 'BIG5',
      error: { key: 'coupon.codeBelowMinimum', values: { amount: { money: usd(5000) } } },
    });
    expect(result.current.draft.coupon).not.toBe(42);
  });

  it('is not offered to visitors (a code is claimed into an account)', () => {
    const { result } = renderStoreHook(() => usePurchase({ zone: ZONE, loggedIn: false, t }), {
      api: api(),
    });
    expect(result.current.coupons.code).toBeNull();
  });
});

describe('useCartCheckout view-model', () => {
  it('offers Check out only for a cart with lines once a method is known', async () => {
    const empty = renderStoreHook(() => useCartCheckout(), { api: api() });
    await waitFor(() => expect(empty.result.current.methods.loading).toBe(false));
    expect(empty.result.current.canCheckout).toBe(false);
    empty.unmount();
    localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify([
        {
          key: '12:800000001:os_asia',
          gameId: 1,
          gameName: 'Genshin Impact',
          gameLogo: '',
          gameZonePath: 'genshin-impact-top-up',
          packageId: 12,
          packageName: '980 + 110 Genesis Crystals',
          unitPrice: usd(1499),
          quantity: 1,
          playerId: '800000001',
          serverId: 'os_asia',
          roleName: 'Traveler',
        },
      ]),
    );
    const full = renderStoreHook(() => useCartCheckout(), { api: api() });
    expect(full.result.current.canCheckout).toBe(false); // the methods are not known yet
    await waitFor(() => expect(full.result.current.canCheckout).toBe(true));
  });
});

describe('order messages', () => {
  it('explains a failed order: why, and for a refused ID the advice, "check your ID" and support', () => {
    const line = { gameZonePath: 'genshin-impact-top-up' } as OrderDetail['items'][number];
    const refund = {
      amount: usd(500),
      at: '2026-01-01T00:00:05.000Z',
      status: 'succeeded' as const,
    };
    const refused = failedOrderHelp({
      status: 'fail',
      items: [line],
      refund: {
        ...refund,
        reason: 'The publisher rejected the top-up for this player ID',
        checkPlayerId: true,
      },
    });
    expect(refused).toEqual({
      reason: {
        key: 'order.failedReason',
        values: { reason: 'The publisher rejected the top-up for this player ID' },
      },
      advice: { key: 'order.checkIdAdvice', values: {} },
      checkIdPath: '/gameZone/genshin-impact-top-up?checkId=1',
      supportPath: '/myCustomer',
    });
    const t = (key: string, v?: Record<string, string>) => `${key}:${v?.reason ?? ''}`;
    expect(messageText(refused!.reason!, { t, money: () => '', dateTime: () => '' })).toBe(
      'order.failedReason:The publisher rejected the top-up for this player ID',
    );
    // Another reason (the delivery deadline): why and support, no ID advice.
    expect(
      failedOrderHelp({
        status: 'fail',
        items: [line],
        refund: {
          ...refund,
          reason: 'Not delivered within the delivery deadline',
          checkPlayerId: false,
        },
      }),
    ).toMatchObject({ advice: null, checkIdPath: null, supportPath: '/myCustomer' });
    // Only a failed order has this help.
    expect(failedOrderHelp({ status: 'complete', items: [line], refund: null })).toBeNull();
    expect(failedOrderHelp(undefined)).toBeNull();
  });

  it('says a refund with its amount, method and time as values to format', () => {
    expect(refundMessage(null)).toBeNull();
    expect(
      refundMessage({
        amount: usd(1587),
        method: 'wallet',
        at: '2026-01-01T00:00:05.000Z',
        status: 'succeeded',
      }),
    ).toEqual({
      key: 'order.refundDetail',
      values: {
        amount: { money: usd(1587) },
        method: { key: 'topUp.method.wallet' },
        when: { dateTime: '2026-01-01T00:00:05.000Z' },
      },
    });
  });

  it('says "refunded" only once the provider confirmed it: in progress, or refused with support', () => {
    const refund = { amount: usd(500), method: 'card' as const, at: '2026-01-01T00:00:05.000Z' };
    expect(refundMessage({ ...refund, status: 'pending' })?.key).toBe('order.refundPendingDetail');
    expect(refundMessage({ ...refund, status: 'failed' })?.key).toBe('order.refundFailedDetail');
    const detail = (status?: 'pending' | 'succeeded' | 'failed') =>
      refundOf({ payMethod: 'card', refund: { amount: usd(500), at: refund.at, status } });
    expect(detail('pending')?.status).toBe('pending');
    // A server that does not say has finished its refunds when it records them.
    expect(detail(undefined)?.status).toBe('succeeded');
    expect(orderStatusView('fail', 'pending').labelKey).toBe('order.failRefundPending');
    expect(orderStatusView('fail', 'failed').labelKey).toBe('order.failRefundFailed');
    expect(orderStatusView('fail', 'succeeded').labelKey).toBe('order.failRefunded');
    expect(orderStatusView('complete', 'pending').labelKey).toBe('order.status.complete');
  });

  it("joins the bank's reason and advice in the language pack, and falls back to pay again", () => {
    expect(
      declinedMessage(payment({ failureReason: 'Do Not Honor', advice: 'Try below $100' })),
    ).toEqual({
      key: 'order.return.bankReasonAdvice',
      values: { reason: 'Do Not Honor', advice: 'Try below $100' },
    });
    expect(declinedMessage(payment({ failureReason: null, advice: 'Try below $100' }))).toEqual({
      key: 'order.return.bankReason',
      values: { reason: 'Try below $100' },
    });
    expect(declinedMessage(payment({ failureReason: '  ', advice: null }))).toEqual({
      key: 'errors.payAgain',
      values: {},
    });
  });

  it('turns a message into text with the formatters of the app', () => {
    const message = refundMessage({
      amount: usd(1587),
      method: 'wallet',
      at: '2026-01-01',
      status: 'succeeded',
    });
    const text = messageText(message!, {
      t: (key, values) => (values ? `${key}(${JSON.stringify(values)})` : `<${key}>`),
      money: (m) => `$${m.amount / 100}`,
      dateTime: (iso) => `on ${iso}`,
    });
    expect(text).toBe(
      'order.refundDetail({"amount":"$15.87","method":"<topUp.method.wallet>","when":"on 2026-01-01"})',
    );
  });

  it('labels Pay again after a decline and Pay now for an unpaid order', () => {
    const declined = paymentReturnView(payment(), null);
    expect(declined.actionKeys.payAgain).toBe('topUp.payAgain');
    const left = paymentReturnView(payment({ status: 'paying', paymentStatus: 'created' }), null);
    expect(left.actionKeys.payAgain).toBe('order.return.payNow');
  });

  it("gives the result page the bank's words for a declined payment and the refund of a failed order", async () => {
    const a = api();
    a.paymentResult.mockResolvedValue(
      payment({ failureReason: 'Do Not Honor', advice: 'Try below $100' }),
    );
    const declined = renderStoreHook(
      () => usePaymentReturn({ outTradeNo: 'T1', way: null, navigate: vi.fn() }),
      { api: a },
    );
    await waitFor(() => expect(declined.result.current.view?.state).toBe('declined'));
    expect(declined.result.current.text?.key).toBe('order.return.bankReasonAdvice');
    declined.unmount();

    const b = api();
    b.paymentResult.mockResolvedValue(
      payment({ status: 'fail', paymentStatus: 'refunded', canPay: false }),
    );
    b.orderDetail.mockResolvedValue(
      order({
        status: 'fail',
        canPay: false,
        canCancel: false,
        refund: { amount: usd(1587), at: '2026-01-01T00:00:05.000Z' },
      }),
    );
    const refunded = renderStoreHook(
      () => usePaymentReturn({ outTradeNo: 'T1', way: null, navigate: vi.fn() }),
      { api: b },
    );
    await waitFor(() => expect(refunded.result.current.view?.state).toBe('refunded'));
    expect(refunded.result.current.text).toEqual({
      key: 'order.phaseText.refunded',
      values: {},
    });
    await waitFor(() =>
      expect(refunded.result.current.tracker.refundMessage?.key).toBe('order.refundDetail'),
    );
  });
});

describe('Pay again, written once', () => {
  const started = {
    orderId: 'O1',
    outTradeNo: 'T2',
    status: 'paymentFailed' as const,
    payUrl: 'https://api.example/pay/T2',
    total: usd(1587),
  };

  it('the order detail opens a new payment with a fresh key per press and repoints the pending order', async () => {
    const a = api();
    a.orderDetail.mockResolvedValue(order());
    a.payAgain.mockResolvedValue(started);
    localStorage.setItem(
      STORAGE_KEYS.pendingCheckout,
      JSON.stringify({ orderId: 'O1', outTradeNo: 'T1', lineKeys: ['k'], draft: '#cart' }),
    );
    const open = vi.fn();
    const { result, store } = renderStoreHook(
      () => useOrderTracker({ orderId: 'O1', openCheckout: open, returnUrl: () => 'r' }),
      { api: a },
    );
    await waitFor(() => expect(result.current.canPay).toBe(true));
    await act(async () => {
      expect(await result.current.payAgain()).toBe(true);
    });
    expect(result.current.paying).toBe(true);
    await act(async () => {
      await result.current.payAgain();
    });
    const keys = a.payAgain.mock.calls.map(
      (c) => (c[0] as { idempotencyKey: string }).idempotencyKey,
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(open).toHaveBeenCalledWith('https://api.example/pay/T2');
    expect(store.get(pendingCheckoutAtom)).toMatchObject({ orderId: 'O1', outTradeNo: 'T2' });
  });

  it('an order that cannot be paid is not sent to the checkout', async () => {
    const a = api();
    a.orderDetail.mockResolvedValue(
      order({ status: 'cancelled', canPay: false, canCancel: false }),
    );
    const { result } = renderStoreHook(() => useOrderTracker({ orderId: 'O1' }), { api: a });
    await waitFor(() => expect(result.current.status).toBe('cancelled'));
    await act(async () => {
      expect(await result.current.payAgain()).toBe(false);
    });
    expect(a.payAgain).not.toHaveBeenCalled();
  });

  it('the order list uses the same pay and cancel, and says which one runs', async () => {
    const a = api();
    let answer: (v: typeof started) => void = () => undefined;
    a.payAgain.mockReturnValue(new Promise((r) => (answer = r)));
    a.cancelOrder.mockResolvedValue(payment({ status: 'cancelled', canPay: false }) as never);
    const changed = vi.fn();
    const open = vi.fn();
    const { result } = renderStoreHook(
      () => useOrderActions({ openCheckout: open, onChanged: changed }),
      { api: a },
    );
    let paid: Promise<boolean> = Promise.resolve(false);
    act(() => {
      paid = result.current.pay('O1');
    });
    expect(result.current).toMatchObject({ busy: 'O1', busyAction: 'pay' });
    await act(async () => {
      answer(started);
      expect(await paid).toBe(true);
    });
    expect(open).toHaveBeenCalledWith(started.payUrl);
    await act(async () => {
      expect(await result.current.cancel('O2')).toBe(true);
    });
    expect(a.cancelOrder).toHaveBeenCalledWith({ orderId: 'O2' });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ busy: null, busyAction: null });
  });
});
