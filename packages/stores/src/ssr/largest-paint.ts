/**
 * How a list's picture loads: the first is its page's largest paint, so it loads with the page at
 * high priority (a lazy largest paint waits for layout); the others when scrolled near.
 */
export const pictureLoading = (first: boolean) =>
  ({
    loading: first ? 'eager' : 'lazy',
    fetchPriority: first ? 'high' : 'auto',
  }) as const;
