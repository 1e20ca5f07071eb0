// The server in Stripe mode against the local Stripe stand-in, for browser journeys (a Playwright
// webServer): starts the stand-in on STRIPE_STANDIN_PORT, then `src/main.ts` with
// PAYMENT_PROVIDER=stripe, test keys and STRIPE_API_BASE pointing at the stand-in; the stand-in's
// hosted page posts its signed webhooks to the server's /api/pay/webhook/stripe. Every other
// setting (PORT, DATA_DIR, PUBLIC_ORIGINS, ...) is passed through to the server.
//   STRIPE_STANDIN_PORT=4453 PORT=4451 node --import tsx test/stripe-stand-in-main.ts
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { StripeStandIn } from './stripe-stand-in.ts';

const WEBHOOK_SECRET = 'whsec_standin_e2e_secret_0123456789';
const standInPort = Number(process.env.STRIPE_STANDIN_PORT ?? 12111);
const apiPort = Number(process.env.PORT ?? 3001);
const api = `http://127.0.0.1:${apiPort}`;

const standIn = new StripeStandIn(WEBHOOK_SECRET, async (req) => {
  // The stand-in addresses the webhook path; the server listens on its own port.
  const target = new URL(req.url);
  return fetch(`${api}${target.pathname}`, {
    method: req.method,
    headers: req.headers,
    body: await req.text(),
  });
});
const base = await standIn.start(standInPort);
console.log(`stripe stand-in on ${base}`);

const server = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('../src/main.ts', import.meta.url))],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: base,
    },
  },
);

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  void standIn.stop().finally(() => process.exit(code));
};
server.on('exit', (code) => stop(code ?? 0));
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));
