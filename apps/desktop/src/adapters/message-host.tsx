import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useEffect } from 'react';
import { TOAST_DURATION_MS } from '../config/ui.ts';

/** antd's toast list; mounted by AppMessageProvider when the first toast is asked for. */
export function MessageHost({ onReady }: { onReady: (api: MessageInstance) => void }) {
  const [api, holder] = message.useMessage({ duration: TOAST_DURATION_MS / 1000, maxCount: 3 });
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
