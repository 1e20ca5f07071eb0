import type { AccountField, GamePackage } from '@gemlane/contract';
import { accountFilled } from '@gemlane/stores/purchase';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { art } from '../../../test/fixtures.ts';
import { AccountForm } from './account-form.tsx';
import { PackageGrid } from './package-grid.tsx';

const mlbbFields: AccountField[] = [
  {
    key: 'userId',
    label: 'User ID',
    placeholder: 'Enter your User ID',
    type: 'text',
    pattern: null,
    options: [],
    required: true,
    help: 'Find it in your in-game profile.',
  },
  {
    key: 'serverId',
    label: 'Server ID',
    placeholder: 'Server ID',
    type: 'text',
    pattern: null,
    options: [],
    required: true,
    help: 'The number in parentheses is the server ID. Example: 12345678 (1234).',
  },
];

const usd = (amount: number) => ({ amount, currency: 'USD' as const });
const packages: GamePackage[] = [
  {
    packageId: 1,
    gameId: 1,
    name: '50 + 5 Diamonds',
    quantity: 50,
    bonus: 5,
    kind: 'currency',
    price: usd(99),
    originalPrice: null,
    tag: null,
    image: art('ML', '#2856c8'),
  },
  {
    packageId: 2,
    gameId: 1,
    name: '1,000 + 155 Diamonds',
    quantity: 1000,
    bonus: 155,
    kind: 'currency',
    price: usd(1799),
    originalPrice: usd(1999),
    tag: 'Best value',
    image: art('ML', '#2856c8'),
  },
  {
    packageId: 3,
    gameId: 1,
    name: 'Weekly Diamond Pass',
    quantity: 0,
    bonus: 0,
    kind: 'pass',
    price: usd(199),
    originalPrice: null,
    tag: 'Popular',
    image: art('ML', '#2856c8'),
  },
];

function Form(props: {
  error?: string | null;
  checking?: boolean;
  verified?: boolean;
  focusId?: boolean;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState(false);
  return (
    <div style={{ padding: 16, background: '#fff' }}>
      <AccountForm
        fields={mlbbFields}
        values={values}
        onChange={(k, v) => setValues((s) => ({ ...s, [k]: v }))}
        verified={
          props.verified && !editing
            ? { playerId: '12345678', serverId: '2001', roleName: 'Layla Main' }
            : null
        }
        canConfirm={accountFilled(mlbbFields, values)}
        checking={props.checking ?? false}
        error={props.error}
        onConfirm={fn()}
        onEdit={() => setEditing(true)}
        focusId={props.focusId}
      />
    </div>
  );
}

function Packages() {
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <div style={{ padding: 16, background: '#fff' }}>
      <PackageGrid
        packages={packages}
        selectedId={selected}
        onSelect={(p) => setSelected(p.packageId)}
      />
    </div>
  );
}

const meta = {
  title: 'Features/GameZone/AccountForm',
  component: Form,
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UserAndServerId: Story = {
  play: async ({ canvas }) => {
    const confirmButton = canvas.getByRole('button', { name: 'Confirm ID' });
    await expect(confirmButton).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('User ID'), '12345678');
    await userEvent.type(canvas.getByLabelText('Server ID'), '2001');
    await expect(confirmButton).toBeEnabled();
    await expect(
      canvas.getByText(/The number in parentheses is the server ID/),
    ).toBeInTheDocument();
  },
};

export const WrongId: Story = {
  args: { error: 'The ID you submitted is incorrect. Please check your game ID and try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The ID you submitted is incorrect');
  },
};

export const Verified: Story = {
  args: { verified: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('verified-role')).toHaveTextContent('In-game name: Layla Main');
    await expect(canvas.getByText('12345678 (2001)')).toBeInTheDocument();
  },
};

/** "Check your ID" from a refused order: the confirmed ID opens for editing, the cursor in it. */
export const CheckId: Story = {
  args: { verified: true, focusId: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('verified-role')).toBeNull();
    await expect(canvas.getByLabelText('User ID')).toHaveFocus();
  },
};

export const PackageChoice: Story = {
  render: () => <Packages />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-10%')).toBeInTheDocument();
    await expect(canvas.getByText('Best value')).toBeInTheDocument();
    await expect(canvas.getByText('$17.99')).toBeInTheDocument();
    const pack = canvas.getByRole('radio', { name: /Weekly Diamond Pass/ });
    await userEvent.click(pack);
    await expect(pack).toHaveAttribute('aria-checked', 'true');
  },
};

/** A long tag beside a discount on a 320 px phone: both wrap inside the card, nothing is cut. */
export const LongTagWraps: Story = {
  render: () => (
    <div style={{ width: 320, padding: 12, background: '#fff' }}>
      <PackageGrid
        packages={packages.map((p) => (p.tag ? { ...p, tag: 'Penawaran terbaik minggu ini' } : p))}
        selectedId={null}
        onSelect={fn()}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tag of canvas.getAllByText('Penawaran terbaik minggu ini')) {
      await expect(tag.scrollWidth).toBeLessThanOrEqual(tag.clientWidth);
      const card = tag.closest('button')!.getBoundingClientRect();
      await expect(tag.getBoundingClientRect().right).toBeLessThanOrEqual(card.right);
    }
  },
};
