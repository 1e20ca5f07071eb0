// The staff console (apps/admin) in `pnpm start`: its built files served by `vite preview` on its
// own port (its own origin, as in production), proxying /api to the API server.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface ConsolePreview {
  url: string;
  child: ChildProcess;
}

/** Starts the console when it is built; null (with the reason) when it is not. */
export function startConsolePreview(
  serverDir: string,
  apiUrl: string,
  log: (line: string) => void,
): ConsolePreview | null {
  const adminDir = resolve(serverDir, '..', 'admin');
  const port = Number(process.env.ADMIN_PORT ?? 5175);
  const vite = join(adminDir, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!existsSync(join(adminDir, 'dist', 'index.html')) || !existsSync(vite)) {
    log('the staff console is not built (pnpm --filter @gemlane/admin run build)');
    return null;
  }
  const child = spawn(
    process.execPath,
    [vite, 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: adminDir,
      env: { ...process.env, GEMLANE_API_PROXY: apiUrl },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return { url: `http://localhost:${port}`, child };
}
