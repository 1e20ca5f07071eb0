// A reload that answers what the page already shows changes nothing: the store keeps the value it
// holds, so nothing that reads it renders again. After a server-rendered page hydrates, the start-up
// loads (init info, games, coupons, activities) ask again and almost always get the answers the
// page was rendered from; setting those as new objects re-rendered the whole page in one task.

/** Structural equality of API answers (JSON data: null, booleans, numbers, strings, arrays, plain objects). */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => sameData(item, other[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameData(left[key], right[key]))
  );
}

/** `next`, or `prev` itself when it holds the same data (jotai then notifies no one). */
export function keepIfSame<T>(prev: T, next: T): T {
  return sameData(prev, next) ? prev : next;
}
