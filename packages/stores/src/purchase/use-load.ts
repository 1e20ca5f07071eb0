// A small request state for the journey's hooks: data, loading, error, reload; stale answers of
// an earlier key are dropped.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

export function useLoad<T>(load: (() => Promise<T>) | null, key: string): Loaded<T> {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: unknown }>({
    data: undefined,
    loading: load !== null,
    error: undefined,
  });
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    const run = loadRef.current;
    if (!run) {
      setState({ data: undefined, loading: false, error: undefined });
      return undefined;
    }
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    run().then(
      (data) => live && setState({ data, loading: false, error: undefined }),
      (error: unknown) => live && setState((s) => ({ data: s.data, loading: false, error })),
    );
    return () => {
      live = false;
    };
  }, [key, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}
