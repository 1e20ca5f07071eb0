import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  BagIcon,
  CheckIcon,
  CloseIcon,
  GridIcon,
  HomeIcon,
  RightIcon,
  SearchIcon,
  SoundIcon,
  UserIcon,
} from './icons.tsx';

const ALL = {
  HomeIcon,
  GridIcon,
  UserIcon,
  CloseIcon,
  CheckIcon,
  RightIcon,
  SoundIcon,
  SearchIcon,
  BagIcon,
};

function Gallery() {
  return (
    <ul style={{ display: 'flex', gap: 16, padding: 16, fontSize: 28, listStyle: 'none' }}>
      {Object.entries(ALL).map(([name, Icon]) => (
        <li key={name} title={name}>
          <Icon data-testid={name} />
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Components/Icons',
  component: Gallery,
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon follows the text size and colour and is hidden from assistive tech. */
export const AllIcons: Story = {
  play: async ({ canvas }) => {
    for (const name of Object.keys(ALL)) {
      const svg = canvas.getByTestId(name);
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg).toHaveAttribute('stroke', 'currentColor');
      await expect(svg.getBoundingClientRect().width).toBe(28);
    }
  },
};
