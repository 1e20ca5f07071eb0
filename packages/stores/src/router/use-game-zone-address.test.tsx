import type { Game, GameZone } from '@gemlane/contract';
import { render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { currentGameAtom } from '../games/games.ts';
import { game } from '../testing/fake-api.ts';
import {
  gameZoneRequestOf,
  useGameZone,
  useGameZoneAddress,
  type GameZoneRequest,
} from './use-game-zone-address.ts';

const MLBB: Game = game(7, { gameZonePath: 'mobile-legends-bang-bang', gameConfigId: 10007 });

describe('gameZoneRequestOf', () => {
  it('asks by path, by the legacy config id, or for nothing', () => {
    const q = (s: string) => new URLSearchParams(s);
    expect(gameZoneRequestOf('pubg', q('gameConfigId=3'))).toEqual({ gameZonePath: 'pubg' });
    expect(gameZoneRequestOf(undefined, q('gameConfigId=10007'))).toEqual({ gameConfigId: 10007 });
    for (const bad of ['', 'gameConfigId=', 'gameConfigId=0', 'gameConfigId=1.5', 'gameConfigId=x'])
      expect(gameZoneRequestOf(undefined, q(bad))).toBeNull();
  });
});

/** The page of both apps, reduced to the hook: the zone answers with `answer` once asked. */
function mount(url: string, answer: Game | null) {
  const store = createStore();
  const seen: { request: GameZoneRequest | null; location: string } = {
    request: null,
    location: '',
  };
  function Page() {
    const location = useLocation();
    seen.location = `${location.pathname}${location.search}`;
    seen.request = useGameZoneAddress(answer);
    return null;
  }
  function Picker() {
    const location = useLocation();
    seen.location = location.pathname;
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/gameZone/:gameZonePath', Component: Page },
      { path: '/gameZone', Component: Page },
      { path: '/switchGame', Component: Picker },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, seen };
}

describe('useGameZoneAddress', () => {
  it('opening a zone makes its game the current game', async () => {
    const { store, seen } = mount('/gameZone/mobile-legends-bang-bang', MLBB);
    expect(seen.request).toEqual({ gameZonePath: 'mobile-legends-bang-bang' });
    await waitFor(() => expect(store.get(currentGameAtom)?.gameId).toBe(7));
    expect(seen.location).toBe('/gameZone/mobile-legends-bang-bang');
  });

  it('the legacy address moves to the zone path once the game is known, partner kept', async () => {
    const { store, seen } = mount('/gameZone?gameConfigId=10007&partner=acme', MLBB);
    await waitFor(() =>
      expect(seen.location).toBe('/gameZone/mobile-legends-bang-bang?partner=acme'),
    );
    expect(store.get(currentGameAtom)?.gameId).toBe(7);
  });

  it('the legacy address stays while the game is unknown', async () => {
    const { seen } = mount('/gameZone?gameConfigId=10007', null);
    expect(seen.request).toEqual({ gameConfigId: 10007 });
    await new Promise((r) => setTimeout(r, 20));
    expect(seen.location).toBe('/gameZone?gameConfigId=10007');
  });

  it('an address without a game goes to the game picker', async () => {
    const { seen } = mount('/gameZone', null);
    await waitFor(() => expect(seen.location).toBe('/switchGame'));
  });
});

describe('useGameZone', () => {
  it('loads the zone the address names and then opens it', async () => {
    const store = createStore();
    const asked: GameZoneRequest[] = [];
    const seen = { location: '', name: '' };
    function Page() {
      const location = useLocation();
      seen.location = `${location.pathname}${location.search}`;
      const zone = useGameZone((request) => {
        asked.push(request);
        return Promise.resolve({ game: MLBB } as GameZone);
      });
      seen.name = zone.data?.game.gameName ?? '';
      return null;
    }
    const router = createMemoryRouter(
      [
        { path: '/gameZone/:gameZonePath', Component: Page },
        { path: '/gameZone', Component: Page },
      ],
      { initialEntries: ['/gameZone?gameConfigId=10007'] },
    );
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    await waitFor(() => expect(seen.location).toBe('/gameZone/mobile-legends-bang-bang'));
    expect(asked[0]).toEqual({ gameConfigId: 10007 });
    expect(store.get(currentGameAtom)?.gameId).toBe(7);
  });
});
