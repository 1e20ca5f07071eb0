// Server messages in the ten languages, from packages/i18n/locales/<lng>/server.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@gemlane/contract';
import { SERVER_ROOT } from '../config.ts';

type Tree = { [key: string]: string | Tree };

const LOCALES_DIR = path.resolve(SERVER_ROOT, '../../packages/i18n/locales');

function flatten(
  tree: Tree,
  prefix = '',
  out: Map<string, string> = new Map(),
): Map<string, string> {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else flatten(v, key, out);
  }
  return out;
}

function load(lng: LanguageCode): Map<string, string> {
  try {
    return flatten(
      JSON.parse(readFileSync(path.join(LOCALES_DIR, lng, 'server.json'), 'utf8')) as Tree,
    );
  } catch {
    // A missing pack falls back to English key by key.
    return new Map();
  }
}

const packs = new Map<LanguageCode, Map<string, string>>(LANGUAGE_CODES.map((l) => [l, load(l)]));

/** `x-locale` value -> a supported language (`zh-CN` -> zh), else en. */
export function resolveLocale(raw: string | undefined | null): LanguageCode {
  const base = (raw ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGE_CODES as readonly string[]).includes(base)
    ? (base as LanguageCode)
    : DEFAULT_LANGUAGE;
}

export type Vars = Record<string, string | number>;

/**
 * Translates `key` (dot path in server.json) into `lng`, filling `{{name}}` from `vars`.
 * Unknown keys fall back to English, then to the key itself, so a plain English sentence
 * passed as the key is returned unchanged.
 */
export function t(lng: LanguageCode, key: string, vars?: Vars): string {
  const template = packs.get(lng)?.get(key) ?? packs.get(DEFAULT_LANGUAGE)?.get(key) ?? key;
  if (!vars) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) =>
    vars[name] === undefined ? m : String(vars[name]),
  );
}

/** True when the English pack has `key` (tests check every key used exists). */
export function hasMessage(key: string): boolean {
  return packs.get(DEFAULT_LANGUAGE)?.has(key) ?? false;
}

export function messageKeys(lng: LanguageCode = DEFAULT_LANGUAGE): string[] {
  return [...(packs.get(lng)?.keys() ?? [])];
}
