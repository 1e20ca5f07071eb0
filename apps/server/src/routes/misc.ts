// Start-up info, language/currency report, health.
import { Hono } from 'hono';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  endpoints,
  LANGUAGES,
  type LanguageCode,
} from '@gemlane/contract';
import type { AppEnv } from '../lib/context.ts';
import { route } from './endpoint.ts';
import { currencyDisplayName } from '@gemlane/i18n/format';
import { resolveLocale } from '../lib/i18n.ts';
import { catalogVersion } from '../services/catalog.ts';
import { pingDatabase, saveLanguageAndCurrency } from '../services/preferences.ts';
import { toUserInfo, userById } from '../services/users.ts';

/** The first Accept-Language entry we support, e.g. `de-DE,de;q=0.9` -> de. */
export function suggestedLanguage(acceptLanguage: string | undefined): LanguageCode | undefined {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim();
    if (!tag || tag === '*') continue;
    const lng = resolveLocale(tag);
    if (lng !== 'en' || tag.toLowerCase().startsWith('en')) return lng;
  }
  return undefined;
}

export function miscRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, endpoints.health, async (_input, { deps }) => {
    await pingDatabase(deps.db);
    return {
      status: 'ok',
      database: deps.dbKind,
      uptimeMs: Math.round(performance.now() - deps.startedAt),
    };
  });

  route(app, endpoints.catalogVersion, async (_input, { deps }) => ({
    version: catalogVersion(deps.db),
  }));

  route(app, endpoints.initInfo, async (_input, { c, deps, user, locale }) => {
    const row = user ? await userById(deps.db, user.id) : undefined;
    const current = row ? resolveLocale(row.language) : locale;
    const suggestion = suggestedLanguage(c.req.header('accept-language'));
    const suggest =
      suggestion && suggestion !== current
        ? LANGUAGES.find((l) => l.value === suggestion)
        : undefined;
    return {
      languageInfo: {
        items: LANGUAGES.map((l) => ({ ...l })),
        defaultSelected: current,
        suggest: suggest ? { ...suggest } : null,
      },
      currencyInfo: {
        // names in the request's language (Intl), symbols and codes as they are
        items: CURRENCIES.map(({ symbol, value }) => ({
          name: currencyDisplayName(value, locale),
          symbol,
          value,
        })),
        defaultSelected:
          (row?.currency as typeof DEFAULT_CURRENCY | undefined) ??
          c.get('currency') ??
          DEFAULT_CURRENCY,
      },
      loginCheck: { isLogin: Boolean(row), user: row ? toUserInfo(row, deps.now()) : null },
    };
  });

  route(app, endpoints.selectReport, async (input, { deps, user }) => {
    if (user) await saveLanguageAndCurrency(deps.db, user.id, input);
    return null;
  });

  return app;
}
