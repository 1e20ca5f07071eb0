// `pnpm --filter @gemlane/edge run gateway`: the gateway alone, for an API server run elsewhere.
import { ConfigError, loadEdgeConfig } from './config.ts';
import { startGateway } from './gateway.ts';

try {
  const config = loadEdgeConfig();
  const gateway = await startGateway(config);
  console.log(
    `desktop ${gateway.desktopUrl}  mobile ${gateway.mobileUrl}  /api -> ${config.apiUrl}`,
  );
  // In the background: pages are served meanwhile, and the API may still be starting.
  void gateway.warmUp();
  const stop = () => void gateway.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
