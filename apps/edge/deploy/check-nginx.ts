// `pnpm --filter @gemlane/edge run check:nginx`: runs deploy/nginx.conf in a local nginx (Debian's
// `nginx-light` is enough) against the same case table as the handler, and prints where they differ.
// src/nginx.test.ts asserts the same in the unit suite, with the nonce and the headers.
import { fileURLToPath } from 'node:url';
import { ALL_CASES } from '../test/cases.ts';
import { startNginx } from './nginx-harness.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const nginx = await startNginx({
  port: 4321,
  desktopDist: here('../test/fixtures/desktop-dist'),
  mobileDist: here('../test/fixtures/mobile-dist'),
});
try {
  const differ: string[] = [];
  for (const c of ALL_CASES) {
    const headers = Object.fromEntries(
      Object.entries(c.headers ?? {}).filter(([name]) => name !== 'host'),
    );
    const answer = await nginx.send(c.url, { method: c.method ?? 'GET', headers });
    const location = answer.status === 302 ? (answer.headers.location as string) : null;
    if (location !== c.location)
      differ.push(
        `  ${c.name}: nginx ${answer.status} ${location ?? ''}, handler ${c.location ?? 'no redirect'}`,
      );
  }
  console.log(
    `nginx agrees with the handler on ${ALL_CASES.length - differ.length} of ${ALL_CASES.length} cases`,
  );
  if (differ.length) console.log(differ.join('\n'));
} finally {
  await nginx.stop();
}
