import type { Game } from '@gemlane/contract';
import { SEARCH_PAGE_SIZE } from '@gemlane/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../adapters/api-client.tsx';
import type { SearchBoxProps } from './search-box.tsx';

/** Spec section 9: search debounce 300 ms, Enter throttled to 500 ms. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_ENTER_THROTTLE_MS = 500;

export function useGameSearch(): SearchBoxProps {
  const api = useApi();
  const [value, setValue] = useState('');
  const [results, setResults] = useState<Game[]>([]);
  const [loading, setLoading] = useState(false);
  const run = useRef(0);
  const lastEnter = useRef(0);

  const search = useCallback(
    (text: string) => {
      const id = ++run.current;
      const gameName = text.trim();
      // Search runs only with non-empty text; empty text clears the results.
      if (gameName === '') {
        setResults([]);
        setLoading(false);
        return;
      }
      setLoading(true);
      api.searchGame({ page: 1, pageSize: SEARCH_PAGE_SIZE, gameName }, { hideError: true }).then(
        (page) => id === run.current && (setResults(page.list), setLoading(false)),
        // A failure silently clears the results (spec section 8).
        () => id === run.current && (setResults([]), setLoading(false)),
      );
    },
    [api],
  );

  useEffect(() => {
    const timer = setTimeout(() => search(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, search]);

  return {
    value,
    onChange: setValue,
    onEnter: () => {
      const now = Date.now();
      if (now - lastEnter.current < SEARCH_ENTER_THROTTLE_MS) return;
      lastEnter.current = now;
      search(value);
    },
    loading,
    results,
  };
}
