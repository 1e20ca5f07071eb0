import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ZONE } from '@gemlane/stores/testing/fixtures';
import { renderWithProviders } from '../../test/render.tsx';
import { discountPercent } from '@gemlane/stores/purchase';
import { PackageGrid } from './package-grid.tsx';

describe("discountPercent (the shared rule, on this app's fixtures)", () => {
  it('is the whole-percent saving against the crossed-out price, or null', () => {
    const [plain, discounted] = [ZONE.packages[0]!, ZONE.packages[1]!];
    expect(discountPercent(discounted.price, discounted.originalPrice)).toBe(10);
    expect(discountPercent(plain.price, plain.originalPrice)).toBeNull();
    expect(discountPercent(discounted.price, discounted.price)).toBeNull();
  });
});

describe('PackageGrid', () => {
  it('shows prices in the money format, the discount tag, and selects by click or keyboard', async () => {
    const onSelect = vi.fn();
    await renderWithProviders(
      <PackageGrid
        packages={ZONE.packages}
        selected={1}
        onSelect={onSelect}
        currencyName="Diamonds"
      />,
    );
    expect(screen.getByRole('radio', { name: /50 \+ 5 Diamonds/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByText('$4.49')).toBeInTheDocument();
    expect(screen.getByText('-10%')).toBeInTheDocument();
    expect(screen.getByText('+25 Diamonds bonus')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Weekly Diamond Pass/ }));
    expect(onSelect).toHaveBeenLastCalledWith(4);
    screen.getByRole('radio', { name: /250 \+ 25/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(2);
  });
});
