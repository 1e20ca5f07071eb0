import { FAILED_ORDER } from '@gemlane/stores/testing/fixtures';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { OrderCard } from './order-card.tsx';

// The order list says what the order detail says: a failed order's refund state from the list's
// `refundStatus`, never "Refunded" while the refund is still in progress.
describe('OrderCard', () => {
  it.each([
    ['pending', 'Fail · Refund in progress'],
    ['succeeded', 'Fail · Refunded'],
  ] as const)('labels a failed order with its refund %s', async (refundStatus, label) => {
    await renderWithProviders(
      <OrderCard order={{ ...FAILED_ORDER, refundStatus }} onPay={() => {}} paying={false} />,
    );
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});
