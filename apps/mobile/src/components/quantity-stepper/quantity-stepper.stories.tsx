import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { QuantityStepper } from './quantity-stepper.tsx';

function Controlled(props: { initial: number; min: number; max: number; labelHidden?: boolean }) {
  const [value, setValue] = useState(props.initial);
  return (
    <div style={{ padding: 16 }}>
      <QuantityStepper
        label="Quantity"
        decreaseLabel="Decrease quantity"
        increaseLabel="Increase quantity"
        value={value}
        min={props.min}
        max={props.max}
        onChange={setValue}
        labelHidden={props.labelHidden}
      />
      <output data-testid="value">{value}</output>
    </div>
  );
}

const meta = {
  title: 'Components/QuantityStepper',
  component: Controlled,
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Steps: Story = {
  args: { initial: 1, min: 1, max: 99 },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Quantity');
    const dec = canvas.getByRole('button', { name: 'Decrease quantity' });
    const inc = canvas.getByRole('button', { name: 'Increase quantity' });
    await expect(dec).toBeDisabled();
    await userEvent.click(inc);
    await userEvent.click(inc);
    await expect(input).toHaveValue(3);
    await expect(canvas.getByTestId('value')).toHaveTextContent('3');
    await userEvent.click(dec);
    await expect(input).toHaveValue(2);
  },
};

export const TypedValueIsClamped: Story = {
  args: { initial: 5, min: 1, max: 99 },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Quantity');
    await userEvent.clear(input);
    await userEvent.type(input, '250');
    await userEvent.tab();
    await expect(input).toHaveValue(99);
    await expect(canvas.getByTestId('value')).toHaveTextContent('99');
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue(1);
    await expect(canvas.getByTestId('value')).toHaveTextContent('1');
  },
};

/** The cart row: the label is not shown but still names the field; the buttons still step. */
export const HiddenLabelInCart: Story = {
  args: { initial: 2, min: 1, max: 99, labelHidden: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Quantity');
    await expect(canvas.getByText('Quantity')).toHaveClass('gl-visually-hidden');
    await expect(input).toHaveValue(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await expect(input).toHaveValue(1);
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(canvas.getByTestId('value')).toHaveTextContent('1');
  },
};
