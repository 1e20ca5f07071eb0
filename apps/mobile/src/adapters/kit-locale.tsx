// antd-mobile speaks Chinese unless told otherwise: without a locale its masks, search bars and
// clear buttons are named "背景蒙层", "搜索框", "清除" for screen readers in every language. The
// kit gets the page's language (English at once, the others as a small chunk), both through the
// provider (rendered components) and as the default (Toast, Dialog.show outside the tree).
import { normalizeLanguage } from '@gemlane/i18n/languages';
import ConfigProvider, { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadKitLocale } from './kit-locale.ts';

export type KitLocale = typeof enUS;

setDefaultConfig({ locale: enUS });

/** Gives antd-mobile the page's language. */
export function KitLocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [locale, setLocale] = useState<KitLocale>(enUS);
  useEffect(() => {
    let current = true;
    // One table of the kit's language chunks (kit-locale.ts); anything unsupported reads English.
    loadKitLocale(normalizeLanguage(language) ?? 'en').then(
      (next) => {
        if (!current) return;
        setDefaultConfig({ locale: next });
        // Every kit component reads it: their render yields to the browser instead of one task.
        startTransition(() => setLocale(next));
      },
      (error: unknown) => console.error('antd-mobile locale failed to load', error),
    );
    return () => {
      current = false;
    };
  }, [language]);
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}
