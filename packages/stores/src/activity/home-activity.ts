// The home activities (popups and banners) the app start loads for visitors and users alike.
import type { HomeActivity } from '@gemlane/contract';
import { atom } from 'jotai/vanilla';
import { requireApi } from '../api.ts';
import { keepIfSame } from '../load/same-data.ts';

export const homeActivitiesAtom = atom<HomeActivity[]>([]);

export const loadHomeActivitiesAtom = atom(null, async (get, set) => {
  const list = await requireApi(get).homeActivity({}, { hideError: true });
  set(homeActivitiesAtom, (held) => keepIfSame(held, list));
  return list;
});
