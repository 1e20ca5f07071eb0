import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes SQL migrations from the schema into drizzle/ (committed).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
