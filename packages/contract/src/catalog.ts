import { z } from 'zod';
import { defineEndpoint } from './define.ts';
import { money, queryInt } from './common.ts';

/** How a game is topped up: directly by player ID, or by a proxy (account) charge. */
export const chargeType = z.enum(['direct', 'proxy']);

/** A game. `highlight` carries the search match markup (see searchGame). */
export const game = z.object({
  gameId: z.number().int(),
  gameName: z.string(),
  /** Absolute-path URL of the generated art, e.g. `/api/static/game/genshin-impact.png`. */
  logo: z.string(),
  gameZonePath: z.string(),
  gameConfigId: z.number().int(),
  /** Search only: the name with `<em class="highlight">` around the match, all else escaped. */
  highlight: z.string().optional(),
  /** Category code, e.g. `rpg`. */
  category: z.string(),
  categoryName: z.string(),
  chargeType,
  /** 1..8 when in the hot ranking, else null. */
  hotRank: z.number().int().min(1).max(8).nullable(),
  isNew: z.boolean(),
  publisher: z.string(),
  /** Name of the in-game currency, e.g. `Genesis Crystals`. */
  currencyName: z.string(),
});
export type Game = z.infer<typeof game>;

/** A purchasable package of a game; price converted to the `x-currency` currency. */
export const gamePackage = z.object({
  packageId: z.number().int(),
  gameId: z.number().int(),
  name: z.string(),
  /** Base quantity of in-game currency (0 for passes/goods). */
  quantity: z.number().int().min(0),
  /** First-purchase or promotional bonus quantity. */
  bonus: z.number().int().min(0),
  kind: z.enum(['currency', 'pass', 'item']),
  price: money,
  /** The crossed-out price when the package is discounted, else null. */
  originalPrice: money.nullable(),
  /** Short badge such as `Best value`, else null. */
  tag: z.string().nullable(),
  image: z.string(),
});
export type GamePackage = z.infer<typeof gamePackage>;

/** One input the buyer fills in on the game zone (player ID, server ID, ...). */
export const accountField = z.object({
  key: z.enum(['userId', 'serverId', 'server']),
  label: z.string(),
  placeholder: z.string(),
  /** `select` fields list their options (region servers); `text` fields match `pattern`. */
  type: z.enum(['text', 'select']),
  pattern: z.string().nullable(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  required: z.boolean(),
  /** e.g. MLBB: 'The number in parentheses is the server ID'. */
  help: z.string().nullable(),
});
export type AccountField = z.infer<typeof accountField>;

export const gameZone = z.object({
  game,
  /** Longer description shown under the title. */
  description: z.string(),
  packages: z.array(gamePackage),
  accountFields: z.array(accountField),
  /** Policy notices (delivery time, refunds, wrong ID warning) in the request locale. */
  notices: z.array(z.string()),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  /** Delivery takes about 10 minutes, at most 24 hours (then the order is refunded). */
  deliveryMinutes: z.number().int(),
});
export type GameZone = z.infer<typeof gameZone>;

export const getGameZoneRequest = z
  .object({
    gameZonePath: z.string().min(1).max(100).optional(),
    gameConfigId: queryInt().min(1).optional(),
  })
  .refine((q) => q.gameZonePath !== undefined || q.gameConfigId !== undefined, {
    message: 'gameZonePath or gameConfigId is required',
  });

export const catalogEndpoints = {
  getGameZone: defineEndpoint({
    method: 'GET',
    path: '/api/common/game/getGameZone',
    request: getGameZoneRequest,
    response: gameZone,
    auth: 'none',
    summary:
      'Game zone by gameZonePath or legacy gameConfigId: game, packages, account fields, notices, FAQ.',
  }),
} as const;
