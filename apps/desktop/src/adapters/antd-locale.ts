import type { Locale } from 'antd/es/locale';

// antd's own texts (pagination, empty states, modals) per storefront language, loaded on demand
// so that only the chosen one is downloaded; English ships with antd itself.
const LOADERS: Record<string, () => Promise<{ default: Locale }>> = {
  de: () => import('antd/es/locale/de_DE'),
  fr: () => import('antd/es/locale/fr_FR'),
  id: () => import('antd/es/locale/id_ID'),
  ja: () => import('antd/es/locale/ja_JP'),
  ms: () => import('antd/es/locale/ms_MY'),
  ru: () => import('antd/es/locale/ru_RU'),
  th: () => import('antd/es/locale/th_TH'),
  vi: () => import('antd/es/locale/vi_VN'),
  zh: () => import('antd/es/locale/zh_CN'),
};

/** The antd locale of a storefront language, or undefined for English (antd's default). */
export async function loadAntdLocale(language: string): Promise<Locale | undefined> {
  const load = LOADERS[language];
  return load ? (await load()).default : undefined;
}
