/** The ten languages of the storefront, English first: it is the source pack and the fallback. */
export const SUPPORTED_LANGUAGES = [
  { value: 'en', name: 'English', abbreviation: 'EN' },
  { value: 'de', name: 'Deutsch', abbreviation: 'DE' },
  { value: 'fr', name: 'Français', abbreviation: 'FR' },
  { value: 'id', name: 'Bahasa Indonesia', abbreviation: 'ID' },
  { value: 'ja', name: '日本語', abbreviation: '日本語' },
  { value: 'ms', name: 'Bahasa Melayu', abbreviation: 'MS' },
  { value: 'ru', name: 'Русский', abbreviation: 'RU' },
  { value: 'th', name: 'ไทย', abbreviation: 'ไทย' },
  { value: 'vi', name: 'Tiếng Việt', abbreviation: 'VI' },
  { value: 'zh', name: '中文', abbreviation: '中文' },
] as const;

export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export type LanguageCode = SupportedLanguage['value'];

export const FALLBACK_LANGUAGE = 'en' satisfies LanguageCode;

export const LANGUAGE_CODES: readonly LanguageCode[] = SUPPORTED_LANGUAGES.map((l) => l.value);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/**
 * Maps a code as it arrives (URL, storage, header) to a supported code: case and region are
 * ignored (`zh-CN`, `ZH_tw`, `ja-JP` -> zh, zh, ja). Returns undefined for anything unsupported.
 */
export function normalizeLanguage(value: unknown): LanguageCode | undefined {
  if (typeof value !== 'string') return undefined;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguageCode(base) ? base : undefined;
}

/** Supported language or English: the rule for every code we cannot serve. */
export function languageOrFallback(value: unknown): LanguageCode {
  return normalizeLanguage(value) ?? FALLBACK_LANGUAGE;
}
