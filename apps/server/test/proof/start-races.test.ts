// Race proofs against real server processes: two instances started at the same moment on one
// empty database (both must come up, the seed written once), and ten registration-code requests
// for one e-mail at the same moment over two processes (one code, one mail: the rule is one code
// per address and purpose a minute). On PGlite a folder has one process and a transaction holds
// its only connection, so both races exist on PostgreSQL only; the codes case still runs on one
// PGlite process there. Before the fixes, PostgreSQL showed a duplicate key in the seed's
// categories and four codes (three valid at once) and four mails for ten requests.
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { categories, games, outbox, verificationCodes } from '../../src/db/schema/index.ts';
import { CATEGORY_SEED, GAME_SEED } from '../../src/db/seed/games.ts';
import { prepareData, startServer, type ServerData, type ServerProcess } from './server-process.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const running: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(running.map((s) => s.exited));
  for (const cleanup of cleanups) await cleanup();
});

async function stopAll(): Promise<void> {
  for (const server of running.splice(0)) {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe('0');
  }
}

/** A PostgreSQL schema with nothing in it: no migrations, no seed. */
async function emptySchema(url: string): Promise<ServerData> {
  const schema = `proof_empty_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
  await admin.db.execute(sql.raw(`create schema ${schema}`));
  const withPath = new URL(url);
  withPath.searchParams.set('options', `-c search_path=${schema}`);
  const data: ServerData = {
    env: { DATABASE_URL: withPath.toString() },
    open: () => openDatabase({ databaseUrl: url, searchPath: schema, poolSize: 2 }),
    remove: async () => {
      await admin.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
      await admin.close();
    },
  };
  cleanups.push(data.remove);
  return data;
}

// Two processes need a database they can share: PostgreSQL only (a PGlite folder is one process).
if (onPostgres) {
  describe('server start', () => {
    it('two instances started at the same moment on an empty database both come up, seeded once', async () => {
      const data = await emptySchema(process.env.DATABASE_URL!);
      const started = await Promise.allSettled([
        startServer({ ...data.env, JOBS: 'false' }, 120_000),
        startServer({ ...data.env, JOBS: 'false' }, 120_000),
      ]);
      for (const s of started) if (s.status === 'fulfilled') running.push(s.value);
      const failures = started.flatMap((s) =>
        s.status === 'rejected' ? [String(s.reason).slice(0, 2000)] : [],
      );
      expect(failures).toEqual([]);
      const health = await Promise.all(
        running.map(async (s) => (await fetch(`${s.base}/api/health`)).status),
      );
      expect(health).toEqual([200, 200]);
      await stopAll();
      const database = await data.open();
      const [cats] = await database.db.select({ n: count() }).from(categories);
      const [gameRows] = await database.db.select({ n: count() }).from(games);
      await database.close();
      expect({ categories: cats?.n, games: gameRows?.n }).toEqual({
        categories: CATEGORY_SEED.length,
        games: GAME_SEED.length,
      });
    }, 240_000);
  });
}

describe('ten registration-code requests for one e-mail at the same moment', () => {
  it(`one code and one mail (${onPostgres ? 'two processes on PostgreSQL' : 'one PGlite process'})`, async () => {
    const data = await prepareData();
    cleanups.push(data.remove);
    const servers = onPostgres
      ? await Promise.all([
          startServer({ ...data.env, JOBS: 'false' }),
          startServer({ ...data.env, JOBS: 'false' }),
        ])
      : [await startServer({ ...data.env, JOBS: 'false' })];
    running.push(...servers);
    const email = `race-${randomBytes(4).toString('hex')}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const server = servers[i % servers.length]!;
        const res = await fetch(`${server.base}/api/common/auth/sendEmailRegisterVerification`, {
          method: 'POST',
          // A client address each: the per-address limits are not what is being raced.
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.66.0.${i + 1}` },
          body: JSON.stringify({ email }),
        });
        return res.status;
      }),
    );
    await stopAll();
    const database = await data.open();
    const codes = await database.db
      .select({ n: count() })
      .from(verificationCodes)
      .where(eq(verificationCodes.email, email));
    const mails = await database.db.select({ n: count() }).from(outbox).where(eq(outbox.to, email));
    await database.close();
    console.log(
      `[codes race] answers ${JSON.stringify(answers)}, codes ${codes[0]?.n}, mails ${mails[0]?.n}`,
    );
    expect(answers.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((s) => s === 429)).toHaveLength(9);
    expect({ codes: codes[0]?.n, mails: mails[0]?.n }).toEqual({ codes: 1, mails: 1 });
  }, 240_000);
});
