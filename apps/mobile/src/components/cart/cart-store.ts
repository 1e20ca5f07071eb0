import { browserStorage } from '@gemlane/stores';
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** One cart line: a package for one confirmed player account. */
export interface CartLine {
  lineId: string;
  gameId: number;
  gameName: string;
  gameZonePath: string;
  logo: string;
  packageId: number;
  packageName: string;
  quantity: number;
  playerId: string;
  serverId: string | null;
  roleName: string;
}

/** The API takes at most 20 lines per order and 1-99 of each package. */
export const CART_MAX_LINES = 20;
export const CART_MAX_QUANTITY = 99;
export const CART_STORAGE_KEY = 'gemlaneMobileCart';

function isLine(value: unknown): value is CartLine {
  const v = value as Partial<CartLine> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.lineId === 'string' &&
    typeof v.packageId === 'number' &&
    typeof v.quantity === 'number' &&
    typeof v.playerId === 'string' &&
    typeof v.roleName === 'string'
  );
}

const storage = createJSONStorage<CartLine[]>(() => browserStorage());

export const cartAtom = atomWithStorage<CartLine[]>(
  CART_STORAGE_KEY,
  [],
  {
    ...storage,
    getItem: (key, initial) => {
      const value = storage.getItem(key, initial);
      return Array.isArray(value) ? value.filter(isLine) : initial;
    },
  },
  { getOnInit: true },
);

export const cartCountAtom = atom((get) => get(cartAtom).reduce((n, l) => n + l.quantity, 0));

const clampQuantity = (q: number) => Math.min(CART_MAX_QUANTITY, Math.max(1, Math.round(q)));

/**
 * Adds a line; the same package for the same account adds up instead of a second line.
 * Returns the new lines, or null when the cart is full.
 */
export function addLine(
  lines: readonly CartLine[],
  line: Omit<CartLine, 'lineId'>,
): CartLine[] | null {
  const same = lines.find(
    (l) =>
      l.packageId === line.packageId &&
      l.playerId === line.playerId &&
      l.serverId === line.serverId,
  );
  if (same) {
    return lines.map((l) =>
      l === same ? { ...l, quantity: clampQuantity(l.quantity + line.quantity) } : l,
    );
  }
  if (lines.length >= CART_MAX_LINES) return null;
  const lineId = `${line.packageId}-${line.playerId}-${line.serverId ?? ''}-${Date.now().toString(36)}`;
  return [...lines, { ...line, quantity: clampQuantity(line.quantity), lineId }];
}

export function setQuantity(
  lines: readonly CartLine[],
  lineId: string,
  quantity: number,
): CartLine[] {
  return lines.map((l) => (l.lineId === lineId ? { ...l, quantity: clampQuantity(quantity) } : l));
}

export function removeLine(lines: readonly CartLine[], lineId: string): CartLine[] {
  return lines.filter((l) => l.lineId !== lineId);
}
