import type { Money } from '@gemlane/contract';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/** One cart line: a package for one verified player. */
export interface CartLine {
  /** Stable key of the line: package + player (the same package for two players is two lines). */
  key: string;
  gameId: number;
  gameName: string;
  gameLogo: string;
  gameZonePath: string;
  packageId: number;
  packageName: string;
  unitPrice: Money;
  quantity: number;
  playerId: string;
  serverId: string | null;
  roleName: string;
}

/** Most lines one order takes (the contract's createOrder limit). */
export const CART_MAX_LINES = 20;
/** Most units of one package in a line (contract: 1..99). */
export const LINE_MAX_QUANTITY = 99;

const CART_STORAGE_KEY = 'gemlane.desktopCart';

export const cartAtom = atomWithStorage<CartLine[]>(CART_STORAGE_KEY, [], undefined, {
  getOnInit: true,
});

export const cartCountAtom = atom((get) => get(cartAtom).reduce((n, line) => n + line.quantity, 0));

export function lineKey(packageId: number, playerId: string, serverId: string | null): string {
  return `${packageId}:${playerId}:${serverId ?? ''}`;
}

/** Adds a line, or raises the quantity of the same package for the same player (capped at 99). */
export function addLine(lines: readonly CartLine[], line: Omit<CartLine, 'key'>): CartLine[] {
  const key = lineKey(line.packageId, line.playerId, line.serverId);
  const existing = lines.find((l) => l.key === key);
  if (existing) {
    return lines.map((l) =>
      l.key === key
        ? {
            ...l,
            quantity: Math.min(LINE_MAX_QUANTITY, l.quantity + line.quantity),
            unitPrice: line.unitPrice,
          }
        : l,
    );
  }
  if (lines.length >= CART_MAX_LINES) throw new RangeError('cart-full');
  return [...lines, { ...line, key }];
}

export function setLineQuantity(
  lines: readonly CartLine[],
  key: string,
  quantity: number,
): CartLine[] {
  const q = Math.max(1, Math.min(LINE_MAX_QUANTITY, Math.floor(quantity)));
  return lines.map((l) => (l.key === key ? { ...l, quantity: q } : l));
}

export function removeLine(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.filter((l) => l.key !== key);
}
