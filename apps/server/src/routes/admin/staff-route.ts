// Mounts a staff call of the contract's `adminEndpoints`: reads the staff session from
// x-auth-token (a shopper's token is never one), checks the call's permission for the staff
// member's role, then runs the handler. 401 without a live staff session, 403 for a role the
// call does not allow.
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { HEADER, staffCan, type StaffEndpointDef } from '@gemlane/contract';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import { ok } from '../../lib/respond.ts';
import { readInput } from '../endpoint.ts';
import { staffOfToken, type StaffUser } from '../../services/staff/auth.ts';

export interface StaffCtx {
  c: Context<AppEnv>;
  deps: AppDeps;
  ip: string;
  now: Date;
}

export function staffRoute<E extends StaffEndpointDef>(
  app: Hono<AppEnv>,
  def: E,
  handler: E['permission'] extends 'public'
    ? (input: z.output<E['request']>, ctx: StaffCtx) => Promise<z.input<E['response']>>
    : (
        input: z.output<E['request']>,
        ctx: StaffCtx & { staff: StaffUser },
      ) => Promise<z.input<E['response']>>,
): void {
  app.on(def.method, def.path, async (c) => {
    const deps = c.get('deps');
    const now = deps.now();
    // Staff answers are never cached by a browser or a proxy.
    c.header('cache-control', 'no-store');
    let staff: StaffUser | undefined;
    if (def.permission !== 'public') {
      const token = c.req.header(HEADER.token)?.trim() ?? '';
      staff = token ? await staffOfToken(deps.db, token, now) : undefined;
      if (!staff) throw unauthorized();
      if (!staffCan(staff.role, def.permission)) throw forbidden();
    }
    const input = await readInput(c, def);
    const ctx = { c, deps, ip: c.get('ip'), now, staff };
    const data = await (handler as (i: unknown, x: typeof ctx) => Promise<unknown>)(input, ctx);
    if (!deps.config.isProduction) {
      const checked = def.response.safeParse(data);
      if (!checked.success) {
        deps.log.error('response does not match the contract', {
          path: def.path,
          issues: checked.error.issues,
        });
        throw new Error(`response of ${def.path} does not match the contract`);
      }
    }
    return ok(c, data ?? null);
  });
}
