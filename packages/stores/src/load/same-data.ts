// A reload that answers what the page already shows changes nothing: the store keeps the value it
// holds, so nothing that reads it renders again. After a server-rendered page hydrates, the start-up
// loads (init info, games, coupons, activities) ask again and almost always get the answers the
// page was rendered from; setting those as new objects re-rendered the whole page in one task.

/**
 * Equality of API answers (JSON data) by their JSON text: the server writes the same answer with
 * the same key order, and an answer that differs only in key order merely renders again. Kept
 * this small because it ships in the first chunk of every page.
 */
export function sameData(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** `next`, or `prev` itself when it holds the same data (jotai then notifies no one). */
export function keepIfSame<T>(prev: T, next: T): T {
  return sameData(prev, next) ? prev : next;
}
