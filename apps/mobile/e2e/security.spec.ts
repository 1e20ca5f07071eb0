import {
  describeGatewayCsp,
  describeLoginRedirects,
  describeSearchHighlight,
} from '@gemlane/testing/security-walk';
import { MOBILE } from './proof-app.ts';

// Security in the browser: open redirects after a real login, search highlight markup that
// cannot run script, and the production CSP (through the real gateway) with no violation reported.
describeLoginRedirects(MOBILE);
describeSearchHighlight(MOBILE);
describeGatewayCsp(MOBILE, {
  // Proof ports 44xx by default (CONTRIBUTING.md); settable so that two runs do not collide.
  basePort: Number(process.env.GEMLANE_MOBILE_E2E_GATEWAY_BASE_PORT ?? 4410),
  // The mobile bundle inserts no style at run time: its style-src has no nonce either.
  runtimeStyles: 'none',
  // The gateway serves the build this run tests (playwright.config.ts).
  dists: { mobile: process.env.GEMLANE_MOBILE_E2E_DIST_DIR },
});
