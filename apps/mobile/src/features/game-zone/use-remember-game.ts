import type { Game } from '@gemlane/contract';
import { selectGameAtom } from '@gemlane/stores';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';

/** Spec section 4: opening a game zone makes it the current game (the Game tab shows it). */
export function useRememberGame(game: Game | null): void {
  const select = useSetAtom(selectGameAtom);
  useEffect(() => {
    if (game) select(game);
  }, [game, select]);
}
