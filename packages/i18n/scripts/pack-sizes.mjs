// Prints what each language costs a Vite app: the English bytes in the entry and one lazy chunk per
// other language (raw and gzip). A figure, not a test: compare it with the app budgets.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const dir = mkdtempSync(join(tmpdir(), 'gemlane-i18n-sizes-'));
const entry = join(dir, 'main.js');
const index = fileURLToPath(new URL('../src/index.ts', import.meta.url));
writeFileSync(entry, `import { initI18n } from ${JSON.stringify(index)};\nvoid initI18n();\n`);

const result = await build({
  configFile: false,
  logLevel: 'silent',
  root: dir,
  build: { write: false, rollupOptions: { input: entry } },
});
const outputs = (Array.isArray(result) ? result : [result]).flatMap((o) => o.output);
const rows = outputs
  .filter((o) => o.type === 'chunk')
  .map((c) => {
    const pack = c.facadeModuleId?.match(/packs[\\/](\w+)\.ts$/)?.[1];
    return {
      chunk: c.isEntry ? 'entry (react, i18next, react-i18next, en)' : `pack ${pack ?? c.fileName}`,
      raw: Buffer.byteLength(c.code),
      gzip: gzipSync(c.code).length,
    };
  })
  .sort((a, b) => a.chunk.localeCompare(b.chunk));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const row of rows)
  console.log(
    `${row.chunk.padEnd(40)} ${kb(row.raw).padStart(9)} ${kb(row.gzip).padStart(9)} gzip`,
  );
