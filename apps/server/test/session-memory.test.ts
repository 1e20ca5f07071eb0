// The session check of signed-in requests (services/sessions.ts): on PGlite, which this process
// alone writes to, a live session is read once and kept for a few seconds; every write that ends
// a session or changes what it reads is seen at once. PostgreSQL (DATABASE_URL), which other
// instances write to, is asked every time.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlyWriterOf } from '../src/db/client.ts';
import { sessions, users } from '../src/db/schema/index.ts';
import {
  forgetSessions,
  revokeOtherSessions,
  revokeSession,
  sha256,
  userOfToken,
} from '../src/services/sessions.ts';
import { blockCustomer, unblockCustomer } from '../src/services/staff/customers.ts';
import { setNickname } from '../src/services/users.ts';
import { register, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 120_000);

afterAll(() => t?.close());

const now = () => new Date();

async function signedIn() {
  const { token, email } = await register(t);
  const user = await userOfToken(t.db, token, now());
  if (!user) throw new Error('a new session must be live');
  return { token, email, user };
}

/** Ends the session behind the server's back: a statement that no service call made. */
async function revokeUnseen(token: string) {
  await t.db.execute(
    sql`update ${sessions} set revoked_at = now() where ${sessions.tokenHash} = ${sha256(token)}`,
  );
}

describe('the session check', () => {
  it('keeps a live session in memory on PGlite only, and reads again after forgetSessions', async () => {
    const { token, user } = await signedIn();
    await revokeUnseen(token);
    const kept = await userOfToken(t.db, token, now());
    if (onlyWriterOf(t.db)) expect(kept).toEqual(user);
    else expect(kept).toBeUndefined();
    forgetSessions();
    expect(await userOfToken(t.db, token, now())).toBeUndefined();
  });

  it('sees a sign-out, the end of the other sessions and a staff block at once', async () => {
    const one = await signedIn();
    await revokeSession(t.db, one.user.sessionId, now());
    expect(await userOfToken(t.db, one.token, now())).toBeUndefined();

    const two = await signedIn();
    await revokeOtherSessions(t.db, two.user.id, now());
    expect(await userOfToken(t.db, two.token, now())).toBeUndefined();

    const three = await signedIn();
    const staffId = 1;
    await t.db.transaction((tx) => blockCustomer(tx, three.user.id, 'test', staffId, now()));
    expect(await userOfToken(t.db, three.token, now())).toBeUndefined();
    await t.db.transaction((tx) => unblockCustomer(tx, three.user.id));
  });

  it('shows a new nickname at once, and ends a session at its expiry', async () => {
    const { token, user } = await signedIn();
    await setNickname(t.db, user.id, 'Renamed', now());
    expect((await userOfToken(t.db, token, now()))?.nickname).toBe('Renamed');

    const [row] = await t.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    const expiry = row?.expiresAt.getTime() ?? 0;
    expect(await userOfToken(t.db, token, new Date(expiry - 1))).toBeDefined();
    expect(await userOfToken(t.db, token, new Date(expiry))).toBeUndefined();
    // Untouched by the check: the user row is as the nickname change left it.
    const [me] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(me?.nickname).toBe('Renamed');
  });
});
