// `pnpm --filter @gemlane/edge run csp`: the Content-Security-Policy each built app needs (with the
// hashes of its inline scripts), to paste into deploy/nginx.conf after a build changes index.html.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEdgeConfig } from '../src/config.ts';
import { documentSecurityHeaders } from '../src/security-headers.ts';
import { STYLE_NONCE_BY_SITE } from '../src/site-policy.ts';

const config = loadEdgeConfig();
for (const [site, dist] of [
  ['desktop', config.desktopDist],
  ['mobile', config.mobileDist],
] as const) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // nginx writes its $request_id as a site's per-response style nonce (deploy/nginx.conf).
  const styleNonce = STYLE_NONCE_BY_SITE[site] ? '$request_id' : undefined;
  const headers = await documentSecurityHeaders(html, { styleNonce });
  console.log(`${site} (${dist}):\n  ${headers['content-security-policy']}\n`);
}
