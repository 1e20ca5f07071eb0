// Mounts a call of the contract table: the path, method and schemas come from `endpoints`, so
// the server and the clients cannot drift. GET reads the query, other methods the JSON body.
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { CurrencyCode, EndpointDef, LanguageCode } from '@gemlane/contract';
import type { AppDeps, AppEnv, AuthUser } from './context.ts';
import { badRequest, type ApiError } from './errors.ts';
import type { Vars } from './i18n.ts';
import { ok } from './respond.ts';
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

/** Zod issue messages that name a spec message (section 5) instead of the generic one. */
const VALIDATION_KEYS: Record<string, string> = {
  invalidEmail: 'validation.invalidEmail',
  invalidPassword: 'validation.invalidPassword',
  invalidCode: 'validation.invalidCode',
  invalidNickname: 'validation.invalidNickname',
};

export function parseError(error: z.ZodError): ApiError {
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

/** The JSON body as an object: empty body -> {}; broken JSON -> 400. */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
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
  let raw: unknown;
  if (def.method === 'GET') raw = c.req.query();
  else if (def.multipart)
    raw = await c.req.parseBody().catch(() => {
      throw badRequest('errors.parameterError');
    });
  else raw = await readJson(c);
  const parsed = def.request.safeParse(raw);
  if (!parsed.success) throw parseError(parsed.error);
  return parsed.data as z.output<E['request']>;
}

export function route<E extends EndpointDef>(
  app: Hono<AppEnv>,
  def: E,
  handler: NoInfer<Handler<E>>,
): void {
  app.on(def.method, def.path, async (c) => {
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
    return ok(c, data ?? null, success[0], success[1]);
  });
}
