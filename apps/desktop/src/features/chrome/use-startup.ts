import { authTokenAtom } from '@gemlane/stores';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useApi } from '../../adapters/api-client.tsx';
import { categoriesAtom, gameListsAtom, userDetailAtom } from '../../components/catalog-data.ts';

/** Start-up loads of spec section 2: games by category and the model lists; with a token the user info. */
export function useStartup(): void {
  const api = useApi();
  const token = useAtomValue(authTokenAtom);
  const setCategories = useSetAtom(categoriesAtom);
  const setLists = useSetAtom(gameListsAtom);
  const setUser = useSetAtom(userDetailAtom);

  useEffect(() => {
    api
      .gameListByClassify(undefined, { hideError: true })
      .then(setCategories, () => setCategories([]));
    api.gameList(undefined, { hideError: true }).then(setLists, () => undefined);
  }, [api, setCategories, setLists]);

  useEffect(() => {
    if (!token) {
      setUser(null);
      return;
    }
    api.getUserInfoDetail(undefined, { hideError: true }).then(setUser, () => undefined);
  }, [api, token, setUser]);
}
