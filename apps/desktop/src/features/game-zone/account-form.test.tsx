import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ZONE } from '@gemlane/stores/testing/fixtures';
import { renderWithProviders } from '../../test/render.tsx';
import { AccountForm } from './account-form.tsx';

const base = {
  fields: ZONE.accountFields,
  onChange: vi.fn(),
  canConfirm: false,
  confirming: false,
  verified: null,
  error: null,
  lastUsed: null,
  onUseLast: vi.fn(),
};

describe('AccountForm', () => {
  it('keeps Confirm ID disabled while the stores do not offer it, Enter included', async () => {
    const onConfirm = vi.fn();
    await renderWithProviders(
      <AccountForm
        {...base}
        values={{ userId: '12345678' }}
        canConfirm={false}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('button', { name: 'Confirm ID' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('User ID'), '{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Server ID')).toHaveAccessibleDescription(
      'The number in parentheses is the server ID.',
    );
  });

  it('puts the cursor in the ID field when the shopper came to check the ID, and only then', async () => {
    const first = await renderWithProviders(
      <AccountForm {...base} values={{}} onConfirm={vi.fn()} focusId />,
    );
    expect(screen.getByLabelText('User ID')).toHaveFocus();
    first.unmount();
    await renderWithProviders(<AccountForm {...base} values={{}} onConfirm={vi.fn()} />);
    expect(screen.getByLabelText('User ID')).not.toHaveFocus();
  });

  it('confirms with the button or Enter once filled', async () => {
    const onConfirm = vi.fn();
    await renderWithProviders(
      <AccountForm
        {...base}
        values={{ userId: '12345678', serverId: '2001' }}
        canConfirm
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm ID' }));
    await userEvent.type(screen.getByLabelText('User ID'), '{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('offers the last verified ID and shows the in-game name once verified', async () => {
    const onUseLast = vi.fn();
    const last = { playerId: '12345678', serverId: '2001', roleName: 'Layla' };
    const { rerender } = await renderWithProviders(
      <AccountForm
        {...base}
        values={{}}
        onConfirm={vi.fn()}
        lastUsed={last}
        onUseLast={onUseLast}
      />,
    );
    await userEvent.click(screen.getByText(/12345678 \(2001\)/));
    expect(onUseLast).toHaveBeenCalled();
    rerender(
      <AccountForm
        {...base}
        values={{}}
        onConfirm={vi.fn()}
        lastUsed={last}
        verified={last}
        onUseLast={onUseLast}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('In-game name: Layla');
    // Once verified, the last-used offer gives way to the confirmation.
    expect(screen.queryByText('Last used:')).toBeNull();
  });
});
