// Lint keeps the server's layers one way: routes -> services -> db, jobs ->
// services, lib and db below everything. Proof that the rules of eslint.config.js reject an
// import pointing back up, and accept the allowed direction, through ESLint's Node API.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/config.ts';

const repo = path.resolve(SERVER_ROOT, '../..');
const eslint = new ESLint({ cwd: repo });

/** The layering messages ESLint gives `code` as if it were the file `file` of apps/server/src. */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {
    filePath: path.join(repo, 'apps/server/src', file),
  });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('server layering lint', () => {
  it.each([
    ['services/payments/x.ts', "import { startJobs } from '../../jobs/index.ts';", 'jobs'],
    ['services/x.ts', "import { route } from '../routes/endpoint.ts';", 'routes'],
    ['lib/x.ts', "import { authenticate } from '../middleware/auth.ts';", 'middleware'],
    ['lib/x.ts', "import type { Mailer } from '../services/mail.ts';", 'services'],
    ['jobs/x.ts', "import { createApp } from '../app.ts';", 'app'],
    ['routes/x.ts', "import { users } from '../db/schema/index.ts';", 'db/schema'],
    ['routes/commerce/x.ts', "import { orders } from '../../db/schema/index.ts';", 'db/schema'],
    ['db/x.ts', "import { startJobs } from '../jobs/index.ts';", 'jobs'],
    // no route is exempt any more: the accounts, profile and newsletter routes call services too
    ['routes/auth.ts', "import { users } from '../db/schema/index.ts';", 'db/schema'],
    ['routes/user.ts', "import { uploads } from '../db/schema/index.ts';", 'db/schema'],
    ['routes/subscribe.ts', "import type { Tx } from '../db/client.ts';", 'db/client'],
    // db is below services; only the seed script (a script like main.ts) writes through them
    ['db/client.ts', "import { hashPassword } from '../services/password.ts';", 'services'],
    ['db/seed/games.ts', "import { RATE_SCALE } from '../../services/currency.ts';", 'services'],
    ['db/seed/index.ts', "import { createApp } from '../../app.ts';", 'app'],
    ['services/x.ts', "import { seedIfEmpty } from '../db/seed/index.ts';", 'db/seed/index'],
    ['routes/x.ts', "import { seedIfEmpty } from '../db/seed/index.ts';", 'db/seed/index'],
  ])('%s may not import %s', async (file, code, target) => {
    const errors = await layerErrors(file, `${code}\nexport const x = 1;\n`);
    expect(errors.join('\n')).toContain(`may not import ${target}`);
  });

  it.each([
    ['routes/x.ts', "import { messagePage } from '../services/messages.ts';"],
    ['jobs/x.ts', "import { claimJobs } from '../services/queue/queue.ts';"],
    ['services/x.ts', "import { orders } from '../db/schema/index.ts';"],
    ['services/orders/x.ts', "import { lockOrder } from './store.ts';"],
    ['lib/x.ts', "import type { Tx } from '../db/client.ts';"],
    ['db/seed/index.ts', "import { hashPassword } from '../../services/password.ts';"],
    [
      'services/x.ts',
      "import { SEED_TEXTS } from '../db/seed/content-translations/texts/index.ts';",
    ],
  ])('%s may import downwards: %s', async (file, code) => {
    expect(await layerErrors(file, `${code}\nexport const x = 1;\n`)).toEqual([]);
  });

  it('a route may not open a transaction; a service may', async () => {
    const code = 'export const run = (db: any) => db.transaction(async () => 1);\n';
    const messages = async (file: string) => {
      const [result] = await eslint.lintText(code, {
        filePath: path.join(repo, 'apps/server/src', file),
      });
      return (result?.messages ?? [])
        .filter((m) => m.ruleId === 'no-restricted-syntax')
        .map((m) => m.message);
    };
    expect((await messages('routes/admin/x.ts')).join('\n')).toContain(
      'Routes do not open transactions',
    );
    expect(await messages('services/staff/x.ts')).toEqual([]);
  });

  it('the real route files that used to query tables now pass the routes rule', async () => {
    const files = ['auth.ts', 'user.ts', 'subscribe.ts'].map((f) =>
      path.join(repo, 'apps/server/src/routes', f),
    );
    const results = await eslint.lintFiles(files);
    expect(results).toHaveLength(3);
    const layering = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message),
    );
    expect(layering).toEqual([]);
  });
});
