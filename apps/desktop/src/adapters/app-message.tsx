import type { MessageInstance } from 'antd/es/message/interface';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';

type Level = 'success' | 'error' | 'info' | 'warning';

/** The toasts the app shows: one short text each. */
export type AppMessage = Record<Level, (text: ReactNode) => void>;

const MessageContext = createContext<AppMessage | null>(null);

// antd's message (and the notification code under it) loads with the first toast, not the first paint.
const MessageHost = lazy(() =>
  import('./message-host.tsx').then((m) => ({ default: m.MessageHost })),
);

/** The toast API of the current app (replaces antd's static `message`, which breaks under React 19). */
export function useAppMessage(): AppMessage {
  const api = useContext(MessageContext);
  if (!api) throw new Error('useAppMessage needs an <AppMessageProvider>');
  return api;
}

/**
 * Toasts through `message.useMessage` instead of antd's <App>, which also builds the Modal and
 * notification hooks. Toasts asked for before antd's message has loaded wait and then show in order.
 */
export function AppMessageProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const ready = useRef<MessageInstance | null>(null);
  const waiting = useRef<((api: MessageInstance) => void)[]>([]);
  const api = useMemo<AppMessage>(() => {
    const show = (level: Level) => (text: ReactNode) => {
      const run = (instance: MessageInstance) => void instance[level](text);
      if (ready.current) run(ready.current);
      else {
        waiting.current.push(run);
        setWanted(true);
      }
    };
    return {
      success: show('success'),
      error: show('error'),
      info: show('info'),
      warning: show('warning'),
    };
  }, []);
  const onReady = useCallback((instance: MessageInstance) => {
    ready.current = instance;
    for (const run of waiting.current.splice(0)) run(instance);
  }, []);
  return (
    <MessageContext.Provider value={api}>
      {wanted ? (
        <Suspense fallback={null}>
          <MessageHost onReady={onReady} />
        </Suspense>
      ) : null}
      <div className="app-root">{children}</div>
    </MessageContext.Provider>
  );
}
