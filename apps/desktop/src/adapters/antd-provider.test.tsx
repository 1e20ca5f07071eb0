import { act, fireEvent, render, screen } from '@testing-library/react';
import { Input } from 'antd';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AntdProvider } from './antd-provider.tsx';

// Language chunks resolve at once here; the component still gets them asynchronously.
vi.mock('./antd-locale.ts', () => ({
  loadAntdLocale: async (language: string) =>
    language === 'en' ? undefined : { locale: language, global: { placeholder: 'Bitte wählen' } },
}));

describe('AntdProvider', () => {
  it.each(['de', 'en'])(
    'keeps the page mounted, and what was typed, when the %s antd texts arrive',
    async (language) => {
      const mounts = vi.fn();
      function Page() {
        useEffect(() => mounts(), []);
        return <Input aria-label="E-mail" />;
      }
      render(
        <AntdProvider language={language} motion={false}>
          <Page />
        </AntdProvider>,
      );
      const field = screen.getByLabelText<HTMLInputElement>('E-mail');
      fireEvent.change(field, { target: { value: 'fast@example.com' } });
      // The language's antd texts land after the first paint.
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(screen.getByLabelText('E-mail')).toBe(field);
      expect(field.isConnected).toBe(true);
      expect(field.value).toBe('fast@example.com');
      expect(mounts).toHaveBeenCalledTimes(1);
    },
  );
});
