// Mounts a call of the contract table: the path, method and schemas come from `endpoints`, so
// the server and the clients cannot drift. GET reads the query, other methods the JSON body.
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import {
  CONTROL_CHARACTERS_MESSAGE,
  MAX_JSON_DEPTH,
  jsonTextDeeperThan,
  type CurrencyCode,
  type EndpointDef,
  type LanguageCode,
} from '@gemlane/contract';
import type { AppDeps, AppEnv, AuthUser } from '../lib/context.ts';
import { badRequest, type ApiError } from '../lib/errors.ts';
import { ok } from '../lib/respond.ts';
import { cachedAnswer, headerObject } from '../lib/cached-answer.ts';
import { readCacheOf, readKey, registerCachedCall, type CachedRead } from '../lib/read-cache.ts';
import { t, type Vars } from '../lib/i18n.ts';
import { authenticate } from '../middleware/auth.ts';

export interface HandlerCtx<A extends EndpointDef['auth']> {
  c: Context<AppEnv>;
  deps: AppDeps;
  user: A extends 'required' ? AuthUser : AuthUser | undefined;
  locale: LanguageCode;
  currency: CurrencyCode;
  ip: string;
  /** Replaces the success message (for "full response" calls). */
  message(key: string, vars?: Vars): void;
}

export type Handler<E extends EndpointDef> = (
  input: z.output<E['request']>,
  ctx: HandlerCtx<E['auth']>,
) => Promise<z.input<E['response']> | Response>;

/** Zod issue messages that name a product message (password, e-mail) instead of the generic one. */
const VALIDATION_KEYS: Record<string, string> = {
  invalidEmail: 'validation.invalidEmail',
  invalidPassword: 'validation.invalidPassword',
  invalidCode: 'validation.invalidCode',
  invalidNickname: 'validation.invalidNickname',
};

export function parseError(error: z.ZodError): ApiError {
  // A control character (NUL, line break, escape) is named first, whatever else is wrong.
  const control = error.issues.find((i) => i.message === CONTROL_CHARACTERS_MESSAGE);
  if (control) return badRequest('errors.controlCharacters', { field: control.path.join('.') });
  const issue = error.issues[0];
  const field = issue?.path.join('.') ?? '';
  if (issue && VALIDATION_KEYS[issue.message]) return badRequest(VALIDATION_KEYS[issue.message]);
  if (issue && issue.code === 'invalid_type' && issue.input === undefined) {
    if (field === 'email') return badRequest('validation.emailRequired');
    if (field === 'password') return badRequest('validation.passwordRequired');
  }
  if (field === 'email') return badRequest('validation.invalidEmail');
  return badRequest(field ? 'errors.parameterErrorField' : 'errors.parameterError', { field });
}

/**
 * The JSON body as an object: empty body -> {}; broken JSON -> 400; nested deeper than
 * MAX_JSON_DEPTH -> 400 before any schema (or the control-character walk) sees it.
 */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  // Read from the text, before JSON.parse builds every level of a body nested thousands deep.
  if (jsonTextDeeperThan(text, MAX_JSON_DEPTH))
    throw badRequest('errors.jsonTooDeep', { max: MAX_JSON_DEPTH });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('errors.invalidJson');
  }
}

export async function readInput<E extends EndpointDef>(
  c: Context<AppEnv>,
  def: E,
): Promise<z.output<E['request']>> {
  // A multipart body (an upload) is never read here: its handler streams it from c.req.raw.body
  // once the cheap checks (login, rate limit, content type) have passed.
  if (def.multipart && def.method !== 'GET') return {} as z.output<E['request']>;
  let raw: unknown;
  if (def.method === 'GET') raw = c.req.query();
  else raw = await readJson(c);
  const parsed = def.request.safeParse(raw);
  if (!parsed.success) throw parseError(parsed.error);
  return parsed.data as z.output<E['request']>;
}

export interface RouteOptions {
  /**
   * The answer depends only on currency, locale and input (an anonymous read of the catalogue):
   * serve it from the read cache, invalidated by forgetCatalog / forgetRates.
   */
  cached?: boolean;
}

/**
 * The cached answer with every header in one plain object (the app middleware leaves it alone):
 * Node's adapter then writes it without building web Headers.
 */
function sendCached(c: Context<AppEnv>, entry: CachedRead, method: string): Response {
  c.set('headersComplete', true);
  const answer = cachedAnswer(
    entry,
    method,
    c.get('requestId'),
    c.req.header('if-none-match'),
    c.req.header('accept-encoding'),
  );
  return new Response(answer.body, {
    status: answer.status,
    headers: headerObject(answer.headers),
  });
}

/** The raw input of a request as the cache key part: the query string or the JSON body text. */
async function rawInputOf(c: Context<AppEnv>, method: string): Promise<string> {
  if (method !== 'GET') return c.req.text();
  const url = c.req.url;
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
}

export function route<E extends EndpointDef>(
  app: Hono<AppEnv>,
  def: E,
  handler: NoInfer<Handler<E>>,
  options: RouteOptions = {},
): void {
  if (options.cached && (def.auth !== 'none' || def.multipart))
    throw new Error(`${def.path}: only anonymous JSON reads can be cached`);
  if (options.cached) registerCachedCall(def.method, def.path);

  /** Runs the handler: the data and the success message, or the handler's own Response. */
  const run = async (c: Context<AppEnv>) => {
    const deps = c.get('deps');
    const user = await authenticate(c, def.auth === 'none' ? 'none' : def.auth);
    const input = await readInput(c, def);
    let success: [string, Vars | undefined] = ['common.success', undefined];
    const ctx: HandlerCtx<E['auth']> = {
      c,
      deps,
      user: user as HandlerCtx<E['auth']>['user'],
      locale: c.get('locale'),
      currency: c.get('currency'),
      ip: c.get('ip'),
      message: (key, vars) => {
        success = [key, vars];
      },
    };
    const data = await handler(input, ctx);
    if (data instanceof Response) return data;
    if (!deps.config.isProduction) {
      // Outside production every answer is checked against the contract (tests fail on drift).
      const checked = def.response.safeParse(data);
      if (!checked.success) {
        deps.log.error('response does not match the contract', {
          path: def.path,
          issues: checked.error.issues,
        });
        throw new Error(`response of ${def.path} does not match the contract`);
      }
    }
    return { data: data ?? null, message: success };
  };

  app.on(def.method, def.path, async (c) => {
    if (!options.cached) {
      const out = await run(c);
      return out instanceof Response ? out : ok(c, out.data, out.message[0], out.message[1]);
    }
    const locale = c.get('locale');
    const key = readKey(
      def.method,
      def.path,
      c.get('currency'),
      locale,
      await rawInputOf(c, def.method),
    );
    const entry = await readCacheOf(c.get('deps').db).get(key, async () => {
      const out = await run(c);
      if (out instanceof Response)
        throw new Error(`${def.path}: a cached read answered a Response`);
      // The same envelope as ok(), serialised once for every later request of this key.
      return JSON.stringify({
        code: 200,
        data: out.data,
        message: t(locale, out.message[0], out.message[1]),
      });
    });
    return sendCached(c, entry, def.method);
  });
}
