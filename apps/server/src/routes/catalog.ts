// Catalogue: home lists, tabs, banners, search, game zone, trade notice.
import { Hono } from 'hono';
import {
  anchoredIdPattern,
  endpoints,
  HOT_GAME_COUNT,
  NUMERIC_SERVER_ID_PATTERN,
  PAYMENT_FEES,
  pricePoint,
  type AccountField,
  type Game,
  type LanguageCode,
  type Money,
} from '@gemlane/contract';
import { newestOrderIn } from '../services/orders/store.ts';
import type { AppEnv } from '../lib/context.ts';
import { route } from './endpoint.ts';
import { badRequest, notFound } from '../lib/errors.ts';
import { highlight } from '../lib/highlight.ts';
import { highlightTerms, searchGames } from '../services/game-search.ts';
import { packageName, textRenderer, translateText } from '../services/content-text.ts';
import { t } from '../lib/i18n.ts';
import {
  activeBanners,
  allCategories,
  categoryName,
  gamesIn,
  gameArtUrl,
  packagesOf,
  type CatalogGame,
  type GameRow,
} from '../services/catalog.ts';
import { inlineBannerImage, inlineGameIcon } from '../services/own-art.ts';
import { moneyIn } from '../services/currency.ts';
import { feeTextOf } from '../services/pricing/fees.ts';

/** Delivery takes about 10 minutes. */
export const DELIVERY_MINUTES = 10;
const TAB_GAMES = 8;
/** Anonymous reads that change only with the catalogue and the rates (lib/read-cache.ts). */
const CACHED = { cached: true } as const;

const page = <T>(items: T[], p: { page: number; pageSize: number }) => ({
  list: items.slice((p.page - 1) * p.pageSize, p.page * p.pageSize),
  total: items.length,
  page: p.page,
  pageSize: p.pageSize,
});

const hotRowsOf = (all: CatalogGame[]) =>
  all
    .filter((g) => g.row.hotRank !== null)
    .sort((a, b) => (a.row.hotRank ?? 0) - (b.row.hotRank ?? 0))
    .slice(0, HOT_GAME_COUNT);
const hotOf = (all: CatalogGame[]) => hotRowsOf(all).map((g) => g.game);

/**
 * A game with its icon inline, for the lists that open a page's first screen (the hot games, all
 * games by category): their icons are its largest paint, and come with the answer, so with the
 * server's first paint, instead of as 8 to 18 pictures over six connections after it.
 */
const withIcon = ({ game, row }: CatalogGame): Game => ({ ...game, logo: inlineGameIcon(row) });

/** The games of a label: hot, new, direct, proxy, or a category code; undefined when unknown. */
export function gamesByLabel(all: CatalogGame[], label: string): Game[] | undefined {
  switch (label) {
    case 'hot':
      return hotOf(all);
    case 'new':
      return all.filter((g) => g.row.isNew).map((g) => g.game);
    case 'direct':
    case 'proxy':
      return all.filter((g) => g.game.chargeType === label).map((g) => g.game);
    default: {
      const list = all.filter((g) => g.category.code === label).map((g) => g.game);
      return list.length ? list : undefined;
    }
  }
}

export function accountFieldsOf(game: GameRow, lng: LanguageCode): AccountField[] {
  const label = translateText(lng, game.playerIdLabel);
  const fields: AccountField[] = [
    {
      key: 'userId',
      label,
      placeholder: t(lng, 'catalog.placeholderUserId', { label }),
      type: 'text',
      pattern: anchoredIdPattern(game.playerIdPattern),
      options: [],
      required: true,
      help: t(lng, 'catalog.userIdHelp'),
    },
  ];
  if (game.hasServerId)
    fields.push({
      key: 'serverId',
      label: t(lng, 'catalog.fieldServerId'),
      placeholder: t(lng, 'catalog.placeholderServerId'),
      type: 'text',
      pattern: NUMERIC_SERVER_ID_PATTERN,
      options: [],
      required: true,
      help: t(lng, 'catalog.serverIdHelp'),
    });
  if (game.servers.length)
    fields.push({
      key: 'server',
      label: t(lng, 'catalog.fieldServer'),
      placeholder: t(lng, 'catalog.placeholderServer'),
      type: 'select',
      pattern: null,
      // the value is the publisher's code (os_asia); only the translated name is for people
      options: game.servers.map((o) => ({ value: o.value, label: translateText(lng, o.label) })),
      required: true,
      help: null,
    });
  return fields;
}

const NOTICE_KEYS = [
  'noticeDelivery',
  'noticeWrongId',
  'noticeNoReturn',
  'noticeFees',
  'noticeSupport',
] as const;
const FAQ_KEYS = ['Delivery', 'Id', 'Fee', 'Refund'] as const;

/** Order states that put a trade notice on Home, newest first, with their message. */
const NOTICE_BY_STATUS: Record<string, string> = {
  processing: 'catalog.orderNoticeProcessing',
  checking: 'catalog.orderNoticeChecking',
  paymentPending: 'catalog.orderNoticePending',
  // An unpaid order is shown too: the notice opens it, with pay and cancel.
  paying: 'catalog.orderNoticeUnpaid',
  paymentFailed: 'catalog.orderNoticeUnpaid',
};

export function catalogRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(
    app,
    endpoints.gameList,
    async (_input, { deps, locale }) => {
      const all = await gamesIn(deps.db, locale);
      return {
        hotGame: hotRowsOf(all).map(withIcon),
        newGame: gamesByLabel(all, 'new') ?? [],
        allGame: all.map((g) => g.game),
        directCharge: gamesByLabel(all, 'direct') ?? [],
        proxyCharge: gamesByLabel(all, 'proxy') ?? [],
      };
    },
    CACHED,
  );

  route(
    app,
    endpoints.gameListByClassify,
    async (_input, { deps, locale }) => {
      const [all, cats] = await Promise.all([gamesIn(deps.db, locale), allCategories(deps.db)]);
      return cats
        .map((c) => ({
          code: c.code,
          name: categoryName(locale, c),
          games: all.filter((g) => g.category.id === c.id).map(withIcon),
        }))
        .filter((c) => c.games.length > 0);
    },
    CACHED,
  );

  route(
    app,
    endpoints.tab,
    async (_input, { deps, locale }) => {
      const [all, cats] = await Promise.all([gamesIn(deps.db, locale), allCategories(deps.db)]);
      const fixed = [
        { label: 'hot', name: t(locale, 'catalog.tabHot') },
        { label: 'new', name: t(locale, 'catalog.tabNew') },
        { label: 'direct', name: t(locale, 'catalog.tabDirect') },
        { label: 'proxy', name: t(locale, 'catalog.tabProxy') },
        ...cats.map((c) => ({ label: c.code, name: categoryName(locale, c) })),
      ];
      return fixed
        .map((tab) => ({ ...tab, games: (gamesByLabel(all, tab.label) ?? []).slice(0, TAB_GAMES) }))
        .filter((tab) => tab.games.length > 0);
    },
    CACHED,
  );

  route(
    app,
    endpoints.moreGameListByLabel,
    async (input, { deps, locale }) => {
      const list = gamesByLabel(await gamesIn(deps.db, locale), input.label);
      if (!list) throw badRequest('errors.parameterErrorField', { field: 'label' });
      return page(list, input);
    },
    CACHED,
  );

  route(app, endpoints.topBanner, async (_input, { deps, locale, currency }) => {
    const render = await textRenderer(deps.db, locale, currency);
    const rows = await activeBanners(deps.db);
    // The first banner is the home page's largest paint: its art comes inline, with the page.
    const first = rows[0] ? await inlineBannerImage(deps.db, rows[0].banner.image) : '';
    return rows.map(({ banner, zonePath }, i) => {
      const title = render.text(banner.title);
      const subtitle = render.text(banner.subtitle);
      return {
        bannerId: banner.id,
        title,
        subtitle,
        // the art carries no text: the apps lay title and subtitle over it
        image: i === 0 ? first : banner.image,
        alt: `${title}. ${subtitle}`,
        link: banner.link,
        gameZonePath: zonePath,
      };
    });
  });

  route(
    app,
    endpoints.searchGame,
    async (input, { deps, locale }) => {
      const query = input.gameName;
      const terms = highlightTerms(query);
      const hits = searchGames(await gamesIn(deps.db, locale), query, (g) => ({
        slug: g.row.slug,
        name: g.game.gameName,
      })).map((g) => ({ ...g.game, highlight: highlight(g.game.gameName, terms) }));
      return page(hits, input);
    },
    CACHED,
  );

  route(
    app,
    endpoints.getGameZone,
    async (input, { deps, locale, currency }) => {
      const all = await gamesIn(deps.db, locale);
      const found = all.find((g) =>
        input.gameZonePath !== undefined
          ? g.row.zonePath === input.gameZonePath
          : g.row.configId === input.gameConfigId,
      );
      if (!found) throw notFound('catalog.gameNotFound');
      const [pkgs, toMoney, render] = await Promise.all([
        packagesOf(deps.db, found.row.id),
        moneyIn(deps.db, currency),
        textRenderer(deps.db, locale, currency),
      ]);
      const label = translateText(locale, found.row.playerIdLabel);
      const listPrice = (m: Money): Money => ({ ...m, amount: pricePoint(m.currency, m.amount) });
      const fees = {
        cardFee: feeTextOf('card', toMoney(PAYMENT_FEES.card.fixedUsdMinor), locale),
        walletFee: feeTextOf('wallet', toMoney(PAYMENT_FEES.wallet.fixedUsdMinor), locale),
      };
      return {
        game: found.game,
        description: render.text(found.row.description),
        packages: pkgs.map((p) => ({
          packageId: p.id,
          gameId: p.gameId,
          name:
            p.kind === 'currency' ? packageName(p.name, render.text, locale) : render.text(p.name),
          quantity: p.quantity,
          bonus: p.bonus,
          kind: p.kind === 'pass' || p.kind === 'item' ? p.kind : 'currency',
          // The list prices at the currency's local price point, as the order charges them.
          price: listPrice(toMoney(p.priceUsdCents)),
          originalPrice:
            p.originalPriceUsdCents === null ? null : listPrice(toMoney(p.originalPriceUsdCents)),
          tag: p.tag === null ? null : render.text(p.tag),
          image: gameArtUrl(found.row.slug),
        })),
        accountFields: accountFieldsOf(found.row, locale),
        notices: NOTICE_KEYS.map((k) => t(locale, `catalog.${k}`)),
        faq: FAQ_KEYS.map((k) => ({
          question: t(locale, `catalog.faq${k}Q`, { label, ...fees }),
          answer: t(locale, `catalog.faq${k}A`, { label, ...fees }),
        })),
        deliveryMinutes: DELIVERY_MINUTES,
      };
    },
    CACHED,
  );

  route(app, endpoints.getNotice, async (_input, { deps, user, locale }) => {
    if (!user) return null;
    const row = await newestOrderIn(deps.db, user.id, Object.keys(NOTICE_BY_STATUS));
    if (!row) return null;
    return {
      orderId: row.id,
      orderNotice: t(locale, NOTICE_BY_STATUS[row.status] ?? 'catalog.orderNoticeProcessing'),
    };
  });

  return app;
}
