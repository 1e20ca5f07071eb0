// Server messages in the ten languages: packages/i18n/locales/<lng>/server.json through the
// i18n package's Node loader.
import {
  createServerTranslator,
  FALLBACK_LANGUAGE,
  languageOrFallback,
  type LanguageCode,
} from '@gemlane/i18n/server';

const translator = createServerTranslator();
const SECTION = 'server';

/** `x-locale` value -> a supported language (`zh-CN` -> zh), else en: i18n's one rule. */
export const resolveLocale: (raw: string | undefined | null) => LanguageCode = languageOrFallback;

export type Vars = Record<string, string | number>;

/** True when the English server pack has `key` (a dot path in server.json). */
export function hasMessage(key: string): boolean {
  return translator.i18n.exists(`${SECTION}.${key}`, { lng: FALLBACK_LANGUAGE });
}

/**
 * Translates `key` into `lng` with `{{name}}` filled from `vars`; a missing translation falls
 * back to English. A key that is not in the pack (a plain English sentence) is returned as is.
 */
export function t(lng: LanguageCode, key: string, vars?: Vars): string {
  // A message is the same for the same language, key and values (the packs load once): every
  // answer's "Success", and a flood's "Too many requests, wait 42 s", are looked up once.
  if (vars !== undefined) {
    const memoKey = `${lng}\u0000${key}\u0000${JSON.stringify(vars)}`;
    let text = filledMessages.get(memoKey);
    if (text === undefined) {
      text = translated(lng, key, vars);
      // Values can come from a request: when full, the memo starts over rather than grow.
      if (filledMessages.size >= MAX_FILLED_MESSAGES) filledMessages.clear();
      filledMessages.set(memoKey, text);
    }
    return text;
  }
  const memoKey = `${lng}\u0000${key}`;
  let text = fixedMessages.get(memoKey);
  if (text === undefined) {
    text = translated(lng, key);
    if (fixedMessages.size < MAX_FIXED_MESSAGES) fixedMessages.set(memoKey, text);
  }
  return text;
}

/** Messages without values by language and key. A key outside the packs (a plain sentence) is
 *  kept too, so the memo has a ceiling well above the packs' keys times ten languages. */
const fixedMessages = new Map<string, string>();
const MAX_FIXED_MESSAGES = 20_000;
/** Messages with values, apart: values a stranger chose never push out the fixed messages. */
const filledMessages = new Map<string, string>();
const MAX_FILLED_MESSAGES = 5_000;

function translated(lng: LanguageCode, key: string, vars?: Vars): string {
  if (!hasMessage(key)) return key;
  return translator.translate(lng, `${SECTION}.${key}` as never, vars);
}
