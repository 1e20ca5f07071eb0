import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { NewsletterBlock } from './newsletter-block.tsx';

const props = {
  email: '',
  sendLooksDisabled: true,
  onEmailChange: vi.fn(),
  onBlur: vi.fn(),
  onSend: vi.fn(),
  onUnsubscribe: vi.fn(),
};

describe('NewsletterBlock', () => {
  it('looks disabled while empty and reports input, blur and send', async () => {
    const onSend = vi.fn();
    const onBlur = vi.fn();
    const onEmailChange = vi.fn();
    await renderWithProviders(
      <NewsletterBlock
        {...props}
        status="initial"
        onSend={onSend}
        onBlur={onBlur}
        onEmailChange={onEmailChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const input = screen.getByRole('textbox', { name: 'Enter your email address' });
    expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'a');
    await userEvent.tab();
    expect(onEmailChange).toHaveBeenCalledWith('a');
    expect(onBlur).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSend).toHaveBeenCalled();
  });

  it('asks in the dialog before unsubscribing', async () => {
    const onUnsubscribe = vi.fn();
    await renderWithProviders(
      <NewsletterBlock
        {...props}
        status="subscribed"
        email="fan@example.com"
        onUnsubscribe={onUnsubscribe}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const dialog = await screen.findByRole('dialog');
    expect(document.body.style.overflow).toBe('hidden');
    expect(onUnsubscribe).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));
    expect(onUnsubscribe).toHaveBeenCalledTimes(1);
  });
});
