/**
 * How a list's picture loads: the first is its page's largest paint, so it loads with the page at
 * high priority (a lazy largest paint waits for layout); the others when scrolled near.
 */
export const pictureLoading = (first: boolean) =>
  ({
    loading: first ? 'eager' : 'lazy',
    fetchPriority: first ? 'high' : 'auto',
  }) as const;

/**
 * The most pictures a page's first screen shows: a desktop's three rows of six tiles, a phone's
 * five rows of three.
 */
export const FIRST_SCREEN_PICTURES = 18;

/**
 * How many of each list's first pictures load with the page, for lists shown one after another:
 * the first screen's pictures, in order. The largest paint of a page of tiles is whichever of them
 * paints first, and a lazy picture is not asked for before the page's layout.
 */
export function picturesWithPage(
  lengths: readonly number[],
  firstScreen: number = FIRST_SCREEN_PICTURES,
): number[] {
  let left = firstScreen;
  return lengths.map((length) => {
    const taken = Math.min(length, left);
    left -= taken;
    return taken;
  });
}
