// The e2e stacks serve a copy of an app's build (turbo builds dist/ before e2e), so another build
// of dist/ (the bench, a second run) cannot swap the files under a running test.
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of this run's copy of `apps/<app>/dist`, made once: the copy's path goes into
 * `process.env[envVar]`, which Playwright's worker processes inherit when they load the config again.
 */
export function builtAppCopy(app, appDir, envVar) {
  if (!process.env[envVar]) {
    const built = fileURLToPath(new URL('./dist', appDir));
    if (!existsSync(path.join(built, 'index.html'))) {
      throw new Error(
        `no build in apps/${app}/dist: run \`pnpm --filter @gemlane/${app} run build\``,
      );
    }
    const copy = mkdtempSync(path.join(tmpdir(), `gemlane-${app}-dist-`));
    cpSync(built, copy, { recursive: true });
    process.env[envVar] = copy;
  }
  return process.env[envVar];
}
