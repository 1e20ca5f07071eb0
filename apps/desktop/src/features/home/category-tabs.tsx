import { Tabs } from 'antd';
import { GameGrid } from '../../components/game-card.tsx';
import type { HomeTab } from './home-view.tsx';

/** The category tabs of home, each a grid of its games. */
export function CategoryTabs({ tabs }: { tabs: readonly HomeTab[] }) {
  return (
    <Tabs
      items={tabs.map((tab) => ({
        key: tab.label,
        label: tab.name,
        children: <GameGrid games={tab.games} />,
      }))}
    />
  );
}
