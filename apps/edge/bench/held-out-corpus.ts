// `pnpm --filter @gemlane/edge run bench:corpus`: the device-routing figure on the held-out public
// corpora (test/held-out-corpus.ts), with every agent sent to the wrong site.
import { formatHeldOut, scoreHeldOut } from '../test/held-out-corpus.ts';

const score = scoreHeldOut();
console.log(formatHeldOut(score));
for (const { entry, got } of score.wrong)
  console.log(`  wrong: ${entry.expected} (${entry.source} ${entry.label}) -> ${got}: ${entry.ua}`);
console.log(`budget >= 99.00%: ${score.share >= 0.99 ? 'met' : 'MISSED'}`);
process.exitCode = score.share >= 0.99 ? 0 : 1;
