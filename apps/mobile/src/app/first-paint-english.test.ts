// The home page renders before the rest of English has loaded (`VIEWS_ON_FIRST_PAINT_ENGLISH`):
// every text key it and the shell use must belong to a section bundled in the first chunk.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_SECTIONS } from '../adapters/i18n.ts';
import { VIEWS_ON_FIRST_PAINT_ENGLISH } from './route-views.ts';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const english = dirname(
  createRequire(import.meta.url).resolve('@gemlane/i18n/locales/en/common.json'),
);
const SECTIONS = readdirSync(english).map((file) => file.replace(/\.json$/, ''));

/**
 * Every source file reachable through relative imports (static and lazy) from `entry`, except
 * lazy modules loaded `withFullEnglish`, which bring every section with them.
 */
function reachable(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(entry, 'utf8').replace(/withFullEnglish\([^;]*?import\('[^']+'\)/g, '');
  for (const [, spec] of code.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+\.tsx?)'/g)) {
    if (spec) reachable(resolve(dirname(entry), spec), seen);
  }
  return seen;
}

/** Section and first key of key literals such as `t('mobile.cart.title')` or `` `coupon.tabs.${s}` ``. */
function keysUsed(files: Iterable<string>): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    for (const [, section, key] of code.matchAll(/['`]([a-zA-Z]+)\.([a-zA-Z]+)/g)) {
      if (section && SECTIONS.includes(section)) {
        used.set(`${section}.${key}`, file.slice(src.length + 1));
      }
    }
  }
  return used;
}

const bundled = FIRST_PAINT_SECTIONS as Record<string, Record<string, unknown>>;

describe('English of the first paint', () => {
  it('holds every section the shell and the home page use', () => {
    expect(SECTIONS.length).toBeGreaterThan(10);
    expect([...VIEWS_ON_FIRST_PAINT_ENGLISH]).toEqual(['Home']);
    const files = new Set([
      ...reachable(resolve(src, 'app/root-layout.tsx')),
      ...reachable(resolve(src, 'features/home/home-page.tsx')),
      ...reachable(resolve(src, 'adapters/api-client.ts')),
    ]);
    const used = keysUsed(files);
    expect(used.size).toBeGreaterThan(20);
    for (const [key, file] of used) {
      const [section = '', first = ''] = key.split('.');
      expect(bundled[section], `${key} (used in ${file})`).toHaveProperty(first);
    }
    // The key the shell hands to the shared router: the home page's title.
    expect(bundled.seo).toHaveProperty('Home');
  });

  it('loads the sheets and blocks of home that show other sections with every section', () => {
    const shell = readFileSync(resolve(src, 'app/root-layout.tsx'), 'utf8');
    expect(shell).toMatch(
      /withFullEnglish\(\s*\(\) => import\('\.\/chrome\/language-popup-container\.tsx'\)/,
    );
    expect(shell).toMatch(
      /withFullEnglish\(\(\) => import\('\.\/chrome\/subscribe-confirmation\.tsx'\)/,
    );
    const home = readFileSync(resolve(src, 'features/home/home-page.tsx'), 'utf8');
    expect(home).toMatch(/withFullEnglish\([\s\S]*?newsletter-container\.tsx/);
  });

  it('leaves sections the first paint does not use out of the first chunk', () => {
    const later = ['order', 'emailBinding', 'emailSubscribe', 'languagePopup', 'share', 'legal'];
    for (const section of later) {
      expect(Object.keys(bundled)).not.toContain(section);
    }
    expect(bundled.mobile).not.toHaveProperty('gameZone');
    expect(bundled.seo).not.toHaveProperty('GameZone');
  });

  it("keeps the package's main entry, which bundles all of English, out of the app", () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = resolve(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
        return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)
          ? [path]
          : [];
      });
    const files = sources(src);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((file) =>
      /from '@gemlane\/i18n'|import\('@gemlane\/i18n'\)/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => file.slice(src.length + 1))).toEqual([]);
  });
});
