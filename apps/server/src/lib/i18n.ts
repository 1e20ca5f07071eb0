// Server messages in the ten languages: packages/i18n/locales/<lng>/server.json through the
// i18n package's Node loader.
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@gemlane/contract';
import { createServerTranslator } from '@gemlane/i18n/server';

const translator = createServerTranslator();
const SECTION = 'server';

/** `x-locale` value -> a supported language (`zh-CN` -> zh), else en. */
export function resolveLocale(raw: string | undefined | null): LanguageCode {
  const base = (raw ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGE_CODES as readonly string[]).includes(base)
    ? (base as LanguageCode)
    : DEFAULT_LANGUAGE;
}

export type Vars = Record<string, string | number>;

/** True when the English server pack has `key` (a dot path in server.json). */
export function hasMessage(key: string): boolean {
  return translator.i18n.exists(`${SECTION}.${key}`, { lng: DEFAULT_LANGUAGE });
}

/**
 * Translates `key` into `lng` with `{{name}}` filled from `vars`; a missing translation falls
 * back to English. A key that is not in the pack (a plain English sentence) is returned as is.
 */
export function t(lng: LanguageCode, key: string, vars?: Vars): string {
  if (!hasMessage(key)) return key;
  return translator.translate(lng, `${SECTION}.${key}` as never, vars);
}
