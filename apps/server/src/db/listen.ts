// LISTEN on a PostgreSQL channel with a connection of its own (a pooled one would be handed to
// other queries). Reconnects after a lost connection; `stop()` closes it. PGlite needs none of
// this: one process owns its folder, and that process wakes its own runners in memory.
import type { Logger } from '../lib/log.ts';

export async function listen(
  databaseUrl: string,
  channel: string,
  onNotify: () => void,
  log: Logger,
): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg');
  let stopped = false;
  let client: InstanceType<typeof pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', () => onNotify());
    next.on('error', (error) => {
      log.warn('listen connection lost', { channel, error });
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (!stopped) {
        retry = setTimeout(() => void connect().catch(() => undefined), 1_000);
        retry.unref();
      }
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    // Whatever was announced while no one listened.
    onNotify();
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
