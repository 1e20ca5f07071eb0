// The one request state of the storefront's pages and hooks: data, loading, error and reload.
// A run starts when `deps` change; the answer of a superseded run is dropped; a failure keeps the
// last data. `load === null` waits (nothing to ask yet, or not allowed: logged out).
import { peekRequest } from '@gemlane/api/ssr-cache';
import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type DependencyList,
} from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Runs the request again (a retry, or after a change on the server). */
  reload: () => void;
}

export interface LoadOptions {
  /**
   * Read the answer a server-rendered page carries (default true): the first render, on the
   * server and in the hydration, has the data at once and the first run is skipped. False for
   * calls the server render must not make (the payment calls of the purchase journey).
   */
  serverRendered?: boolean;
}

export function useLoad<T>(
  load: (() => Promise<T>) | null,
  deps: DependencyList,
  options: LoadOptions = {},
): Loaded<T> {
  const peek = options.serverRendered ?? true;
  const [initial] = useState(() => (load && peek ? peekRequest(load) : null));
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>(
    () =>
      initial
        ? { data: initial.value, error: initial.error, loading: false }
        : { data: undefined, error: undefined, loading: load !== null },
  );
  const [tick, setTick] = useState(0);
  const run = useRef(0);
  const skipFirst = useRef(initial !== null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const enabled = load !== null;

  useEffect(() => {
    const current = loadRef.current;
    const id = ++run.current;
    if (!current) {
      setState({ data: undefined, error: undefined, loading: false });
      return;
    }
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    setState((s) => ({ ...s, loading: true, error: undefined }));
    current().then(
      (data) => {
        // The screen an answer fills renders in slices that yield to the browser (no long task).
        if (id === run.current)
          startTransition(() => setState({ data, error: undefined, loading: false }));
      },
      (error: unknown) => {
        if (id === run.current) setState((s) => ({ data: s.data, error, loading: false }));
      },
    );
    // The caller lists what the request depends on; `load` itself is read through a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, enabled, tick]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}
