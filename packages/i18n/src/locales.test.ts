// The pack completeness check. It iterates whatever sections locales/en holds, so section files
// added by other workspaces are checked the moment they appear.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_SECTIONS } from './generated/en-resources.ts';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './languages.ts';

const LOCALES = new URL('../locales/', import.meta.url);

/** Values that stay in English in every language: brands, product names and codes. */
const NAMES = new Set([
  'Gemlane',
  'UID',
  'PayPal',
  'Genshin Impact',
  'PUBG Mobile',
  'Visa',
  'Mastercard',
]);

/** Words a language really spells like English (checked by a native speaker), per language. */
const COGNATES: Partial<Record<LanguageCode, ReadonlySet<string>>> = {
  de: new Set(['Blog', 'Newsletter']),
};

const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_KEY = new RegExp(`^(.*)_(${PLURAL_SUFFIXES.join('|')})$`);

type Leaves = Map<string, unknown>;

function sectionsOf(lng: string): string[] {
  try {
    return readdirSync(new URL(`${lng}/`, LOCALES))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length))
      .sort();
  } catch {
    return [];
  }
}

function flatten(value: unknown, prefix: string, out: Leaves): Leaves {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function readSection(lng: string, section: string): Leaves {
  const text = readFileSync(new URL(`${lng}/${section}.json`, LOCALES), 'utf8');
  return flatten(JSON.parse(text) as unknown, '', new Map());
}

/** Groups `a.count_one`, `a.count_other` under `a.count`; other keys stand alone. */
function groupPlurals(leaves: Leaves): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const key of leaves.keys()) {
    const match = PLURAL_KEY.exec(key);
    const base = match?.[1] ?? key;
    const forms = groups.get(base) ?? new Set<string>();
    if (match?.[2]) forms.add(match[2]);
    groups.set(base, forms);
  }
  return groups;
}

function placeholders(value: string): string[] {
  return [...value.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();
}

/** Whether anything translatable is left once placeholders and allow-listed names are removed. */
function hasWords(value: string): boolean {
  let rest = value.replace(/\{\{[^}]*\}\}/g, '');
  for (const name of [...NAMES].sort((a, b) => b.length - a.length))
    rest = rest.split(name).join('');
  return /\p{L}/u.test(rest);
}

const englishSections = sectionsOf(FALLBACK_LANGUAGE);
const otherLanguages = LANGUAGE_CODES.filter((lng) => lng !== FALLBACK_LANGUAGE);

describe('English source pack', () => {
  it('has the sections the product names and the typed key set is generated from it', () => {
    for (const required of ['share', 'emailSubscribe', 'accountInfo', 'errors', 'seo']) {
      expect(englishSections).toContain(required);
    }
    // Stale types mean `t()` rejects keys that exist: run `pnpm --filter @gemlane/i18n run generate`.
    expect([...GENERATED_SECTIONS]).toEqual(englishSections);
  });

  it('names every section file as a camelCase identifier', () => {
    expect(englishSections.filter((s) => !/^[a-z][A-Za-z0-9]*$/.test(s))).toEqual([]);
  });

  it.each(englishSections)('%s: every value is a non-empty string', (section) => {
    const bad = [...readSection('en', section)].filter(
      ([, v]) => typeof v !== 'string' || !v.trim(),
    );
    expect(bad.map(([key]) => key)).toEqual([]);
  });
});

describe.each(otherLanguages)('%s pack', (lng) => {
  const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories.slice().sort();

  it('has exactly the section files of English', () => {
    expect(sectionsOf(lng)).toEqual(englishSections);
  });

  it.each(englishSections)(`%s: same keys, translated values, same placeholders`, (section) => {
    const english = readSection('en', section);
    const translated = sectionsOf(lng).includes(section) ? readSection(lng, section) : new Map();
    const englishGroups = groupPlurals(english);
    const translatedGroups = groupPlurals(translated);
    const problems: string[] = [];

    for (const [base, forms] of englishGroups) {
      const theirs = translatedGroups.get(base);
      if (!theirs) {
        problems.push(`missing ${base}`);
        continue;
      }
      // A plural key needs exactly the plural forms of this language (ru: one/few/many/other).
      const expected = forms.size > 0 ? categories : [];
      if ([...theirs].sort().join() !== expected.join()) {
        problems.push(`${base}: plural forms [${[...theirs].sort()}] instead of [${expected}]`);
      }
    }
    for (const base of translatedGroups.keys()) {
      if (!englishGroups.has(base)) problems.push(`extra ${base}`);
    }

    for (const [key, value] of translated) {
      if (typeof value !== 'string' || !value.trim()) {
        problems.push(`${key}: not a non-empty string`);
        continue;
      }
      const match = PLURAL_KEY.exec(key);
      const englishValue =
        english.get(key) ?? (match ? english.get(`${match[1]}_other`) : undefined);
      if (typeof englishValue !== 'string') continue;
      if (placeholders(value).join() !== placeholders(englishValue).join()) {
        problems.push(
          `${key}: placeholders [${placeholders(value)}] instead of [${placeholders(englishValue)}]`,
        );
      }
      const allowed = COGNATES[lng]?.has(value) || !hasWords(value);
      if (value === englishValue && !allowed) problems.push(`${key}: still English "${value}"`);
    }
    expect(problems).toEqual([]);
  });
});

describe('the check itself', () => {
  it('reads placeholders with spaces and formats as the same name', () => {
    expect(placeholders('{{ amount }} / {{date, datetime}} / {{count}}')).toEqual([
      'amount',
      'count',
      'date',
    ]);
    expect(hasWords('{{symbol}}{{amount}}')).toBe(false);
    expect(hasWords('{{amount}} off')).toBe(true);
    expect(hasWords('UID: {{uid}}')).toBe(false);
    expect(hasWords('Gemlane home')).toBe(true);
  });

  it('groups plural forms under their base key', () => {
    const groups = groupPlurals(
      new Map([
        ['n_one', 'a'],
        ['n_other', 'b'],
        ['plain', 'c'],
      ]),
    );
    expect([...(groups.get('n') ?? [])].sort()).toEqual(['one', 'other']);
    expect(groups.get('plain')?.size).toBe(0);
  });
});
