// The hostile probes of issue 15, replayed on every run: each block is one attack that once
// worked. The suite prints its figures (probes sent, answers by status) at the end.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { freshIp, startTestApp, type TestApp } from './helpers.ts';

const figures = new Map<string, Record<number, number>>();
/** Counts one probe's answer under `group` for the closing figures. */
function tally(group: string, status: number): void {
  const row = figures.get(group) ?? {};
  row[status] = (row[status] ?? 0) + 1;
  figures.set(group, row);
}
afterAll(() => {
  const lines = [...figures].map(
    ([group, byStatus]) =>
      `  ${group}: ${Object.values(byStatus).reduce((a, b) => a + b, 0)} probes, ${Object.entries(
        byStatus,
      )
        .map(([s, n]) => `${n} x ${s}`)
        .join(', ')}`,
  );
  console.log(`hostile probes (issue 15):\n${lines.join('\n')}`);
});

/** Names every plain object inherits: a lookup on `{}` finds a function under each of them. */
const BUILT_IN_NAMES = Object.getOwnPropertyNames(Object.prototype);

describe('partner login with built-in object names as partner ids (defect 1)', () => {
  for (const [label, env] of [
    ['development', {}],
    [
      'production',
      {
        NODE_ENV: 'production',
        WEBHOOK_SECRET: 'hostile-probe-webhook-secret',
        PARTNER_JWT_SECRETS: 'acme=acme-partner-secret-0123456789',
      },
    ],
    [
      'production without partners',
      { NODE_ENV: 'production', WEBHOOK_SECRET: 'hostile-probe-webhook-secret' },
    ],
  ] as const) {
    describe(label, () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await startTestApp(env);
      });
      afterAll(() => t.close());

      it.each(BUILT_IN_NAMES)('refuses %s signed with the built-in as its secret', async (name) => {
        const builtIn = ({} as Record<string, unknown>)[name];
        const secrets = [String(builtIn), String(undefined), ''];
        const before = await t.db.select({ id: users.id }).from(users);
        for (const secret of secrets) {
          const iat = Math.floor(t.clock.now().getTime() / 1000);
          const token = await new SignJWT({ sub: `intruder-${name}` })
            .setProtectedHeader({ alg: 'HS256' })
            .setIssuer(name)
            .setIssuedAt(iat)
            .setExpirationTime(iat + 300)
            .sign(new TextEncoder().encode(secret || 'x'));
          const res = await t.call(
            'partnerLogin',
            { partner: name, token },
            { headers: freshIp() },
          );
          tally('partner ids', res.status);
          expect(res.status, `${name} / ${secret.slice(0, 30)}`).toBe(400);
        }
        const after = await t.db.select({ id: users.id }).from(users);
        expect(after.length).toBe(before.length);
      });
    });
  }
});
