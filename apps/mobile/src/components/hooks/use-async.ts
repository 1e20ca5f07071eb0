import { peekRequest } from '@gemlane/api/ssr-cache';
import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type DependencyList,
} from 'react';

export interface AsyncState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Runs the loader again (e.g. after a retry tap or a successful action). */
  reload: () => void;
}

/** Runs `load` when `deps` change; a late answer of an earlier run is dropped. */
export function useAsync<T>(load: () => Promise<T>, deps: DependencyList): AsyncState<T> {
  // A server-rendered page carries the answers its render used: the first render (the hydration,
  // or the server render itself) reads them at once and the first run is skipped.
  const [initial] = useState(() => peekRequest(load));
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>(
    () =>
      initial
        ? { data: initial.value, error: initial.error, loading: false }
        : { data: undefined, error: undefined, loading: true },
  );
  const [tick, setTick] = useState(0);
  const run = useRef(0);
  const skipFirst = useRef(initial !== null);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    const id = ++run.current;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    loader.current().then(
      (data) => {
        // The screen an answer fills renders in slices that yield to the browser (no long task).
        if (id === run.current)
          startTransition(() => setState({ data, error: undefined, loading: false }));
      },
      (error: unknown) => {
        if (id === run.current) setState((s) => ({ data: s.data, error, loading: false }));
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}
