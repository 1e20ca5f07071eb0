import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { HoverPopover } from './hover-popover.tsx';

function Menu() {
  return (
    <HoverPopover
      content={
        <ul>
          <li>
            <a href="/terms">Terms</a>
          </li>
        </ul>
      }
    >
      <button type="button">Help</button>
    </HoverPopover>
  );
}

const isShown = () => {
  const link = screen.queryByRole('link', { name: 'Terms' });
  return Boolean(link && !link.closest('.ant-popover-hidden'));
};

describe('HoverPopover', () => {
  it('closes on Escape after opening on hover, and unlocks page scroll', async () => {
    await renderWithProviders(<Menu />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Help' }));
    await waitFor(() => expect(isShown()).toBe(true));
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(isShown()).toBe(false));
    expect(document.body.style.overflow).toBe('');
  });

  it('gives focus inside the popup back to its trigger when Escape closes it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Help' });
    await user.click(trigger);
    await waitFor(() => expect(isShown()).toBe(true));
    screen.getByRole('link', { name: 'Terms' }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(isShown()).toBe(false));
    expect(trigger).toHaveFocus();
  });

  it('leaves focus where it is when the popup did not hold it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <input aria-label="Elsewhere" />
        <Menu />
      </>,
    );
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Help' }));
    await waitFor(() => expect(isShown()).toBe(true));
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
    elsewhere.focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(isShown()).toBe(false));
    expect(elsewhere).toHaveFocus();
  });

  it('keeps the same trigger element when the popup code loads, and closes 100 ms after the pointer leaves', async () => {
    await renderWithProviders(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Help' });
    fireEvent.mouseEnter(trigger);
    await waitFor(() => expect(isShown()).toBe(true));
    expect(screen.getByRole('button', { name: 'Help' })).toBe(trigger);
    fireEvent.mouseLeave(trigger);
    expect(isShown()).toBe(true);
    await waitFor(() => expect(isShown()).toBe(false));
  });

  it('stays open for clicks inside the popup and closes on a press outside', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <p>Outside</p>
        <Menu />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Help' }));
    await waitFor(() => expect(isShown()).toBe(true));
    // Real presses (pointerdown, then click) inside the popup, also after the hover grace time.
    await user.click(screen.getByRole('list'));
    await new Promise((resolve) => setTimeout(resolve, 450));
    await user.click(screen.getByRole('list'));
    expect(isShown()).toBe(true);
    await user.click(screen.getByText('Outside'));
    await waitFor(() => expect(isShown()).toBe(false));
  });
});
