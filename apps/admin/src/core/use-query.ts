// A read of the staff API as state: data, loading, error, and reload after an action.
import { useCallback, useEffect, useState } from 'react';

export interface QueryState<T> {
  data: T | undefined;
  loading: boolean;
  error: Error | undefined;
  reload: () => void;
}

export function useQuery<T>(load: (() => Promise<T>) | null, key: string): QueryState<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(load !== null);
  const [error, setError] = useState<Error>();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!load) return;
    let current = true;
    setLoading(true);
    setError(undefined);
    load().then(
      (value) => {
        if (!current) return;
        setData(value);
        setLoading(false);
      },
      (err: unknown) => {
        if (!current) return;
        setError(err instanceof Error ? err : new Error(String(err)));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
    // `key` names what is loaded; `load` is a fresh closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, loading, error, reload };
}
