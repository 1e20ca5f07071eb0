import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

// Zero-runtime antd: the styles come from the static antd/dist/antd.css the entry imports.
const THEME = { zeroRuntime: true } as const;

export interface AntdProviderProps {
  children: ReactNode;
  /** Tests and stories turn motion off to get stable output. */
  motion?: boolean;
}

/** antd's theme and its App context (message, modal) for the whole console. English only. */
export function AntdProvider({ children, motion = true }: AntdProviderProps) {
  return (
    <ConfigProvider
      theme={{ ...THEME, token: motion ? {} : { motion: false } }}
      wave={{ disabled: !motion }}
    >
      <App>{children}</App>
    </ConfigProvider>
  );
}
