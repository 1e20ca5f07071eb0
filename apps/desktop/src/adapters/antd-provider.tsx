import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { loadAntdLocale } from './antd-locale.ts';
import { AppMessageProvider } from './app-message.tsx';

// Zero-runtime antd: no style generation in the browser; the styles come from the static,
// cacheable antd/dist/antd.css imported once by the entry (and by Storybook's preview).
const THEME = { zeroRuntime: true } as const;

export interface AntdProviderProps {
  language: string;
  children: ReactNode;
  /** Tests and stories turn motion off to get stable output. */
  motion?: boolean;
}

export function AntdProvider({ language, children, motion = true }: AntdProviderProps) {
  const [locale, setLocale] = useState<Locale | undefined>(undefined);
  useEffect(() => {
    let current = true;
    loadAntdLocale(language).then(
      (next) => current && setLocale(next),
      (error: unknown) => console.error('antd locale failed to load', error),
    );
    return () => {
      current = false;
    };
  }, [language]);
  return (
    <ConfigProvider
      theme={{ ...THEME, token: motion ? {} : { motion: false } }}
      locale={locale}
      wave={{ disabled: !motion }}
    >
      <AppMessageProvider>{children}</AppMessageProvider>
    </ConfigProvider>
  );
}
