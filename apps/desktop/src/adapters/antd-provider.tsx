import { readStyleNonce } from '@gemlane/env/style-nonce';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { loadAntdLocale } from './antd-locale.ts';
import { AppMessageProvider } from './app-message.tsx';
import { kitIcons } from './icon-defaults.tsx';

// Zero-runtime antd: no style generation in the browser; the styles come from the static,
// cacheable antd/dist/antd.css imported once by the entry (and by Storybook's preview).
const THEME = { zeroRuntime: true } as const;
/**
 * Until a language's antd texts arrive, antd's built-in English (each component merges its own
 * defaults). Never undefined: ConfigProvider wraps its children in one more provider only when a
 * locale is set, so going from none to one would remount the whole app and drop what was typed.
 */
const BUILT_IN_ENGLISH: Locale = { locale: 'en' };
/**
 * antd still writes each component's CSS variables as a <style> at run time: they carry the page's
 * style nonce, which its CSP allows (no 'unsafe-inline'). None on the server or in Storybook.
 */
const CSP = { nonce: readStyleNonce(typeof document === 'undefined' ? undefined : document) };

export interface AntdProviderProps {
  language: string;
  children: ReactNode;
  /** Tests and stories turn motion off to get stable output. */
  motion?: boolean;
}

export function AntdProvider({ language, children, motion = true }: AntdProviderProps) {
  const [locale, setLocale] = useState<Locale>(BUILT_IN_ENGLISH);
  const { t } = useTranslation();
  const search = t('common.search');
  const more = t('common.more');
  const icons = useMemo(() => kitIcons({ search, more }), [search, more]);
  useEffect(() => {
    let current = true;
    loadAntdLocale(language).then(
      (next) => current && setLocale(next ?? BUILT_IN_ENGLISH),
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
      csp={CSP}
      wave={{ disabled: !motion }}
      {...icons}
    >
      <AppMessageProvider>{children}</AppMessageProvider>
    </ConfigProvider>
  );
}
