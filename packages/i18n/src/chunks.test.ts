// Builds a tiny app with Vite and checks the promise of the package: English inside the entry,
// every other language in a chunk of its own holding all of that language's sections.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages.ts';

const locales = new URL('../locales/', import.meta.url);
const marker = (lng: string, section: string, key: string): string => {
  const content = JSON.parse(
    readFileSync(new URL(`${lng}/${section}.json`, locales), 'utf8'),
  ) as Record<string, Record<string, string>>;
  const [group, leaf] = key.split('.');
  const value = leaf ? content[group ?? '']?.[leaf] : (content[key] as unknown as string);
  if (typeof value !== 'string') throw new Error(`no ${lng} ${section}.${key}`);
  return value;
};

let chunks: Rollup.OutputChunk[] = [];

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gemlane-i18n-build-'));
  const entry = join(dir, 'main.ts');
  const index = fileURLToPath(new URL('./index.ts', import.meta.url));
  writeFileSync(
    entry,
    `import { initI18n, changeLanguage } from ${JSON.stringify(index)};\n` +
      `void initI18n().then(() => changeLanguage('de'));\n`,
  );
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    build: { write: false, minify: false, rollupOptions: { input: entry } },
  });
  const outputs = Array.isArray(result) ? result : [result];
  chunks = outputs
    .flatMap((o) => ('output' in o ? o.output : []))
    .filter((o) => o.type === 'chunk');
}, 120_000);

const contains = (chunk: Rollup.OutputChunk, text: string) => chunk.code.includes(text);

function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return node && typeof node === 'object' ? Object.values(node).flatMap(strings) : [];
}

/** A text of a language's server-only section that no browser section of that language repeats. */
function serverMarker(lng: string): string | undefined {
  const folder = new URL(`${lng}/`, locales);
  const read = (file: string) => strings(JSON.parse(readFileSync(new URL(file, folder), 'utf8')));
  const files = readdirSync(folder).filter((f) => f.endsWith('.json'));
  if (!files.includes('server.json')) return undefined;
  const browserTexts = files.filter((f) => f !== 'server.json').flatMap(read);
  return read('server.json').find(
    (text) => text.length > 12 && !browserTexts.some((b) => b.includes(text)),
  );
}

describe('Vite output', () => {
  it('ships no server-only section to the browser', () => {
    const markers = LANGUAGE_CODES.map(serverMarker).filter((t): t is string => Boolean(t));
    expect(markers.length).toBeGreaterThan(0);
    for (const text of markers) {
      expect(
        chunks.filter((c) => contains(c, text)).map((c) => c.fileName),
        text,
      ).toEqual([]);
    }
  });

  it('bundles English into the entry chunk and no other language', () => {
    const entry = chunks.find((c) => c.isEntry);
    expect(entry).toBeDefined();
    if (!entry) return;
    expect(contains(entry, marker('en', 'errors', 'confirmEmail'))).toBe(true);
    expect(contains(entry, marker('en', 'seo', 'Home.description'))).toBe(true);
    for (const lng of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      expect(contains(entry, marker(lng, 'errors', 'loginFailed')), lng).toBe(false);
    }
  });

  it.each(LANGUAGE_CODES.filter((l) => l !== 'en'))(
    'puts %s in one lazy chunk of its own with all its sections',
    (lng) => {
      const holders = chunks.filter((c) => contains(c, marker(lng, 'errors', 'loginFailed')));
      expect(holders).toHaveLength(1);
      const chunk = holders[0];
      if (!chunk) return;
      expect(chunk.isEntry).toBe(false);
      expect(chunk.isDynamicEntry).toBe(true);
      expect(contains(chunk, marker(lng, 'seo', 'Home.description'))).toBe(true);
      expect(contains(chunk, marker(lng, 'emailSubscribe', 'subscribeDesc'))).toBe(true);
      for (const other of LANGUAGE_CODES.filter((l) => l !== lng && l !== 'en')) {
        expect(contains(chunk, marker(other, 'errors', 'loginFailed')), other).toBe(false);
      }
    },
  );
});

describe('Vite output of @gemlane/i18n/split', () => {
  let split: Rollup.OutputChunk[] = [];

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gemlane-i18n-split-'));
    const entry = join(dir, 'main.ts');
    const splitEntry = fileURLToPath(new URL('./split.ts', import.meta.url));
    const errors = fileURLToPath(new URL('../locales/en/errors.json', import.meta.url));
    writeFileSync(
      entry,
      `import { createI18nController, loadEnglishPack } from ${JSON.stringify(splitEntry)};\n` +
        `import { loginFailed } from ${JSON.stringify(errors)};\n` +
        `const c = createI18nController({ english: { bundled: { errors: { loginFailed } }, loadRest: loadEnglishPack } });\n` +
        `void c.initI18n().then(() => c.loadFullEnglish());\n`,
    );
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      build: { write: false, minify: false, rollupOptions: { input: entry } },
    });
    split = (Array.isArray(result) ? result : [result])
      .flatMap((o) => ('output' in o ? o.output : []))
      .filter((o) => o.type === 'chunk');
  }, 120_000);

  it('keeps only the imported English keys in the entry and the rest in one lazy chunk', () => {
    const entry = split.find((c) => c.isEntry);
    expect(entry).toBeDefined();
    if (!entry) return;
    expect(contains(entry, marker('en', 'errors', 'loginFailed'))).toBe(true);
    expect(contains(entry, marker('en', 'errors', 'confirmEmail'))).toBe(false);
    expect(contains(entry, marker('en', 'seo', 'Home.description'))).toBe(false);
    const rest = split.filter((c) => contains(c, marker('en', 'seo', 'Home.description')));
    expect(rest).toHaveLength(1);
    expect(rest[0]?.isDynamicEntry).toBe(true);
    expect(contains(rest[0] as Rollup.OutputChunk, marker('en', 'errors', 'confirmEmail'))).toBe(
      true,
    );
  });
});
