// The cart's lines in local storage, and their count for the tab bar and the header. Apart from the
// rest of the journey's state (`state.ts`): every page shows the count, only the purchase screens
// need the rest, so the first script of a page carries this much alone.
import { atom } from 'jotai/vanilla';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { jsonStorage, persistentAtom } from '../storage.ts';
import { cartCount, isCartLine, type CartLine } from './cart-line.ts';

const isLines = (v: unknown): v is CartLine[] => Array.isArray(v);

const linesStorage = jsonStorage(isLines);
export const cartAtom = persistentAtom<CartLine[]>(
  STORAGE_KEYS.cart,
  {
    ...linesStorage,
    getItem: (key, initial) => (linesStorage.getItem(key, initial) ?? initial).filter(isCartLine),
    setItem: (key, value) => linesStorage.setItem(key, value),
  },
  [],
);

export const cartCountAtom = atom((get) => cartCount(get(cartAtom)));
