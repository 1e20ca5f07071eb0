// Game search rules (docs/product.md §5, §8 and §9) as a framework-free controller: non-empty text only,
// 300 ms debounce while typing, Enter at most every 500 ms, page 1 of 100, empty text or a
// failure clears the results, and only the latest request may answer.
import type { Game } from '@gemlane/contract';

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_ENTER_THROTTLE_MS = 500;
export const SEARCH_PAGE = 1;
export const SEARCH_PAGE_SIZE = 100;

export interface SearchRequest {
  page: number;
  pageSize: number;
  gameName: string;
}

/** The request for `text`, or null when the text is blank (no search runs). */
export function searchRequest(text: string): SearchRequest | null {
  const gameName = text.trim();
  if (gameName === '') return null;
  return { page: SEARCH_PAGE, pageSize: SEARCH_PAGE_SIZE, gameName };
}

export interface GameSearchState {
  text: string;
  results: readonly Game[];
  loading: boolean;
  /** The text whose answer `results` is (null before any answer, and after clear or a failure). */
  answered: string | null;
}

/** The latest text was searched and nothing matched: the page says so (not while typing). */
export function nothingFound(state: GameSearchState): boolean {
  const text = state.text.trim();
  return text !== '' && !state.loading && state.answered === text && state.results.length === 0;
}

export interface GameSearchOptions {
  search: (request: SearchRequest) => Promise<readonly Game[]>;
  onChange: (state: GameSearchState) => void;
  now?: () => number;
}

export interface GameSearch {
  getState(): GameSearchState;
  /** Typing: blank clears at once, otherwise searches 300 ms after the last keystroke. */
  setText(text: string): void;
  /**
   * Enter: searches now, at most once every 500 ms; resolves with the games found for the text
   * (null when the press was throttled, the text is blank, or a later search answered first).
   */
  enter(): Promise<readonly Game[] | null>;
  clear(): void;
  dispose(): void;
}

export function createGameSearch({
  search,
  onChange,
  now = Date.now,
}: GameSearchOptions): GameSearch {
  let state: GameSearchState = { text: '', results: [], loading: false, answered: null };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastEnter = -Infinity;
  // Each run takes a number; an answer counts only if no later run (or clear) happened.
  let seq = 0;

  const update = (patch: Partial<GameSearchState>) => {
    state = { ...state, ...patch };
    onChange(state);
  };
  const cancelTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const clearResults = () => {
    seq += 1;
    cancelTimer();
    update({ results: [], loading: false, answered: null });
  };

  const run = async (): Promise<readonly Game[] | null> => {
    cancelTimer();
    const request = searchRequest(state.text);
    if (!request) {
      clearResults();
      return null;
    }
    seq += 1;
    const mine = seq;
    update({ loading: true });
    try {
      const results = await search(request);
      if (mine !== seq) return null;
      update({ results, loading: false, answered: request.gameName });
      return results;
    } catch {
      if (mine === seq) update({ results: [], loading: false, answered: null });
      return null;
    }
  };

  return {
    getState: () => state,
    setText(text) {
      update({ text });
      cancelTimer();
      if (searchRequest(text) === null) {
        clearResults();
        return;
      }
      timer = setTimeout(() => void run(), SEARCH_DEBOUNCE_MS);
    },
    enter() {
      const t = now();
      if (t - lastEnter < SEARCH_ENTER_THROTTLE_MS) return Promise.resolve(null);
      lastEnter = t;
      return run();
    },
    clear() {
      update({ text: '' });
      clearResults();
    },
    dispose() {
      cancelTimer();
      seq += 1;
    },
  };
}
