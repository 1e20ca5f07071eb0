import type { Locale } from 'antd-mobile/es/locales/base';

// antd-mobile's own strings (picker buttons, empty states...) per storefront language. English is
// the kit's default (vite.config.ts swaps its zh-CN default), so English pages load none of these.
const loaders: Record<string, () => Promise<{ default: Locale }>> = {
  en: () => import('antd-mobile/es/locales/en-US'),
  de: () => import('antd-mobile/es/locales/de-DE'),
  fr: () => import('antd-mobile/es/locales/fr-FR'),
  id: () => import('antd-mobile/es/locales/id-ID'),
  ja: () => import('antd-mobile/es/locales/ja-JP'),
  ms: () => import('antd-mobile/es/locales/ms-MY'),
  ru: () => import('antd-mobile/es/locales/ru-RU'),
  th: () => import('antd-mobile/es/locales/th-TH'),
  vi: () => import('antd-mobile/es/locales/vi-VN'),
  zh: () => import('antd-mobile/es/locales/zh-CN'),
};

/** The kit locale of a storefront language; English for any other code. */
export async function loadKitLocale(language: string): Promise<Locale> {
  const load = loaders[language] ?? loaders.en;
  return (await (load as () => Promise<{ default: Locale }>)()).default;
}

/**
 * Makes the language's kit locale antd-mobile's default config, which its components read when no
 * ConfigProvider sits above them (none does: the provider would put the config and the English
 * strings on the first paint of every page). Runs before the first render; the language never
 * changes without a reload.
 */
export async function applyKitLocale(language: string): Promise<void> {
  if (language === 'en' || !loaders[language]) return;
  const [config, locale] = await Promise.all([
    import('antd-mobile/es/components/config-provider'),
    loadKitLocale(language),
  ]);
  config.setDefaultConfig({ ...config.getDefaultConfig(), locale });
}
