import { peekRequest } from '@gemlane/api/ssr-cache';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface RequestState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Runs the request again (after a change on the server). */
  reload: () => void;
}

/**
 * Runs `load` when `deps` change and keeps the last answer; answers of superseded runs are dropped.
 * Pass `enabled = false` to wait (e.g. until the user is logged in).
 */
export function useRequest<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
  enabled = true,
): RequestState<T> {
  // A server-rendered page carries the answers its render used: the first render (the hydration,
  // or the server render itself) reads them at once and the first run is skipped.
  const [initial] = useState(() => (enabled ? peekRequest(load) : null));
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>(
    () =>
      initial
        ? { data: initial.value, error: initial.error, loading: false }
        : { data: undefined, error: undefined, loading: enabled },
  );
  const [tick, setTick] = useState(0);
  const run = useRef(0);
  const skipFirst = useRef(initial !== null);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (!enabled) return;
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    const id = ++run.current;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    loadRef.current().then(
      (data) => id === run.current && setState({ data, error: undefined, loading: false }),
      (error: unknown) =>
        id === run.current && setState((s) => ({ data: s.data, error, loading: false })),
    );
    // The caller lists what the request depends on; `load` itself is read through a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, enabled, tick]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}
