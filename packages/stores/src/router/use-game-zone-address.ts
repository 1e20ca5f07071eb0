// The game zone's address, handled once for both apps: `/gameZone/:gameZonePath` asks for a zone
// by its path; the legacy `/gameZone?gameConfigId=<id>` asks by the game's config id and, once the
// game is known, moves to the zone's own path (history replaced, the partner parameter kept);
// `/gameZone` with neither goes to the game picker. Opening a zone makes its game the current
// game (the mobile Game tab and the desktop Games menu show it).
import type { Game, GameZone } from '@gemlane/contract';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { selectGameAtom } from '../games/games.ts';
import { useLoad, type Loaded } from '../load/use-load.ts';
import { buildPath } from './routes.ts';
import { usePartnerNavigate } from './use-partner-navigate.ts';

/** What a game zone address asks the server for. */
export type GameZoneRequest = { gameZonePath: string } | { gameConfigId: number };

export const LEGACY_GAME_PARAM = 'gameConfigId';

/** The zone a game zone address names, or null when it names none (the picker is the right page). */
export function gameZoneRequestOf(
  gameZonePath: string | undefined,
  search: URLSearchParams,
): GameZoneRequest | null {
  if (gameZonePath) return { gameZonePath };
  const raw = search.get(LEGACY_GAME_PARAM) ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? { gameConfigId: id } : null;
}

/** A stable text of a request, for the dependencies of its load. */
export function gameZoneRequestKey(request: GameZoneRequest | null): string {
  if (!request) return '';
  return 'gameZonePath' in request ? `path:${request.gameZonePath}` : `id:${request.gameConfigId}`;
}

/**
 * The game zone page's address: the request to load, and the moves that follow from it. Pass the
 * zone's game once it has loaded (null before).
 */
export function useGameZoneAddress(game: Game | null): GameZoneRequest | null {
  const { gameZonePath } = useParams();
  const [search] = useSearchParams();
  const navigate = usePartnerNavigate();
  const select = useSetAtom(selectGameAtom);
  const request = gameZoneRequestOf(gameZonePath, search);
  const legacy = request !== null && 'gameConfigId' in request;
  const missing = request === null;

  useEffect(() => {
    if (missing) void navigate(buildPath('SwitchGame'), { replace: true });
  }, [missing, navigate]);

  useEffect(() => {
    if (!game) return;
    select(game);
    if (legacy)
      void navigate(buildPath('GameZone', { gameZonePath: game.gameZonePath }), { replace: true });
  }, [game, legacy, select, navigate]);

  return request;
}

/**
 * The game zone page of both apps: the address read, the zone loaded with the app's `load` (an
 * unknown game answers not found), and the moves once it is known (current game, legacy address).
 */
export function useGameZone(
  load: (request: GameZoneRequest) => Promise<GameZone>,
): Loaded<GameZone> & { request: GameZoneRequest | null } {
  const { gameZonePath } = useParams();
  const [search] = useSearchParams();
  const request = gameZoneRequestOf(gameZonePath, search);
  const zone = useLoad(request ? () => load(request) : null, [gameZoneRequestKey(request)]);
  useGameZoneAddress(zone.data?.game ?? null);
  // No request: the address names no game and the page is on its way to the picker.
  return { ...zone, request };
}
