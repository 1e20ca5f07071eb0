import { createContext, useContext } from 'react';
import { runtime } from '../../config/runtime.ts';

/** Whether the page runs in the native app's webview; a context so stories can show both. */
export const InAppContext = createContext<boolean>(runtime.inApp);

export function useInApp(): boolean {
  return useContext(InAppContext);
}
