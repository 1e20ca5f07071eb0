import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

// Zero-runtime antd: the styles come from the static antd/dist/antd.css the entry imports.
// The colours are antd's own one step darker, so every text meets WCAG AA contrast (4.5:1).
const THEME = { zeroRuntime: true } as const;
const AA_COLOURS = {
  colorPrimary: '#0958d9',
  colorPrimaryHover: '#003eb3',
  colorPrimaryActive: '#002c8c',
  colorLinkHover: '#003eb3',
  colorLink: '#0958d9',
  colorError: '#cf1322',
  colorTextSecondary: '#595959',
  colorTextTertiary: '#595959',
  colorTextDescription: '#595959',
  colorTextPlaceholder: '#6b6b6b',
} as const;

export interface AntdProviderProps {
  children: ReactNode;
  /** Tests and stories turn motion off to get stable output. */
  motion?: boolean;
}

/** antd's theme and its App context (message, modal) for the whole console. English only. */
export function AntdProvider({ children, motion = true }: AntdProviderProps) {
  return (
    <ConfigProvider
      theme={{ ...THEME, token: motion ? AA_COLOURS : { ...AA_COLOURS, motion: false } }}
      wave={{ disabled: !motion }}
    >
      <App>{children}</App>
    </ConfigProvider>
  );
}
