import {
  describeGatewayCsp,
  describeLoginRedirects,
  describeSearchHighlight,
} from '@gemlane/testing/security-walk';
import { DESKTOP } from './proof-app.ts';

// Security in the browser: open redirects after a real login, search highlight markup that
// cannot run script, and the production CSP (through the real gateway) with no violation reported.
describeLoginRedirects(DESKTOP);
describeSearchHighlight(DESKTOP);
// Proof ports 44xx by default (CONTRIBUTING.md); settable so that two runs do not collide.
describeGatewayCsp(DESKTOP, {
  basePort: Number(process.env.E2E_GATEWAY_BASE_PORT ?? 4400),
  // The gateway serves the build this run tests (playwright.config.ts).
  dists: { desktop: process.env.E2E_DIST_DIR },
  // antd writes its components' CSS variables at run time, with the page's style nonce.
  runtimeStyles: 'nonce',
});
