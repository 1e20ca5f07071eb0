// The remembered state and the cart lines (the rules both apps kept their own copies of).
import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { addLine, CART_MAX_LINES, removeLines, setLineQuantity, type CartLine } from './cart.ts';
import { paymentReturnUrl } from './hand-off.ts';
import { cartAtom } from './cart-state.ts';
import {
  draftAtom,
  pendingCheckoutAtom,
  settlePaidCheckoutAtom,
  verifiedPlayerAtom,
} from './state.ts';

beforeEach(() => localStorage.clear());

const line: Omit<CartLine, 'key'> = {
  gameId: 1,
  gameName: 'Mobile Legends',
  gameLogo: '/logo.svg',
  gameZonePath: 'mobile-legends-bang-bang',
  packageId: 10,
  packageName: '86 Diamonds',
  unitPrice: { amount: 99, currency: 'USD' },
  quantity: 1,
  playerId: '12345678',
  serverId: '1234',
  roleName: 'Hero',
};
const add = (lines: CartLine[], l: Omit<CartLine, 'key'>): CartLine[] => {
  const r = addLine(lines, l);
  if (!r.ok) throw new Error(r.reason);
  return r.lines;
};

describe('cart lines', () => {
  it('adds up the same package for the same account', () => {
    const two = add(add([], line), { ...line, quantity: 2 });
    expect(two).toHaveLength(1);
    expect(two[0]?.quantity).toBe(3);
  });

  it('keeps another account or server as its own line', () => {
    const one = add([], line);
    expect(add(one, { ...line, serverId: '9999' })).toHaveLength(2);
    expect(add(one, { ...line, playerId: '87654321' })).toHaveLength(2);
  });

  it('clamps quantities to 1..99, refuses a 21st line and removes lines', () => {
    const one = add([], line);
    const key = one[0]!.key;
    expect(setLineQuantity(one, key, 150)[0]?.quantity).toBe(99);
    expect(setLineQuantity(one, key, 0)[0]?.quantity).toBe(1);
    let full: CartLine[] = [];
    for (let i = 0; i < CART_MAX_LINES; i += 1) full = add(full, { ...line, packageId: i + 1 });
    expect(addLine(full, { ...line, packageId: 999 })).toEqual({ ok: false, reason: 'cartFull' });
    expect(removeLines(full, [full[0]!.key])).toHaveLength(CART_MAX_LINES - 1);
  });
});

describe('verified player per game', () => {
  it('remembers one account per game and offers it for that game only', () => {
    const store = createStore();
    store.set(verifiedPlayerAtom(1), { playerId: '12345678', serverId: '1234', roleName: 'Hero' });
    store.set(verifiedPlayerAtom(2), {
      playerId: '800100200',
      serverId: null,
      roleName: 'Traveler',
    });
    const fresh = createStore(); // as after a reload
    expect(fresh.get(verifiedPlayerAtom(1))).toEqual({
      playerId: '12345678',
      serverId: '1234',
      roleName: 'Hero',
    });
    expect(fresh.get(verifiedPlayerAtom(2))?.roleName).toBe('Traveler');
    expect(fresh.get(verifiedPlayerAtom(3))).toBeNull();
  });

  it('ignores broken storage, and reads what the apps stored before', () => {
    localStorage.setItem(STORAGE_KEYS.verifiedPlayers, '{not json');
    expect(createStore().get(verifiedPlayerAtom(1))).toBeNull();
    localStorage.setItem(STORAGE_KEYS.verifiedPlayers, '{"1":{"playerId":1}}');
    expect(createStore().get(verifiedPlayerAtom(1))).toBeNull();
    localStorage.clear();
    localStorage.setItem(
      'gemlaneVerifiedRoles',
      JSON.stringify({ 4: { playerId: '5123456789', serverId: null, roleName: 'ChickenDinner' } }),
    );
    localStorage.setItem(
      'gemlane.verifiedPlayer.5',
      JSON.stringify({ playerId: '12345678', serverId: '2001', roleName: 'Layla' }),
    );
    const store = createStore();
    expect(store.get(verifiedPlayerAtom(4))?.roleName).toBe('ChickenDinner');
    expect(store.get(verifiedPlayerAtom(5))?.roleName).toBe('Layla');
  });
});

describe('draft and the pending checkout', () => {
  it('keeps each zone draft apart and survives a new store', () => {
    const store = createStore();
    store.set(draftAtom('genshin'), { packageId: 12, quantity: 3, payMethod: 'wallet' });
    store.set(draftAtom('mlbb'), { coupon: 'none' });
    const fresh = createStore();
    expect(fresh.get(draftAtom('genshin'))).toMatchObject({
      packageId: 12,
      quantity: 3,
      payMethod: 'wallet',
      coupon: 'auto',
    });
    expect(fresh.get(draftAtom('mlbb')).coupon).toBe('none');
  });

  it('empties the cart lines of an order only once it is paid', () => {
    const store = createStore();
    const lines = add(add([], line), { ...line, packageId: 11 });
    store.set(cartAtom, lines);
    store.set(draftAtom('#cart'), { attempt: { key: 'k-12345678', fingerprint: 'f' } });
    store.set(pendingCheckoutAtom, {
      orderId: 'O1',
      outTradeNo: 'T1',
      lineKeys: [lines[0]!.key],
      draft: '#cart',
    });
    store.set(settlePaidCheckoutAtom, 'O2'); // another order: nothing changes
    expect(store.get(cartAtom)).toHaveLength(2);
    store.set(settlePaidCheckoutAtom, 'O1');
    expect(store.get(cartAtom).map((l) => l.packageId)).toEqual([11]);
    expect(store.get(draftAtom('#cart')).attempt).toBeNull();
    expect(store.get(pendingCheckoutAtom)).toBeNull();
  });
});

describe('payment return address', () => {
  it('is the payment-result page of this origin (the checkout appends outTradeNo)', () => {
    expect(paymentReturnUrl('https://m.gemlane.com')).toBe('https://m.gemlane.com/payment-result');
    expect(paymentReturnUrl()).toBe(`${window.location.origin}/payment-result`);
  });
});
