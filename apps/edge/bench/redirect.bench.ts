// `pnpm --filter @gemlane/edge run bench`: what the edge handler costs per request, measured against
// a pass-through handler on the same prepared requests in the same run. Rounds alternate between the
// two; the best round of each is reported (least disturbed on a shared machine) with the median.
import { DESKTOP_ORIGIN, MOBILE_ORIGIN, PC_UA, PHONE_UA } from '../test/cases.ts';
import { USER_AGENTS } from '../test/user-agents.ts';
import { createRedirectHandler, type FetchHandler } from '../src/redirect.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const OPS_PER_ROUND = Number(process.env.BENCH_OPS ?? 20_000);

const passThrough: FetchHandler = () => new Response('ok');
const edge = createRedirectHandler({
  desktopOrigin: DESKTOP_ORIGIN,
  mobileOrigin: MOBILE_ORIGIN,
  passThrough,
});

const request = (url: string, ua: string) =>
  new Request(url, { headers: { 'user-agent': ua, accept: 'text/html', 'accept-language': 'en' } });
const scenarios: Record<string, Request[]> = {
  'phone on desktop (302)': [request(`${DESKTOP_ORIGIN}/gameZone/pubg?partner=x`, PHONE_UA)],
  'PC on desktop (pass)': [request(`${DESKTOP_ORIGIN}/gameZone/pubg?partner=x`, PC_UA)],
  'asset (bypass)': [request(`${DESKTOP_ORIGIN}/assets/index-a1b2c3.js`, PHONE_UA)],
  [`all ${USER_AGENTS.length} table agents, both origins`]: USER_AGENTS.flatMap((c) => [
    request(`${DESKTOP_ORIGIN}/gameZone/pubg?partner=x`, c.ua),
    request(`${MOBILE_ORIGIN}/gameZone/pubg?partner=x`, c.ua),
  ]),
};

async function round(handler: FetchHandler, requests: Request[]): Promise<number> {
  const start = process.hrtime.bigint();
  for (let i = 0; i < OPS_PER_ROUND; i++) {
    const response = await handler(requests[i % requests.length]!);
    if (response.status === 0) throw new Error('unreachable: keeps the result alive');
  }
  return Number(process.hrtime.bigint() - start) / OPS_PER_ROUND;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const best = (xs: number[]) => Math.min(...xs);
const fmt = (ns: number) =>
  `${ns.toFixed(0).padStart(7)} ns/op ${Math.round(1e9 / ns)
    .toLocaleString('en-US')
    .padStart(11)} ops/s`;

console.log(
  `edge handler vs pass-through, ${ROUNDS} rounds x ${OPS_PER_ROUND} requests, Node ${process.version}`,
);
for (const [name, requests] of Object.entries(scenarios)) {
  await round(edge, requests);
  await round(passThrough, requests);
  const base: number[] = [];
  const handler: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    base.push(await round(passThrough, requests));
    handler.push(await round(edge, requests));
  }
  const b = best(base);
  const h = best(handler);
  console.log(`\n${name}`);
  console.log(`  pass-through  ${fmt(b)}   (median ${median(base).toFixed(0)} ns)`);
  console.log(`  edge handler  ${fmt(h)}   (median ${median(handler).toFixed(0)} ns)`);
  console.log(`  ratio ${(h / b).toFixed(2)}x, added ${(h - b).toFixed(0)} ns per request`);
}
