// antd-mobile speaks Chinese unless told otherwise: without a locale its masks, search bars and
// clear buttons are named "背景蒙层", "搜索框", "清除" for screen readers in every language. The
// kit gets the page's language (English at once, the others as a small chunk), both through the
// provider (rendered components) and as the default (Toast, Dialog.show outside the tree).
import { normalizeLanguage, type LanguageCode } from '@gemlane/i18n/languages';
import ConfigProvider, { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type KitLocale = typeof enUS;

const LOADERS: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: KitLocale }>> = {
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

/** The kit's texts for a language (English for anything unsupported). */
export async function loadKitLocale(language: string): Promise<KitLocale> {
  const code = normalizeLanguage(language) ?? 'en';
  if (code === 'en') return enUS;
  return (await LOADERS[code]()).default;
}

setDefaultConfig({ locale: enUS });

/** Gives antd-mobile the page's language. */
export function KitLocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [locale, setLocale] = useState<KitLocale>(enUS);
  useEffect(() => {
    let current = true;
    loadKitLocale(language).then(
      (next) => {
        if (!current) return;
        setDefaultConfig({ locale: next });
        setLocale(next);
      },
      (error: unknown) => console.error('antd-mobile locale failed to load', error),
    );
    return () => {
      current = false;
    };
  }, [language]);
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}
