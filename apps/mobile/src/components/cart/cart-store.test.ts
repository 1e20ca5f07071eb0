import { describe, expect, it } from 'vitest';
import { addLine, CART_MAX_LINES, removeLine, setQuantity, type CartLine } from './cart-store.ts';

const line = {
  gameId: 1,
  gameName: 'Mobile Legends',
  gameZonePath: 'mobile-legends-bang-bang',
  logo: '/logo.svg',
  packageId: 10,
  packageName: '86 Diamonds',
  quantity: 1,
  playerId: '12345678',
  serverId: '1234',
  roleName: 'Hero',
};

describe('cart lines', () => {
  it('adds up the same package for the same account', () => {
    const one = addLine([], line)!;
    const two = addLine(one, { ...line, quantity: 2 })!;
    expect(two).toHaveLength(1);
    expect(two[0]?.quantity).toBe(3);
  });

  it('keeps another account or server as its own line', () => {
    const one = addLine([], line)!;
    expect(addLine(one, { ...line, serverId: '9999' })).toHaveLength(2);
    expect(addLine(one, { ...line, playerId: '87654321' })).toHaveLength(2);
  });

  it('clamps quantities to 1..99 and refuses a 21st line', () => {
    const one = addLine([], line)!;
    const id = one[0]!.lineId;
    expect(setQuantity(one, id, 150)[0]?.quantity).toBe(99);
    expect(setQuantity(one, id, 0)[0]?.quantity).toBe(1);
    let full: CartLine[] = [];
    for (let i = 0; i < CART_MAX_LINES; i += 1)
      full = addLine(full, { ...line, packageId: i + 1 })!;
    expect(addLine(full, { ...line, packageId: 999 })).toBeNull();
    expect(removeLine(full, full[0]!.lineId)).toHaveLength(CART_MAX_LINES - 1);
  });
});
