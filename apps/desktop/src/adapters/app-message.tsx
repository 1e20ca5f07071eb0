import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS } from '../config/ui.ts';

const MessageContext = createContext<MessageInstance | null>(null);

/** The toast API of the current app (replaces antd's static `message`, which breaks under React 19). */
export function useAppMessage(): MessageInstance {
  const api = useContext(MessageContext);
  if (!api) throw new Error('useAppMessage needs an <AppMessageProvider>');
  return api;
}

/**
 * Toasts through `message.useMessage` instead of antd's <App>: <App> also builds the Modal and
 * notification hooks, which would put the whole Modal in the first-paint bundle.
 */
export function AppMessageProvider({ children }: { children: ReactNode }) {
  const [api, holder] = message.useMessage({ duration: TOAST_DURATION_MS / 1000, maxCount: 3 });
  return (
    <MessageContext.Provider value={api}>
      {holder}
      <div className="app-root">{children}</div>
    </MessageContext.Provider>
  );
}
