import { ensureTemplate } from './template.ts';

// Builds the PGlite template once per run (skipped on PostgreSQL).
export default async function setup(): Promise<void> {
  if (!process.env.DATABASE_URL) await ensureTemplate();
}
