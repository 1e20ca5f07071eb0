// "Where is my ID?": per game, where the game shows the player ID (and the server where it has
// one), as a generated picture and one or two translated lines. The picture is our own plain art
// (a stylised game screen with the ID area framed), drawn here so both apps show the same one.
import type { AccountField } from '@gemlane/contract';

/** Where a game shows the player ID. */
export type IdHelpScreen =
  /** Printed in the bottom-right corner of the game screen (and on the pause menu). */
  | 'corner'
  /** On the profile opened from the avatar at the top left, under the player's name. */
  | 'profile'
  /** Under Settings (the gear at the top right) -> Account. */
  | 'settings';

/** How the game zone asks for the server: not at all, a region list, or a typed server ID. */
export type IdHelpServer = 'none' | 'region' | 'id';

interface GameIdHelp {
  screen: IdHelpScreen;
  /** Hue (0-359) of the picture's scene, so each game's picture looks its own. */
  hue: number;
}

/** Per seeded game (by its zone path): where its player ID is shown. */
export const ID_HELP_BY_GAME: Readonly<Record<string, GameIdHelp>> = {
  'genshin-impact-top-up': { screen: 'corner', hue: 215 },
  'mobile-legends-bang-bang': { screen: 'profile', hue: 225 },
  pubg: { screen: 'profile', hue: 32 },
  'honkai-star-rail': { screen: 'corner', hue: 255 },
  'zenless-zone-zero': { screen: 'corner', hue: 75 },
  'free-fire': { screen: 'profile', hue: 28 },
  'honor-of-kings': { screen: 'profile', hue: 0 },
  'wuthering-waves': { screen: 'corner', hue: 195 },
  'honkai-impact-3rd': { screen: 'corner', hue: 330 },
  'tower-of-fantasy': { screen: 'corner', hue: 210 },
  'ragnarok-origin': { screen: 'settings', hue: 335 },
  'punishing-gray-raven': { screen: 'corner', hue: 0 },
  'blood-strike': { screen: 'profile', hue: 15 },
  'call-of-duty-mobile': { screen: 'profile', hue: 90 },
  'arena-of-valor': { screen: 'profile', hue: 225 },
  'rise-of-kingdoms': { screen: 'settings', hue: 30 },
  'lords-mobile': { screen: 'settings', hue: 260 },
  'state-of-survival': { screen: 'settings', hue: 80 },
  'whiteout-survival': { screen: 'settings', hue: 200 },
  'stumble-guys': { screen: 'profile', hue: 320 },
  'ea-sports-fc-mobile': { screen: 'settings', hue: 150 },
  efootball: { screen: 'settings', hue: 235 },
  'asphalt-legends': { screen: 'settings', hue: 15 },
  'marvel-snap': { screen: 'settings', hue: 270 },
  'yu-gi-oh-master-duel': { screen: 'profile', hue: 45 },
  valorant: { screen: 'settings', hue: 355 },
  'league-of-legends': { screen: 'profile', hue: 220 },
  'clash-of-clans': { screen: 'settings', hue: 40 },
  'clash-royale': { screen: 'settings', hue: 218 },
  'brawl-stars': { screen: 'profile', hue: 275 },
  roblox: { screen: 'settings', hue: 5 },
  'candy-crush-saga': { screen: 'settings', hue: 325 },
  hearthstone: { screen: 'settings', hue: 25 },
  'teamfight-tactics': { screen: 'profile', hue: 210 },
};

/** A game not in the list: the profile, where most games show the ID. */
const FALLBACK: GameIdHelp = { screen: 'profile', hue: 230 };

/** The picture's size in CSS pixels (its box is reserved before it loads). */
export const ID_HELP_PICTURE_SIZE = { width: 320, height: 180 } as const;

export interface IdHelp {
  screen: IdHelpScreen;
  server: IdHelpServer;
  /**
   * The picture's `img` attributes: a `data:image/svg+xml` address (no request, allowed by the
   * sites' CSP), its size (its box is kept before it decodes, so nothing moves) and lazy decoding.
   * The apps spread them on an `img` and add the translated `alt` (`idHelp.pictureAlt`).
   */
  image: {
    src: string;
    width: number;
    height: number;
    loading: 'lazy';
    decoding: 'async';
  };
  /** i18n keys of the instructions, in the order of the numbered frames in the picture. */
  steps: readonly IdHelpStepKey[];
}

export type IdHelpStepKey =
  | 'idHelp.steps.corner'
  | 'idHelp.steps.profile'
  | 'idHelp.steps.settings'
  | 'idHelp.steps.serverRegion'
  | 'idHelp.steps.serverId';

/** How a zone's account fields ask for the server. */
export function idHelpServer(fields: readonly Pick<AccountField, 'key'>[]): IdHelpServer {
  if (fields.some((f) => f.key === 'serverId')) return 'id';
  if (fields.some((f) => f.key === 'server')) return 'region';
  return 'none';
}

const STEP_OF_SCREEN: Record<IdHelpScreen, IdHelpStepKey> = {
  corner: 'idHelp.steps.corner',
  profile: 'idHelp.steps.profile',
  settings: 'idHelp.steps.settings',
};

const cache = new Map<string, IdHelp>();

/** The ID help of a game zone: its picture and its lines (server line only where it asks one). */
export function idHelpFor(
  gameZonePath: string,
  fields: readonly Pick<AccountField, 'key'>[],
): IdHelp {
  const game = ID_HELP_BY_GAME[gameZonePath] ?? FALLBACK;
  const server = idHelpServer(fields);
  const key = `${game.screen}|${game.hue}|${server}`;
  const known = cache.get(key);
  if (known) return known;
  const steps: IdHelpStepKey[] = [STEP_OF_SCREEN[game.screen]];
  // A typed server ID sits beside the player ID; a region is picked on the start screen.
  if (server === 'id') steps.push('idHelp.steps.serverId');
  if (server === 'region') steps.push('idHelp.steps.serverRegion');
  const help: IdHelp = {
    screen: game.screen,
    server,
    image: {
      src: `data:image/svg+xml,${encodeURIComponent(idHelpSvg(game.screen, server, game.hue))}`,
      ...ID_HELP_PICTURE_SIZE,
      loading: 'lazy',
      decoding: 'async',
    },
    steps,
  };
  cache.set(key, help);
  return help;
}

const FRAME = '#ffd21f';

/** A numbered frame around the area to look at. */
function frame(n: number, x: number, y: number, w: number, h: number): string {
  // The number sits on the frame's top-right corner, kept inside the picture.
  const cx = Math.min(x + w + 2, ID_HELP_PICTURE_SIZE.width - 11);
  const cy = Math.max(y - 2, 11);
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="5" fill="none" stroke="${FRAME}" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="10" fill="${FRAME}"/>` +
    `<text x="${cx}" y="${cy + 4}" font-size="12" font-weight="700" text-anchor="middle" fill="#222">${n}</text>`
  );
}

function idText(x: number, y: number, text: string, size = 12): string {
  return `<text x="${x}" y="${y}" font-size="${size}" font-family="monospace" fill="#fff">${text}</text>`;
}

/** The SVG source of a picture: a stylised game screen with the ID (1) and server (2) framed. */
export function idHelpSvg(screen: IdHelpScreen, server: IdHelpServer, hue: number): string {
  const { width, height } = ID_HELP_PICTURE_SIZE;
  const sky = `hsl(${hue} 45% 22%)`;
  const land = `hsl(${hue} 40% 34%)`;
  const panel = `hsl(${hue} 30% 14%)`;
  const id = server === 'id' ? 'ID 12345678 (2001)' : 'ID 123456789';
  const parts: string[] = [
    `<rect width="${width}" height="${height}" rx="12" fill="${sky}"/>`,
    `<path d="M0 130 L70 95 L130 120 L210 80 L320 125 V168 Q320 180 308 180 H12 Q0 180 0 168Z" fill="${land}"/>`,
    `<circle cx="250" cy="42" r="16" fill="hsl(${(hue + 40) % 360} 70% 70%)" opacity=".6"/>`,
  ];
  if (screen === 'corner') {
    parts.push(
      `<rect x="12" y="12" width="26" height="26" rx="13" fill="#fff" opacity=".5"/>`,
      `<rect x="278" y="12" width="30" height="8" rx="4" fill="#fff" opacity=".5"/>`,
      idText(server === 'id' ? 200 : 206, 166, server === 'id' ? id : 'UID 123456789', 10),
      frame(1, server === 'id' ? 194 : 200, 152, server === 'id' ? 118 : 112, 20),
    );
  } else if (screen === 'profile') {
    parts.push(
      `<circle cx="25" cy="25" r="13" fill="#fff" opacity=".85"/>`,
      `<rect x="60" y="40" width="200" height="110" rx="10" fill="${panel}" opacity=".92"/>`,
      `<circle cx="98" cy="80" r="22" fill="hsl(${hue} 60% 65%)"/>`,
      `<rect x="130" y="66" width="96" height="10" rx="5" fill="#fff" opacity=".8"/>`,
      idText(130, 96, id, server === 'id' ? 9 : 11),
      `<rect x="80" y="118" width="160" height="8" rx="4" fill="#fff" opacity=".25"/>`,
      frame(1, 124, 83, server === 'id' ? 104 : 92, 20),
    );
  } else {
    parts.push(
      `<circle cx="296" cy="24" r="11" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="4 3"/>`,
      `<rect x="70" y="30" width="180" height="128" rx="10" fill="${panel}" opacity=".94"/>`,
      `<rect x="84" y="46" width="70" height="9" rx="4" fill="#fff" opacity=".8"/>`,
      `<rect x="84" y="68" width="152" height="22" rx="5" fill="#fff" opacity=".12"/>`,
      idText(92, 83, id, server === 'id' ? 9 : 11),
      `<rect x="84" y="100" width="152" height="14" rx="5" fill="#fff" opacity=".12"/>`,
      `<rect x="84" y="124" width="152" height="14" rx="5" fill="#fff" opacity=".12"/>`,
      frame(1, 84, 68, 152, 22),
    );
  }
  if (server === 'region') {
    // The region server, picked on the start screen: a globe with the server's name bar.
    parts.push(
      `<circle cx="28" cy="${height - 22}" r="8" fill="none" stroke="#fff" stroke-width="2"/>`,
      `<rect x="42" y="${height - 27}" width="60" height="10" rx="5" fill="#fff" opacity=".8"/>`,
      frame(2, 14, height - 36, 96, 28),
    );
  }
  if (server === 'id') {
    // The server ID is the number in brackets after the player ID (framed with it, marked 2).
    const [x, y] =
      screen === 'settings' ? [189, 72] : screen === 'profile' ? [195, 87] : [270, 155];
    // Below the frame, or above it at the screen's bottom edge.
    const my = screen === 'corner' ? y - 18 : y + 30;
    parts.push(
      `<rect x="${x}" y="${y}" width="36" height="14" rx="3" fill="none" stroke="${FRAME}" stroke-width="2" stroke-dasharray="3 2"/>`,
      `<circle cx="${x + 18}" cy="${my}" r="10" fill="${FRAME}"/>`,
      `<text x="${x + 18}" y="${my + 4}" font-size="12" font-weight="700" text-anchor="middle" fill="#222">2</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}
