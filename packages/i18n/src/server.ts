// Node entry for the API server: every pack read from locales/ with fs, no Vite features, no React.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n as I18n, type TOptions } from 'i18next';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  languageOrFallback,
  type LanguageCode,
} from './languages.ts';
import { packFromFiles, type LanguagePack } from './sections.ts';
import type { ServerTranslationKey } from './types.ts';

/** The locales folder of this package. */
export const LOCALES_DIR = fileURLToPath(new URL('../locales/', import.meta.url));

/** Reads `<dir>/<lng>/*.json` of every supported language into one pack per language. */
export function readLanguagePacks(dir: string = LOCALES_DIR): Record<LanguageCode, LanguagePack> {
  const packs = {} as Record<LanguageCode, LanguagePack>;
  for (const lng of LANGUAGE_CODES) {
    const folder = `${dir.replace(/[\\/]$/, '')}/${lng}`;
    let files: string[] = [];
    try {
      files = readdirSync(folder).filter((file) => file.endsWith('.json'));
    } catch {
      // A missing language folder leaves that language on the English fallback.
    }
    packs[lng] = packFromFiles(
      Object.fromEntries(
        files.map((file) => [
          file,
          JSON.parse(readFileSync(`${folder}/${file}`, 'utf8')) as unknown,
        ]),
      ),
    );
  }
  return packs;
}

export type TranslateVars = Record<string, unknown>;

export interface ServerTranslator {
  i18n: I18n;
  /** The message of `key` in `lng` (unsupported or missing -> English), `{{vars}}` filled in. */
  translate(
    lng: string | null | undefined,
    key: ServerTranslationKey,
    vars?: TranslateVars,
  ): string;
}

/** Builds a synchronous translator over all packs; one per process is enough. */
export function createServerTranslator(dir: string = LOCALES_DIR): ServerTranslator {
  const packs = readLanguagePacks(dir);
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    defaultNS: 'translation',
    resources: Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, { translation: packs[lng] }])),
    // Server messages go into JSON, not HTML: no escaping, and init must finish synchronously.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  const viaI18next = (language: LanguageCode, key: string, vars?: TranslateVars) =>
    (i18n.getFixedT(language) as (key: string, options?: TOptions) => string)(key, vars);
  // Each message's text once per language, when it only names values (`{{name}}`): filled here,
  // which costs a tenth of i18next's own filling (a receipt fills half a dozen per order). Null:
  // the message needs i18next (a plural, a nested message, a format).
  const plain = new Map<string, string | null>();
  const plainText = (language: LanguageCode, key: string): string | null => {
    const memo = `${language}\u0000${key}`;
    let text = plain.get(memo);
    if (text === undefined) {
      const raw = (i18n.getFixedT(language) as (key: string, options?: TOptions) => unknown)(key, {
        skipInterpolation: true,
      });
      text = typeof raw === 'string' && isPlainTemplate(raw) ? raw : null;
      plain.set(memo, text);
    }
    return text;
  };
  return {
    i18n,
    translate(lng, key, vars) {
      const language = languageOrFallback(lng);
      if (!vars || 'count' in vars || 'context' in vars || !Object.values(vars).every(isText))
        return viaI18next(language, key, vars);
      const text = plainText(language, key);
      return text === null ? viaI18next(language, key, vars) : fillPlain(text, vars);
    },
  };
}

const isText = (value: unknown) => typeof value === 'string' || typeof value === 'number';

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w]*)\s*\}\}/g;

/** A message whose only markup is `{{name}}` placeholders (no nesting, formats or `{{- raw}}`). */
function isPlainTemplate(text: string): boolean {
  return !text.includes('$t(') && !text.replace(PLACEHOLDER, '').includes('{{');
}

/** i18next's filling of a plain message: each value as text, a missing one left as written. */
function fillPlain(text: string, vars: TranslateVars): string {
  return text.replace(PLACEHOLDER, (written, name: string) => {
    const value = vars[name];
    return value === undefined ? written : String(value);
  });
}

let shared: ServerTranslator | undefined;

/** Translates with the packs of this package, read on first use. */
export function translate(
  lng: string | null | undefined,
  key: ServerTranslationKey,
  vars?: TranslateVars,
): string {
  shared ??= createServerTranslator();
  return shared.translate(lng, key, vars);
}

export {
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  SUPPORTED_LANGUAGES,
  isLanguageCode,
  languageOrFallback,
  normalizeLanguage,
} from './languages.ts';
export type { LanguageCode, SupportedLanguage } from './languages.ts';
export {
  ZERO_DECIMAL_CURRENCIES,
  currencyMinorDigits,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  minorToMajor,
} from './format.ts';
export type { LanguagePack, SectionTree } from './sections.ts';
export type { ServerTranslationKey } from './types.ts';
