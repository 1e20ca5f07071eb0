import type { AccountField, Coupon, Money, PaymentMethodInfo } from '@gemlane/contract';
import { describe, expect, it, vi } from 'vitest';
import { attemptFor, fingerprintOf, isRetryable, withRetries } from './attempt.ts';
import { choiceProps } from './choice.ts';
import { bestCoupon, couponDiscount, effectiveCoupon, fitCoupons } from './best-coupon.ts';
import { addLine, CART_MAX_LINES, orderItemsOf, setLineQuantity, type CartLine } from './cart.ts';
import { clampQuantity, discountPercent } from './money.ts';
import {
  isUnpaid,
  nextPollDelay,
  orderStatusView,
  POLL_FAST_MS,
  POLL_SLOW_MS,
} from './order-status.ts';
import { effectiveMethod, methodOptions, totalWith } from './pay-methods.ts';
import { checkAccount, playerLabel, playerOf, serverNameOf, valuesOf } from './player-id.ts';

const usd = (amount: number): Money => ({ amount, currency: 'USD' });

describe("money: integer minor units (shares are the contract's, tested there)", () => {
  it('never overstates a package discount and drops fractional quantities', () => {
    expect(discountPercent(usd(899), usd(999))).toBe(10); // 10.01 -> 10
    expect(discountPercent(usd(666), usd(1000))).toBe(33); // 33.4 -> 33
    expect(discountPercent(usd(1999), usd(2999))).toBe(33); // 33.34 -> 33 (desktop rounded to 33 too, 899/999 it said 10)
    expect(discountPercent(usd(999), null)).toBeNull();
    expect(discountPercent(usd(999), usd(999))).toBeNull();
    expect(clampQuantity(2.9, 99)).toBe(2);
    expect(clampQuantity(0, 99)).toBe(1);
    expect(clampQuantity(150, 99)).toBe(99);
    expect(clampQuantity(Number.NaN, 99)).toBe(1);
  });
});

const GENSHIN_FIELDS: AccountField[] = [
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
];
const MLBB_FIELDS: AccountField[] = [
  { ...GENSHIN_FIELDS[0]!, pattern: '^(?:\\d{5,12})$' },
  {
    key: 'serverId',
    label: 'Server ID',
    placeholder: '',
    type: 'text',
    pattern: '^\\d{1,10}$',
    options: [],
    required: true,
    help: null,
  },
];

describe('player ID: per-game rules with the product message', () => {
  it('refuses a too-short UID with the product ID message (not "Parameter Error: playerId")', () => {
    expect(checkAccount(GENSHIN_FIELDS, { userId: '123', server: 'os_asia' })).toEqual({
      field: 'userId',
      messageKey: 'errors.incorrectGameId',
    });
  });

  it('checks each game pattern, the contract limits and the server options', () => {
    expect(checkAccount(GENSHIN_FIELDS, { userId: ' 800000001 ', server: 'os_asia' })).toBeNull();
    expect(checkAccount(GENSHIN_FIELDS, { userId: '080000001', server: 'os_asia' })?.field).toBe(
      'userId',
    );
    expect(checkAccount(GENSHIN_FIELDS, { userId: '800000001', server: 'mars' })?.field).toBe(
      'server',
    );
    expect(checkAccount(GENSHIN_FIELDS, { userId: '800000001' })?.field).toBe('server');
    expect(checkAccount(MLBB_FIELDS, { userId: '12345678', serverId: '2001' })).toBeNull();
    expect(checkAccount(MLBB_FIELDS, { userId: '12345678', serverId: '20a1' })?.field).toBe(
      'serverId',
    );
    // The contract's own rule: 4..32 characters even where a game pattern is looser.
    const loose = [{ ...GENSHIN_FIELDS[0]!, pattern: '^.*$' }];
    expect(checkAccount(loose, { userId: 'ab' })?.field).toBe('userId');
    expect(checkAccount(loose, { userId: 'a b c d' })?.field).toBe('userId');
  });

  it('turns values into the role-check fields and back', () => {
    expect(playerOf({ userId: ' 12345678 ', serverId: '2001' })).toEqual({
      playerId: '12345678',
      serverId: '2001',
    });
    expect(playerOf({ userId: '800000001', server: '' })).toEqual({
      playerId: '800000001',
      serverId: null,
    });
    expect(valuesOf(GENSHIN_FIELDS, { playerId: '800000001', serverId: 'os_asia' })).toEqual({
      userId: '800000001',
      server: 'os_asia',
    });
    expect(playerLabel({ playerId: '12345678', serverId: '2001' })).toBe('12345678 (2001)');
    // a region server is shown by its name in the zone's language, never by its code
    const fields = [
      {
        key: 'server' as const,
        options: [
          { value: 'os_asia', label: 'Asien' },
          { value: 'os_euro', label: 'Europa' },
        ],
      },
    ];
    expect(serverNameOf(fields, 'os_asia')).toBe('Asien');
    expect(serverNameOf(fields, null)).toBeNull();
    expect(playerLabel({ playerId: '800000001', serverId: 'os_asia', serverName: 'Asien' })).toBe(
      '800000001 (Asien)',
    );
  });
});

const card: PaymentMethodInfo = {
  method: 'card',
  name: 'Card',
  feeBasisPoints: 450,
  feeFixed: usd(20),
  feeText: '4.5% + $0.20',
  minAmount: usd(1000),
  maxAmount: usd(50000),
  currency: 'USD',
};
const wallet: PaymentMethodInfo = {
  method: 'wallet',
  name: 'Wallet',
  feeBasisPoints: 390,
  feeFixed: usd(30),
  feeText: '3.9% + $0.30',
  minAmount: null,
  maxAmount: null,
  currency: 'USD',
};

describe('payment methods: limits in the selected currency, before submit', () => {
  it('prices each method with its fee', () => {
    expect(totalWith(card, usd(1499))).toEqual(usd(1499 + 67 + 20));
    expect(totalWith(wallet, usd(0))).toEqual(usd(0));
  });

  it('disables card below its $10 minimum with the reason, and picks a method that can pay', () => {
    const options = methodOptions([card, wallet], usd(99));
    expect(options[0]!.blocked).toEqual({
      reason: 'belowMinimum',
      limit: usd(1000),
      amount: usd(99 + 4 + 20),
    });
    expect(options[1]!.blocked).toBeNull();
    expect(effectiveMethod(options, null)).toBe('wallet');
    expect(effectiveMethod(options, 'card')).toBe('wallet');
  });

  it('gives the shopper their method back once the amount fits, and blocks above the maximum', () => {
    expect(effectiveMethod(methodOptions([card, wallet], usd(1499)), 'card')).toBe('card');
    expect(methodOptions([card, wallet], usd(60000))[0]!.blocked?.reason).toBe('aboveMaximum');
    expect(effectiveMethod(methodOptions([card], usd(99)), 'card')).toBeNull();
  });

  it('compares limits only in the same currency (limits arrive converted)', () => {
    const jpyCard = { ...card, minAmount: { amount: 1500, currency: 'JPY' as const } };
    const options = methodOptions([jpyCard], { amount: 1000, currency: 'JPY' });
    expect(options[0]!.blocked?.reason).toBe('belowMinimum');
  });
});

const coupon = (id: number, patch: Partial<Coupon> = {}): Coupon => ({
  id,
  name: `Coupon ${id}`,
  kind: 'amount',
  offAmount: usd(300),
  offPercent: null,
  minimumOrder: usd(1000),
  cap: null,
  currency: 'USD',
  validUntil: '2099-01-01T00:00:00.000Z',
  status: 'available',
  orderId: null,
  ...patch,
});
const signUp = coupon(1); // $3 off orders of $10 or more
const tenPercent = coupon(2, {
  kind: 'percent',
  offAmount: null,
  offPercent: 10,
  minimumOrder: usd(0),
  cap: usd(500),
});

describe('coupons: the best applicable one by default, changeable', () => {
  it('computes what a coupon takes off like the server (half up, cap, payable minimum left)', () => {
    expect(couponDiscount(tenPercent, usd(1499))).toBe(150);
    expect(couponDiscount(tenPercent, usd(90000))).toBe(500);
    // $50 off a $0.99 package leaves the $0.50 every order costs at least.
    expect(couponDiscount(coupon(3, { offAmount: usd(5000), minimumOrder: usd(0) }), usd(99))).toBe(
      49,
    );
  });

  it('shows the "$1 off, no minimum" coupon on a $0.99 package as the server charges it', () => {
    const dollarOff = coupon(7, { offAmount: usd(100), minimumOrder: usd(0) });
    const [fit] = fitCoupons([dollarOff], usd(99));
    expect(fit).toMatchObject({ applicable: true, discount: usd(49) });
    // At or below the payable minimum nothing is left to take off: the coupon does not fit.
    expect(fitCoupons([dollarOff], usd(50))[0]).toMatchObject({
      applicable: false,
      reason: 'belowMinimum',
    });
    expect(bestCoupon([dollarOff], usd(50))).toBeNull();
  });

  it('applies the sign-up coupon to the first eligible order by itself', () => {
    expect(bestCoupon([signUp], usd(1499))?.id).toBe(1);
    expect(effectiveCoupon([signUp], usd(1499), 'auto')?.id).toBe(1);
    expect(bestCoupon([signUp], usd(99))).toBeNull();
  });

  it('prefers the larger saving, then the sooner expiry', () => {
    expect(bestCoupon([tenPercent, signUp], usd(1499))?.id).toBe(1); // $3 > $1.50
    expect(bestCoupon([tenPercent, signUp], usd(5000))?.id).toBe(2); // $5 > $3
    const soon = coupon(4, { validUntil: '2098-01-01T00:00:00.000Z' });
    expect(bestCoupon([signUp, soon], usd(1499))?.id).toBe(4);
    const fits = fitCoupons([signUp, tenPercent], usd(500));
    expect(fits.map((f) => [f.coupon.id, f.applicable])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('keeps the shopper choice: another coupon, or none', () => {
    expect(effectiveCoupon([signUp, tenPercent], usd(1499), 2)?.id).toBe(2);
    expect(effectiveCoupon([signUp, tenPercent], usd(1499), 'none')).toBeNull();
    // A chosen coupon that stops applying gives way to the best one instead of silently saving nothing.
    expect(effectiveCoupon([signUp, tenPercent], usd(500), 1)?.id).toBe(2);
  });

  it('skips used, expired and other-currency coupons', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(bestCoupon([coupon(5, { status: 'used' })], usd(1499), now)).toBeNull();
    expect(
      bestCoupon([coupon(6, { validUntil: '2029-12-31T00:00:00Z' })], usd(1499), now),
    ).toBeNull();
    expect(bestCoupon([signUp], { amount: 1499, currency: 'EUR' }, now)).toBeNull();
  });
});

describe('idempotent order creation: one key per attempt, reused on every retry', () => {
  const request = { items: [{ packageId: 1, quantity: 1 }], payMethod: 'card' };

  it('reuses the key while the request is the same and takes a new one when it changes', () => {
    const first = attemptFor(null, request);
    expect(first.key.length).toBeGreaterThanOrEqual(8);
    expect(attemptFor(first, { payMethod: 'card', items: [{ quantity: 1, packageId: 1 }] })).toBe(
      first,
    );
    const changed = attemptFor(first, { ...request, payMethod: 'wallet' });
    expect(changed.key).not.toBe(first.key);
    expect(fingerprintOf({ a: 1, idempotencyKey: 'x' })).toBe(fingerprintOf({ a: 1 }));
  });

  it('retries transport failures with the same call and stops at other errors', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const call = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce({ code: 500, message: 'System Exception' })
      .mockResolvedValueOnce('order');
    await expect(withRetries(call, { sleep })).resolves.toBe('order');
    expect(call).toHaveBeenCalledTimes(2);
    const refused = vi.fn(() => Promise.reject({ code: 400, message: 'Parameter Error' }));
    await expect(withRetries(refused, { sleep })).rejects.toMatchObject({ code: 400 });
    expect(refused).toHaveBeenCalledTimes(1);
    expect(isRetryable({ code: 409 })).toBe(false);
  });
});

describe('order status: one vocabulary, one colour meaning', () => {
  it('folds the server states into what is true for the shopper', () => {
    expect(orderStatusView('paying')).toMatchObject({ phase: 'waitingPayment', tone: 'waiting' });
    expect(orderStatusView('checking')).toMatchObject({ phase: 'delivering', final: false });
    expect(orderStatusView('processing').phaseKey).toBe('order.phase.delivering');
    expect(orderStatusView('complete')).toMatchObject({ tone: 'success', final: true });
    expect(orderStatusView('fail')).toMatchObject({
      phase: 'refunded',
      tone: 'danger',
      final: true,
      labelKey: 'order.failRefunded',
    });
    expect(orderStatusView('cancelled')).toMatchObject({ tone: 'neutral', final: true });
  });

  it('polls every 2 s for the first minute, then every 10 s, and stops at a final state', () => {
    expect(nextPollDelay('paymentPending', 0)).toBe(POLL_FAST_MS);
    expect(nextPollDelay('checking', 59_999)).toBe(POLL_FAST_MS);
    expect(nextPollDelay('processing', 60_000)).toBe(POLL_SLOW_MS);
    expect(nextPollDelay('complete', 1_000)).toBeNull();
    expect(nextPollDelay('fail', 1_000)).toBeNull();
    expect(nextPollDelay(null, 1_000)).toBe(POLL_FAST_MS);
    expect(nextPollDelay('paying', 31 * 60_000)).toBeNull();
  });

  it('marks an order the shopper can still pay', () => {
    expect(isUnpaid({ status: 'paying', canPay: true })).toBe(true);
    expect(isUnpaid({ status: 'paymentFailed', canPay: true })).toBe(true);
    expect(isUnpaid({ status: 'cancelled', canPay: false })).toBe(false);
  });
});

describe('cart lines', () => {
  const line = (packageId: number, playerId = '800000001'): Omit<CartLine, 'key'> => ({
    gameId: 1,
    gameName: 'Genshin',
    gameLogo: '',
    gameZonePath: 'genshin-impact-top-up',
    packageId,
    packageName: 'P',
    unitPrice: usd(99),
    quantity: 1,
    playerId,
    serverId: 'os_asia',
    roleName: 'Traveler',
  });

  it('adds up the same package for the same player, caps at 99 and at 20 lines', () => {
    let r = addLine([], line(1));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    r = addLine(r.lines, { ...line(1), quantity: 120 });
    expect(r.ok && r.lines).toHaveLength(1);
    expect(r.ok && r.lines[0]!.quantity).toBe(99);
    let lines: CartLine[] = [];
    for (let i = 0; i < CART_MAX_LINES; i += 1) {
      const next = addLine(lines, line(i + 1));
      if (next.ok) lines = next.lines;
    }
    expect(addLine(lines, line(99))).toEqual({ ok: false, reason: 'cartFull' });
    expect(setLineQuantity(lines, lines[0]!.key, 3.7)[0]!.quantity).toBe(3);
    expect(orderItemsOf(lines.slice(0, 1))).toEqual([
      {
        packageId: 1,
        quantity: 1,
        playerId: '800000001',
        serverId: 'os_asia',
        roleName: 'Traveler',
      },
    ]);
  });
});

describe('choices', () => {
  it('render as radio buttons that say whether they are chosen', () => {
    const onChoose = vi.fn();
    const props = choiceProps(true, onChoose);
    expect(props).toMatchObject({ type: 'button', role: 'radio', 'aria-checked': true });
    props.onClick();
    expect(onChoose).toHaveBeenCalled();
  });
});
