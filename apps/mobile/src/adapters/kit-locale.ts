import type { Locale } from 'antd-mobile/es/locales/base';
import enUS from 'antd-mobile/es/locales/en-US';

// antd-mobile's own strings (picker buttons, empty states...) per storefront language; English is
// bundled, the rest load with the language pack.
const loaders: Record<string, () => Promise<{ default: Locale }>> = {
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

export const DEFAULT_KIT_LOCALE: Locale = enUS;

export async function loadKitLocale(language: string): Promise<Locale> {
  const load = loaders[language];
  if (!load) return enUS;
  return (await load()).default;
}
