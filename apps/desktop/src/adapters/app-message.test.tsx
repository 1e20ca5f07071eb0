import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { useAppMessage } from './app-message.tsx';

function Toasts({ texts }: { texts: string[] }) {
  const message = useAppMessage();
  useEffect(() => {
    message.success(texts[0]);
    message.error(texts[1]);
  }, [message, texts]);
  return null;
}

describe('AppMessageProvider', () => {
  it('shows toasts asked for before antd message has loaded, in order', async () => {
    await renderWithProviders(<Toasts texts={['Saved', 'Copy failed']} />);
    const saved = await screen.findByText('Saved');
    const failed = await screen.findByText('Copy failed');
    expect(saved.compareDocumentPosition(failed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(saved.closest('.ant-message-notice-success')).not.toBeNull();
    expect(failed.closest('.ant-message-notice-error')).not.toBeNull();
  });
});
