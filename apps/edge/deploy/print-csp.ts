// `pnpm --filter @gemlane/edge run csp`: the Content-Security-Policy each built app needs (with the
// hashes of its inline scripts), to paste into deploy/nginx.conf after a build changes index.html.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEdgeConfig } from '../src/config.ts';
import { documentSecurityHeaders } from '../src/security-headers.ts';
import { INLINE_STYLES_BY_SITE } from '../src/site-policy.ts';

const config = loadEdgeConfig();
for (const [site, dist] of [
  ['desktop', config.desktopDist],
  ['mobile', config.mobileDist],
] as const) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const headers = await documentSecurityHeaders(html, INLINE_STYLES_BY_SITE[site]);
  console.log(`${site} (${dist}):\n  ${headers['content-security-policy']}\n`);
}
