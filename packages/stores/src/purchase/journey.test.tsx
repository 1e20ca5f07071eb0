import type {
  Coupon,
  GameZone,
  OrderDetail,
  PaymentMethodInfo,
  PaymentResult,
  Quote,
} from '@gemlane/contract';
import { ApiError } from '@gemlane/api';
import { API_CODE } from '@gemlane/contract/constants';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { fakeApi, game, type FakeApi } from '../testing/fake-api.ts';
import { renderStoreHook } from '../testing/render.tsx';
import { cartAtom } from './cart-state.ts';
import { pendingCheckoutAtom } from './state.ts';
import { useCartCheckout } from './use-cart-checkout.ts';
import { useOrderTracker } from './use-order-tracker.ts';
import { usePurchase, type UsePurchaseOptions } from './use-purchase.ts';
import { playerLabel } from './player-id.ts';

const usd = (amount: number) => ({ amount, currency: 'USD' as const });
const t = (key: string) => key;

const ZONE: GameZone = {
  game: game(1, { gameZonePath: 'genshin-impact-top-up', gameName: 'Genshin Impact' }),
  description: '',
  packages: [
    {
      packageId: 11,
      gameId: 1,
      name: '60 Genesis Crystals',
      quantity: 60,
      bonus: 0,
      kind: 'currency',
      price: usd(99),
      originalPrice: null,
      tag: null,
      image: '',
    },
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

const METHODS: PaymentMethodInfo[] = [
  {
    method: 'card',
    name: 'Card',
    feeBasisPoints: 450,
    feeFixed: usd(20),
    feeText: '',
    minAmount: usd(1000),
    maxAmount: usd(50000),
    currency: 'USD',
  },
  {
    method: 'wallet',
    name: 'Wallet',
    feeBasisPoints: 390,
    feeFixed: usd(30),
    feeText: '',
    minAmount: null,
    maxAmount: null,
    currency: 'USD',
  },
];

const SIGN_UP: Coupon = {
  id: 7,
  name: 'Welcome',
  kind: 'amount',
  offAmount: usd(300),
  offPercent: null,
  minimumOrder: usd(1000),
  cap: null,
  currency: 'USD',
  validUntil: '2099-01-01T00:00:00.000Z',
  status: 'available',
  orderId: null,
};

function quoteOf(input: { items: { packageId: number; quantity: number }[] }): Quote {
  const subtotal = input.items.reduce(
    (s, i) => s + (i.packageId === 11 ? 99 : 1499) * i.quantity,
    0,
  );
  return {
    items: [],
    subtotal: usd(subtotal),
    couponDiscount: usd(0),
    providerFee: usd(0),
    total: usd(subtotal),
    payMethod: 'card',
    coupon: null,
    cardLimits: { min: usd(1000), max: usd(50000) },
  };
}

function journeyApi(): FakeApi {
  const api = fakeApi();
  api.paymentMethods.mockResolvedValue(METHODS);
  api.couponList.mockResolvedValue({ list: [SIGN_UP], total: 1, page: 1, pageSize: 100 });
  api.quoteOrder.mockImplementation((input) => Promise.resolve(quoteOf(input as never)));
  api.checkRole.mockResolvedValue({
    gameId: 1,
    playerId: '800000001',
    serverId: 'os_asia',
    roleName: 'Traveler',
  });
  api.createOrder.mockResolvedValue({
    orderId: 'O1',
    outTradeNo: 'T1',
    status: 'paying',
    payUrl: 'https://api.example/pay/T1',
    total: usd(1271),
  });
  return api;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

async function confirmGenshin(result: { current: ReturnType<typeof usePurchase> }) {
  act(() => result.current.account.setField('userId', '800000001'));
  act(() => result.current.account.setField('server', 'os_asia'));
  await act(async () => {
    await result.current.account.confirm();
  });
}

describe('usePurchase', () => {
  it('refuses a too-short UID with the product message, without asking the server', async () => {
    const api = journeyApi();
    const { result } = renderStoreHook(() => usePurchase({ zone: ZONE, loggedIn: true, t }), {
      api,
    });
    act(() => result.current.account.setField('userId', '123'));
    act(() => result.current.account.setField('server', 'os_asia'));
    await act(async () => {
      expect(await result.current.account.confirm()).toBe(false);
    });
    expect(result.current.account.error).toBe('errors.incorrectGameId');
    expect(api.checkRole).not.toHaveBeenCalled();
  });

  it('asks the shopper to confirm the in-game name with the server by its name, not its code', async () => {
    const api = journeyApi();
    const asked: Parameters<NonNullable<UsePurchaseOptions['confirmRole']>>[0][] = [];
    const confirmRole = vi.fn((player: (typeof asked)[number]) => {
      asked.push(player);
      return Promise.resolve(true);
    });
    const { result } = renderStoreHook(
      () => usePurchase({ zone: ZONE, loggedIn: true, t, confirmRole }),
      { api },
    );
    await confirmGenshin(result);
    expect(confirmRole).toHaveBeenCalledWith(
      expect.objectContaining({ roleName: 'Traveler', serverId: 'os_asia', serverName: 'Asia' }),
    );
    expect(asked.map(playerLabel)).toEqual(['800000001 (Asia)']);
  });

  it('disables card for the default $0.99 package and pays with a method that can take it', async () => {
    const { result } = renderStoreHook(() => usePurchase({ zone: ZONE, loggedIn: true, t }), {
      api: journeyApi(),
    });
    await waitFor(() => expect(result.current.methods.options).toHaveLength(2));
    expect(result.current.packageId).toBe(11);
    expect(result.current.methods.options[0]!.blocked?.reason).toBe('belowMinimum');
    expect(result.current.methods.selected).toBe('wallet');
    act(() => result.current.selectPackage(12));
    act(() => result.current.methods.select('card'));
    expect(result.current.methods.selected).toBe('card');
  });

  it('applies the sign-up coupon to an eligible order by itself, and the choice can change', async () => {
    const api = journeyApi();
    const { result } = renderStoreHook(() => usePurchase({ zone: ZONE, loggedIn: true, t }), {
      api,
    });
    act(() => result.current.selectPackage(12));
    await waitFor(() => expect(result.current.coupons.selected?.id).toBe(7));
    await waitFor(() =>
      expect(api.quoteOrder).toHaveBeenLastCalledWith(
        expect.objectContaining({ couponId: 7 }),
        expect.anything(),
      ),
    );
    act(() => result.current.coupons.choose('none'));
    expect(result.current.coupons.selected).toBeNull();
  });

  it('keeps package, quantity, method, coupon and ID across a remount (login, 401, reload)', async () => {
    const api = journeyApi();
    const first = renderStoreHook(() => usePurchase({ zone: ZONE, loggedIn: false, t }), { api });
    await confirmGenshin(first.result);
    act(() => first.result.current.selectPackage(12));
    act(() => first.result.current.setQuantity(3));
    act(() => first.result.current.methods.select('wallet'));
    act(() => first.result.current.coupons.choose('none'));
    await act(async () => {
      expect(await first.result.current.buy()).toBe('needsLogin');
    });
    first.unmount();
    // A new store, as after the login page's reload.
    const again = renderStoreHook(() => usePurchase({ zone: ZONE, loggedIn: true, t }), { api });
    await waitFor(() => expect(again.result.current.methods.options).toHaveLength(2));
    expect(again.result.current.packageId).toBe(12);
    expect(again.result.current.quantity).toBe(3);
    expect(again.result.current.methods.selected).toBe('wallet');
    expect(again.result.current.coupons.choice).toBe('none');
    expect(again.result.current.account.verified?.roleName).toBe('Traveler');
    expect(again.result.current.account.values).toEqual({ userId: '800000001', server: 'os_asia' });
  });

  it('reuses one idempotency key on every retry of the same attempt', async () => {
    const api = journeyApi();
    api.createOrder
      .mockRejectedValueOnce({ code: 500, message: 'System Exception' })
      .mockRejectedValueOnce({ code: 500, message: 'System Exception' })
      .mockRejectedValueOnce({ code: 500, message: 'System Exception' });
    const open = vi.fn();
    const { result, store } = renderStoreHook(
      () =>
        usePurchase({
          zone: ZONE,
          loggedIn: true,
          t,
          openCheckout: open,
          returnUrl: () => 'http://localhost/payment-result',
        }),
      { api },
    );
    await confirmGenshin(result);
    act(() => result.current.selectPackage(12));
    await waitFor(() => expect(result.current.coupons.selected?.id).toBe(7));
    await waitFor(() => expect(result.current.methods.selected).toBe('card'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => {
      expect(await result.current.buy()).toBe('failed');
    });
    await act(async () => {
      expect(await result.current.buy()).toBe('started');
    });
    const keys = api.createOrder.mock.calls.map(
      (c) => (c[0] as { idempotencyKey: string }).idempotencyKey,
    );
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(open).toHaveBeenCalledWith('https://api.example/pay/T1');
    expect(store.get(pendingCheckoutAtom)).toMatchObject({ orderId: 'O1', lineKeys: [] });
  });

  it('Back from the checkout and Buy now again resumes the unpaid order with its coupon', async () => {
    const api = journeyApi();
    const open = vi.fn();
    const options: UsePurchaseOptions = {
      zone: ZONE,
      loggedIn: true,
      t,
      openCheckout: open,
      returnUrl: () => 'http://localhost/payment-result',
    };
    const first = renderStoreHook(() => usePurchase(options), { api });
    await confirmGenshin(first.result);
    act(() => first.result.current.selectPackage(12));
    await waitFor(() => expect(first.result.current.coupons.selected?.id).toBe(7));
    await waitFor(() => expect(first.result.current.methods.selected).toBe('card'));
    await act(async () => {
      expect(await first.result.current.buy()).toBe('started');
    });
    first.unmount();
    // Back from the checkout: a reload, and the first order now holds the coupon, so the list
    // no longer offers it.
    api.couponList.mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 100 });
    const back = renderStoreHook(() => usePurchase(options), { api });
    await waitFor(() => expect(back.result.current.methods.selected).toBe('card'));
    expect(back.result.current.coupons.selected).toBeNull();
    await act(async () => {
      expect(await back.result.current.buy()).toBe('started');
    });
    const calls = api.createOrder.mock.calls.map(
      (c) => c[0] as { idempotencyKey: string; couponId?: number },
    );
    expect(calls).toHaveLength(2);
    // The same attempt (the server answers the same order) with the coupon it holds.
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
    expect(calls[1]?.couponId).toBe(7);
  });

  it("Back from the checkout shows the same coupon and total: the list and quote carry the attempt's key", async () => {
    const api = journeyApi();
    const options: UsePurchaseOptions = {
      zone: ZONE,
      loggedIn: true,
      t,
      openCheckout: vi.fn(),
      returnUrl: () => 'http://localhost/payment-result',
    };
    const first = renderStoreHook(() => usePurchase(options), { api });
    await confirmGenshin(first.result);
    act(() => first.result.current.selectPackage(12));
    await waitFor(() => expect(first.result.current.coupons.selected?.id).toBe(7));
    await waitFor(() => expect(first.result.current.methods.selected).toBe('card'));
    await act(async () => {
      expect(await first.result.current.buy()).toBe('started');
    });
    first.unmount();
    const attempt = (api.createOrder.mock.calls[0]?.[0] as { idempotencyKey: string })
      .idempotencyKey;
    // The server lends the coupon the unpaid order holds to that order's attempt only.
    api.couponList.mockImplementation((input) =>
      Promise.resolve(
        (input as { attemptKey?: string }).attemptKey === attempt
          ? { list: [SIGN_UP], total: 1, page: 1, pageSize: 100 }
          : { list: [], total: 0, page: 1, pageSize: 100 },
      ),
    );
    api.quoteOrder.mockClear();
    const back = renderStoreHook(() => usePurchase(options), { api });
    await waitFor(() => expect(back.result.current.coupons.selected?.id).toBe(7));
    await waitFor(() =>
      expect(api.quoteOrder).toHaveBeenLastCalledWith(
        expect.objectContaining({ couponId: 7, attemptKey: attempt, payMethod: 'card' }),
        expect.anything(),
      ),
    );
    await act(async () => {
      expect(await back.result.current.buy()).toBe('started');
    });
    const calls = api.createOrder.mock.calls.map(
      (c) => c[0] as { idempotencyKey: string; couponId?: number },
    );
    expect(calls.map((c) => [c.idempotencyKey, c.couponId])).toEqual([
      [attempt, 7],
      [attempt, 7],
    ]);
  });

  it('a press after the first order was cancelled is a new attempt with what is chosen now', async () => {
    const api = journeyApi();
    const options: UsePurchaseOptions = {
      zone: ZONE,
      loggedIn: true,
      t,
      openCheckout: vi.fn(),
      returnUrl: () => 'http://localhost/payment-result',
    };
    const { result } = renderStoreHook(() => usePurchase(options), { api });
    await confirmGenshin(result);
    act(() => result.current.selectPackage(12));
    await waitFor(() => expect(result.current.coupons.selected?.id).toBe(7));
    await waitFor(() => expect(result.current.methods.selected).toBe('card'));
    await act(async () => {
      await result.current.buy();
    });
    api.createOrder.mockResolvedValueOnce({
      orderId: 'O1',
      outTradeNo: 'T1',
      status: 'cancelled',
      payUrl: 'https://api.example/pay/T1',
      total: usd(1271),
    });
    act(() => result.current.coupons.choose('none'));
    await act(async () => {
      expect(await result.current.buy()).toBe('started');
    });
    const calls = api.createOrder.mock.calls.map(
      (c) => c[0] as { idempotencyKey: string; couponId?: number },
    );
    expect(calls).toHaveLength(3);
    expect(calls[1]?.couponId).toBe(7);
    expect(calls[2]?.idempotencyKey).not.toBe(calls[0]?.idempotencyKey);
    expect(calls[2]?.couponId).toBeUndefined();
  });
});

describe('useCartCheckout', () => {
  it('keeps the cart when the shopper backs out of the hosted checkout', async () => {
    const api = journeyApi();
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
          packageName: '980',
          unitPrice: usd(1499),
          quantity: 1,
          playerId: '800000001',
          serverId: 'os_asia',
          roleName: 'Traveler',
        },
      ]),
    );
    const open = vi.fn();
    const { result, store } = renderStoreHook(() => useCartCheckout({ openCheckout: open }), {
      api,
    });
    await waitFor(() => expect(result.current.methods.selected).toBe('card'));
    await waitFor(() => expect(result.current.coupons.selected?.id).toBe(7));
    await act(async () => {
      expect(await result.current.checkout()).toBe('started');
    });
    expect(open).toHaveBeenCalled();
    // Back from the checkout without paying: the lines are all still there.
    expect(store.get(cartAtom)).toHaveLength(1);
    expect(store.get(pendingCheckoutAtom)?.lineKeys).toEqual(['12:800000001:os_asia']);
  });
});

describe('useOrderTracker', () => {
  const result = (status: PaymentResult['status']): PaymentResult => ({
    outTradeNo: 'T1',
    orderId: 'O1',
    status,
    statusLabel: status,
    paymentStatus: status === 'fail' ? 'refunded' : 'succeeded',
    payMethod: 'card',
    amount: usd(1271),
    failureReason: null,
    advice: null,
    canPay: false,
  });
  const detail = (status: OrderDetail['status'], refunded: boolean): OrderDetail =>
    ({
      orderId: 'O1',
      outTradeNo: 'T1',
      status,
      statusLabel: status,
      createdAt: '2026-01-01T00:00:00.000Z',
      subtotal: usd(1499),
      couponDiscount: usd(300),
      providerFee: usd(72),
      total: usd(1271),
      payMethod: 'card',
      items: [],
      canCancel: false,
      canPay: false,
      refundStatus: refunded ? 'succeeded' : null,
      couponId: 7,
      timeline: [],
      payments: [],
      refund: refunded
        ? { amount: usd(1271), at: '2026-01-01T00:00:05.000Z', status: 'succeeded' }
        : null,
    }) as OrderDetail;

  it('follows a paid order to failed and refunded, with amount, method and when', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = journeyApi();
    api.paymentResult
      .mockResolvedValueOnce(result('paymentPending'))
      .mockResolvedValueOnce(result('checking'))
      .mockResolvedValue(result('fail'));
    api.orderDetail.mockResolvedValue(detail('fail', true));
    localStorage.setItem(
      STORAGE_KEYS.pendingCheckout,
      JSON.stringify({ orderId: 'O1', outTradeNo: 'T1', lineKeys: ['k'], draft: '#cart' }),
    );
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([]));
    const { result: view, store } = renderStoreHook(() => useOrderTracker({ outTradeNo: 'T1' }), {
      api,
    });
    await waitFor(() => expect(view.current.status).toBe('paymentPending'));
    expect(view.current.view?.phase).toBe('waitingPayment');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    await waitFor(() => expect(view.current.view?.phase).toBe('delivering'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    await waitFor(() => expect(view.current.view?.phase).toBe('refunded'));
    expect(view.current.refund).toEqual({
      amount: usd(1271),
      method: 'card',
      at: '2026-01-01T00:00:05.000Z',
      status: 'succeeded',
    });
    expect(view.current.view?.labelKey).toBe('order.failRefunded');
    // Paid: the pending checkout is settled.
    expect(store.get(pendingCheckoutAtom)).toBeNull();
    const calls = api.paymentResult.mock.calls.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(api.paymentResult.mock.calls.length).toBe(calls); // stopped at the final state
  });

  it('follows an order detail to complete by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = journeyApi();
    api.orderDetail
      .mockResolvedValueOnce(detail('processing', false))
      .mockResolvedValue(detail('complete', false));
    const { result: view } = renderStoreHook(() => useOrderTracker({ orderId: 'O1' }), { api });
    await waitFor(() => expect(view.current.status).toBe('processing'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    await waitFor(() => expect(view.current.view?.phase).toBe('complete'));
    expect(view.current.refund).toBeNull();
  });

  it('says not found, without retrying, for an unknown order or a page without an id', async () => {
    const api = journeyApi();
    api.orderDetail.mockRejectedValue(new ApiError(API_CODE.NOT_FOUND, 'no such order'));
    const { result: unknown } = renderStoreHook(() => useOrderTracker({ orderId: 'NOPE' }), {
      api,
    });
    await waitFor(() => expect(unknown.current.notFound).toBe(true));
    expect(unknown.current.failed).toBe(false);
    const calls = api.orderDetail.mock.calls.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(api.orderDetail.mock.calls.length).toBe(calls); // no polling of a missing order

    const { result: none } = renderStoreHook(() => useOrderTracker({ orderId: null }), { api });
    await waitFor(() => expect(none.current.notFound).toBe(true));
  });
});
