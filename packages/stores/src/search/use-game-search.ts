// The search box's behaviour for both apps: state plus handlers, results from searchGame.
import type { Game } from '@gemlane/contract';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { storesApiAtom } from '../api.ts';
import {
  createGameSearch,
  nothingFound,
  type GameSearch,
  type GameSearchState,
} from './game-search.ts';

export interface GameSearchView extends GameSearchState {
  /** The popover opens when results exist (docs/product.md §4). */
  open: boolean;
  /** The text was searched and no game matched (say so; not while the shopper is typing). */
  empty: boolean;
  setText: (text: string) => void;
  /** Searches now; resolves with the games found (null when nothing was searched). */
  onEnter: () => Promise<readonly Game[] | null>;
  clear: () => void;
}

export function useGameSearch(): GameSearchView {
  const api = useAtomValue(storesApiAtom);
  const apiRef = useRef(api);
  apiRef.current = api;
  const [state, setState] = useState<GameSearchState>({
    text: '',
    results: [],
    loading: false,
    answered: null,
  });
  const controller = useRef<GameSearch | null>(null);
  if (controller.current === null) {
    controller.current = createGameSearch({
      onChange: setState,
      search: async (request): Promise<readonly Game[]> => {
        const client = apiRef.current;
        if (!client) return [];
        // Failures clear the results silently (docs/product.md §8).
        const page = await client.searchGame(request, { hideError: true });
        return page.list;
      },
    });
  }
  useEffect(() => () => controller.current?.dispose(), []);

  const c = controller.current;
  return {
    ...state,
    open: state.results.length > 0,
    empty: nothingFound(state),
    setText: c.setText,
    onEnter: c.enter,
    clear: c.clear,
  };
}
