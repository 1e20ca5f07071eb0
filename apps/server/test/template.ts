// A migrated and seeded PGlite data folder built once and copied per test file: opening a copy
// takes well under a second, a cold PGlite start with migrations and seed takes 5-40 s.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ROOT } from '../src/config.ts';
import { migrate, openDatabase } from '../src/db/client.ts';
import { seed } from '../src/db/seed/index.ts';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(dir, f))
    .filter((f) => statSync(f).isFile())
    .sort();
}

/**
 * Any change to migrations or server code gives a new template: the seed reaches into services
 * (passwords, commerce's coupon and player seed), so hashing only the seed folder would go stale.
 */
function templateKey(): string {
  const h = createHash('sha256');
  for (const f of [
    ...filesUnder(path.join(SERVER_ROOT, 'drizzle')),
    ...filesUnder(path.join(SERVER_ROOT, 'src')).filter((f) => !f.endsWith('.test.ts')),
  ]) {
    h.update(f).update(readFileSync(f));
  }
  return h.digest('hex').slice(0, 16);
}

export const TEMPLATE_ROOT = path.join(os.tmpdir(), 'gemlane-server-templates');

/** Templates of older code, untouched for an hour (a parallel run may still use a newer one). */
function pruneOldTemplates(keep: string): void {
  for (const name of readdirSync(TEMPLATE_ROOT)) {
    const full = path.join(TEMPLATE_ROOT, name);
    if (full !== keep && Date.now() - statSync(full).mtimeMs > 60 * 60_000)
      rmSync(full, { recursive: true, force: true });
  }
}

/** Builds the template if missing (atomically, so parallel runs do not clash); returns its folder. */
export async function ensureTemplate(): Promise<string> {
  const dir = path.join(TEMPLATE_ROOT, templateKey());
  if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  mkdirSync(TEMPLATE_ROOT, { recursive: true });
  pruneOldTemplates(dir);
  const building = `${dir}.building-${process.pid}-${Date.now()}`;
  const database = await openDatabase({ dataDir: building });
  await migrate(database.db);
  await seed(database.db);
  await database.close();
  try {
    renameSync(building, dir);
  } catch {
    // Another run finished first; use theirs.
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/** A private copy of the template for one test file. */
export function copyTemplate(template: string): string {
  const dest = path.join(
    os.tmpdir(),
    `gemlane-test-${process.pid}-${Math.random().toString(36).slice(2)}`,
  );
  cpSync(template, dest, { recursive: true });
  return dest;
}
