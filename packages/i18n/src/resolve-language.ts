import { FALLBACK_LANGUAGE, normalizeLanguage, type LanguageCode } from './languages.ts';

/** Local storage key of the language and currency setting (docs/product.md §9). */
export const LANGUAGE_SETTING_STORAGE_KEY = 'language_setting';
/** The plain key some pages write next to the setting object. */
export const PLAIN_LANGUAGE_STORAGE_KEY = 'lang';
/** URL query parameter that overrides everything else. */
export const LANGUAGE_QUERY_PARAM = 'lang';

export interface StorageLike {
  getItem(key: string): string | null;
}

/** The stored language: `language_setting` = `{language:{value}}` first, then the plain `lang` key. */
export function readStoredLanguage(storage: StorageLike | null | undefined): string | undefined {
  if (!storage) return undefined;
  try {
    const raw = storage.getItem(LANGUAGE_SETTING_STORAGE_KEY);
    if (raw) {
      const parsed: unknown = JSON.parse(raw);
      const value = (parsed as { language?: { value?: unknown } } | null)?.language?.value;
      if (typeof value === 'string' && value) return value;
    }
  } catch {
    // A corrupt setting must not break start-up; the plain key or English takes over.
  }
  try {
    return storage.getItem(PLAIN_LANGUAGE_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The `lang` URL parameter, else the stored setting, else `en`.
 * A candidate we do not support is skipped, so `?lang=pt` with nothing stored ends on `en`.
 */
export function resolveLanguage(
  search: string | URLSearchParams | null | undefined,
  storage: StorageLike | null | undefined,
): LanguageCode {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const candidates = [params?.get(LANGUAGE_QUERY_PARAM), readStoredLanguage(storage)];
  for (const candidate of candidates) {
    const lng = normalizeLanguage(candidate);
    if (lng) return lng;
  }
  return FALLBACK_LANGUAGE;
}
