import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { COUPONS } from '../../test/fixtures.ts';
import { CouponForm } from './coupon-form.tsx';
import { CouponsTable } from './coupons-table.tsx';

const meta = {
  title: 'Features/Coupons',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const TheirUseAndDisabling: Story = {
  render: (_args, { parameters }) => (
    <CouponsTable coupons={COUPONS} onSetActive={parameters.onSet as () => Promise<void>} />
  ),
  parameters: { onSet: fn(async () => {}) },
  play: async ({ canvasElement, parameters }) => {
    const page = within(canvasElement);
    await expect(page.getByText(/^\S*1\.50 off from \S*5\.00$/)).toBeVisible();
    await expect(page.getByText(/^10% off \(at most \S*5\.00\)$/)).toBeVisible();
    await expect(page.getByText('12 of 100')).toBeVisible();
    await userEvent.click(page.getAllByRole('button', { name: /expand row/i })[0]!);
    const orders = await page.findByRole('list', { name: 'Orders that use SPRING150' });
    await expect(within(orders).getByRole('link', { name: 'GL20260302A1B2C3' })).toBeVisible();
    await userEvent.click(page.getByRole('switch', { name: 'SPRING150 enabled' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Leaked on a forum');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(parameters.onSet).toHaveBeenCalledWith(7, false, 'Leaked on a forum'),
    );
  },
};

export const CreatingACoupon: Story = {
  render: (_args, { parameters }) => (
    <CouponForm onCreate={parameters.onCreate as () => Promise<void>} />
  ),
  parameters: { onCreate: fn(async () => {}) },
  play: async ({ canvasElement, parameters }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Code'), 'bad code!');
    await userEvent.click(page.getByRole('button', { name: 'Create coupon' }));
    await expect(await page.findByText('Use 3 to 32 letters, digits, - or _.')).toBeVisible();
    await expect(await page.findByText('Enter the amount off.')).toBeVisible();
    await expect(parameters.onCreate).not.toHaveBeenCalled();
    await userEvent.clear(page.getByLabelText('Code'));
    await userEvent.type(page.getByLabelText('Code'), 'summer10');
    await userEvent.type(page.getByLabelText('Name'), 'Summer');
    await userEvent.click(page.getByLabelText('Percent off'));
    await userEvent.type(
      await page.findByLabelText('Percent off', { selector: 'input:not([type=radio])' }),
      '10',
    );
    await userEvent.type(page.getByLabelText('At most (USD, optional)'), '5');
    await userEvent.click(page.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() =>
      expect(parameters.onCreate).toHaveBeenCalledWith({
        code: 'SUMMER10',
        name: 'Summer',
        kind: 'percent',
        offPercent: 10,
        capUsd: 500,
        minimumOrderUsd: 0,
        validDays: 30,
        totalQuantity: undefined,
        onHome: false,
      }),
    );
  },
};
