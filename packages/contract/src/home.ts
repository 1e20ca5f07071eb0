import { z } from 'zod';
import { defineEndpoint } from './define.ts';
import { empty, pageOf, pageQuery, PAGE_SIZE_MAX } from './common.ts';
import { game } from './catalog.ts';

import { HOT_GAME_COUNT, SEARCH_PAGE_SIZE, SEARCH_TEXT_MAX } from './constants.ts';

export { HOT_GAME_COUNT, SEARCH_PAGE_SIZE, SEARCH_TEXT_MAX } from './constants.ts';

/** The game model lists of the home page. */
export const gameModelLists = z.object({
  hotGame: z.array(game).max(HOT_GAME_COUNT),
  newGame: z.array(game),
  allGame: z.array(game),
  directCharge: z.array(game),
  proxyCharge: z.array(game),
});
export type GameModelLists = z.infer<typeof gameModelLists>;

export const category = z.object({
  /** Stable code, e.g. `rpg`. */
  code: z.string(),
  name: z.string(),
  games: z.array(game),
});
export type Category = z.infer<typeof category>;

/** Labels a list of games can be asked by: the fixed lists, or a category code. */
export const GAME_LABELS = ['hot', 'new', 'direct', 'proxy'] as const;

export const homeTab = z.object({
  /** A fixed label or a category code; pass it to moreGameListByLabel. */
  label: z.string(),
  name: z.string(),
  /** Up to 8 games shown on the tab before "more". */
  games: z.array(game),
});

export const banner = z.object({
  bannerId: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** Generated art served by the server, without any text: the apps lay title and subtitle over
   *  it, so the banner reads in the x-locale language. The first banner's comes inline, as a
   *  `data:` URL of its SVG (the home page's largest paint arrives with the page). */
  image: z.string(),
  /** Text alternative of the banner in the x-locale language (title and subtitle). */
  alt: z.string(),
  /** In-app path, e.g. `/gameZone/genshin-impact-top-up`. */
  link: z.string(),
  gameZonePath: z.string().nullable(),
});
export type Banner = z.infer<typeof banner>;

/** The trade notice: the newest order still in progress. */
export const tradeNotice = z.object({
  orderId: z.string(),
  orderNotice: z.string(),
});
export type TradeNotice = z.infer<typeof tradeNotice>;

export const searchGameRequest = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX).default(SEARCH_PAGE_SIZE),
  gameName: z.string().trim().min(1).max(SEARCH_TEXT_MAX),
});

export const homeEndpoints = {
  searchGame: defineEndpoint({
    method: 'POST',
    path: '/api/common/home/searchGame',
    request: searchGameRequest,
    response: pageOf(game),
    auth: 'none',
    summary:
      'Games whose name contains gameName (case-insensitive); each with `highlight` markup, everything but the <em class="highlight"> tag escaped.',
  }),
  moreGameListByLabel: defineEndpoint({
    method: 'GET',
    path: '/api/common/home/moreGameListByLabel',
    request: pageQuery.extend({ label: z.string().min(1).max(40) }),
    response: pageOf(game),
    auth: 'none',
    summary: 'One list of games by label (hot, new, direct, proxy) or category code, paged.',
  }),
  tab: defineEndpoint({
    method: 'GET',
    path: '/api/common/home/tab',
    request: empty,
    response: z.array(homeTab),
    auth: 'none',
    summary:
      'Home tabs: Hot, New, Direct top-up, Proxy top-up, then one per category, with their first games.',
  }),
  gameList: defineEndpoint({
    method: 'POST',
    path: '/api/common/home/gameList',
    request: empty,
    response: gameModelLists,
    auth: 'none',
    summary:
      'The game model lists: hotGame (ranked 1-8), newGame, allGame, directCharge, proxyCharge.',
  }),
  topBanner: defineEndpoint({
    method: 'GET',
    path: '/api/common/home/topBanner',
    request: empty,
    response: z.array(banner),
    auth: 'none',
    summary: 'Home carousel banners.',
  }),
  gameListByClassify: defineEndpoint({
    method: 'GET',
    path: '/api/common/home/gameListByClassify',
    request: empty,
    response: z.array(category),
    auth: 'none',
    summary: 'All games grouped by category (loaded at app start).',
  }),
  getNotice: defineEndpoint({
    method: 'GET',
    path: '/api/common/home/getNotice',
    request: empty,
    response: tradeNotice.nullable(),
    auth: 'optional',
    summary:
      "Trade notice for the Home banner: the signed-in user's newest order in progress, else null.",
  }),
} as const;
