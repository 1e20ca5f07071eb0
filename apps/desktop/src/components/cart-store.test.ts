import { describe, expect, it } from 'vitest';
import { addLine, CART_MAX_LINES, removeLine, setLineQuantity } from './cart-store.ts';

const line = {
  gameId: 1,
  gameName: 'Genshin Impact',
  gameLogo: '/logo.svg',
  gameZonePath: 'genshin-impact-top-up',
  packageId: 7,
  packageName: '60 Genesis Crystals',
  unitPrice: { amount: 99, currency: 'USD' as const },
  quantity: 2,
  playerId: '800000001',
  serverId: null,
  roleName: 'Traveler',
};

describe('cart lines', () => {
  it('merges the same package for the same player and caps the quantity at 99', () => {
    let lines = addLine([], line);
    lines = addLine(lines, { ...line, quantity: 98 });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(99);
  });

  it('keeps a second player as a separate line', () => {
    const lines = addLine(addLine([], line), { ...line, playerId: '800000002' });
    expect(lines).toHaveLength(2);
  });

  it('refuses a line beyond the order limit', () => {
    let lines = addLine([], line);
    for (let i = 1; i < CART_MAX_LINES; i += 1)
      lines = addLine(lines, { ...line, packageId: 100 + i });
    expect(() => addLine(lines, { ...line, packageId: 999 })).toThrow('cart-full');
  });

  it('clamps quantity edits to 1..99 and removes lines', () => {
    const [first] = addLine([], line);
    const key = first!.key;
    expect(setLineQuantity([first!], key, 0)[0]?.quantity).toBe(1);
    expect(setLineQuantity([first!], key, 500)[0]?.quantity).toBe(99);
    expect(removeLine([first!], key)).toEqual([]);
  });
});
