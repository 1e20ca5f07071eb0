// A cart line, what the cart keeps in storage, and how many units the cart holds: what every page
// needs for the cart's count. The cart's other rules, which only the purchase screens run, are in
// `cart.ts`.
import type { Money } from '@gemlane/contract';

/** One cart line: a package for one confirmed player (the same package for two players is two lines). */
export interface CartLine {
  /** Stable key: package + player + server. */
  key: string;
  gameId: number;
  gameName: string;
  gameLogo: string;
  gameZonePath: string;
  packageId: number;
  packageName: string;
  /** The price when it was added (the quote prices the cart again). */
  unitPrice: Money | null;
  quantity: number;
  playerId: string;
  serverId: string | null;
  /** The server's name when the line was added (a region server's label, never its code). */
  serverName?: string | null;
  roleName: string;
}

export function isCartLine(value: unknown): value is CartLine {
  const v = value as Partial<CartLine> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.key === 'string' &&
    typeof v.gameId === 'number' &&
    typeof v.packageId === 'number' &&
    typeof v.quantity === 'number' &&
    typeof v.playerId === 'string' &&
    typeof v.roleName === 'string' &&
    (v.serverId === null || typeof v.serverId === 'string')
  );
}

export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((n, l) => n + l.quantity, 0);
}
