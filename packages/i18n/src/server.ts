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
  return {
    i18n,
    translate(lng, key, vars) {
      const t = i18n.getFixedT(languageOrFallback(lng));
      return (t as (key: string, options?: TOptions) => string)(key, vars);
    },
  };
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
