// The cart: packages for confirmed players, priced by the server's quote at checkout. Lines stay
// in the cart until the order that holds them is paid, so backing out of the hosted checkout
// loses nothing.
import type { Money } from '@gemlane/contract';
import { clampQuantity } from './money.ts';
import type { CartLine } from './cart-line.ts';

export { cartCount, isCartLine, type CartLine } from './cart-line.ts';

/** Most lines one order takes (the contract's createOrder limit). */
export const CART_MAX_LINES = 20;
/** Most units of one package in a line (contract: 1..99). */
export const LINE_MAX_QUANTITY = 99;

export function lineKey(packageId: number, playerId: string, serverId: string | null): string {
  return `${packageId}:${playerId}:${serverId ?? ''}`;
}

export type AddLineResult = { ok: true; lines: CartLine[] } | { ok: false; reason: 'cartFull' };

/** Adds a line, or raises the quantity of the same package for the same player (capped at 99). */
export function addLine(lines: readonly CartLine[], line: Omit<CartLine, 'key'>): AddLineResult {
  const key = lineKey(line.packageId, line.playerId, line.serverId);
  const quantity = clampQuantity(line.quantity, LINE_MAX_QUANTITY);
  if (lines.some((l) => l.key === key)) {
    return {
      ok: true,
      lines: lines.map((l) =>
        l.key === key
          ? {
              ...l,
              quantity: clampQuantity(l.quantity + quantity, LINE_MAX_QUANTITY),
              unitPrice: line.unitPrice,
            }
          : l,
      ),
    };
  }
  if (lines.length >= CART_MAX_LINES) return { ok: false, reason: 'cartFull' };
  return { ok: true, lines: [...lines, { ...line, quantity, key }] };
}

export function setLineQuantity(
  lines: readonly CartLine[],
  key: string,
  quantity: number,
): CartLine[] {
  const q = clampQuantity(quantity, LINE_MAX_QUANTITY);
  return lines.map((l) => (l.key === key ? { ...l, quantity: q } : l));
}

export function removeLines(lines: readonly CartLine[], keys: readonly string[]): CartLine[] {
  return lines.filter((l) => !keys.includes(l.key));
}

/** The order lines of createOrder for the cart. */
export function orderItemsOf(lines: readonly CartLine[]) {
  return lines.map((l) => ({
    packageId: l.packageId,
    quantity: l.quantity,
    playerId: l.playerId,
    ...(l.serverId ? { serverId: l.serverId } : {}),
    roleName: l.roleName,
  }));
}

/**
 * The price a cart line shows: the quote's, which is in the selected currency; the price the line
 * was added at only until the quote answers (a line never shows a second currency beside the total).
 */
export function lineUnitPrice(
  line: Pick<CartLine, 'packageId' | 'unitPrice'>,
  quote: { items: readonly { packageId: number; unitPrice: Money }[] } | null | undefined,
): Money | null {
  if (!quote) return line.unitPrice;
  return quote.items.find((i) => i.packageId === line.packageId)?.unitPrice ?? null;
}
