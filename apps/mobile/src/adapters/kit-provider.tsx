import { ConfigProvider } from './kit.ts';
import type { Locale } from 'antd-mobile/es/locales/base';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_KIT_LOCALE, loadKitLocale } from './kit-locale.ts';

/** antd-mobile's ConfigProvider following the storefront language. */
export function KitProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState<Locale>(DEFAULT_KIT_LOCALE);
  useEffect(() => {
    let live = true;
    void loadKitLocale(i18n.language).then((next) => {
      if (live) setLocale(next);
    });
    return () => {
      live = false;
    };
  }, [i18n.language]);
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}
