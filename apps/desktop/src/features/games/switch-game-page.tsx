import type { Category } from '@gemlane/contract';
import { Input, Skeleton } from 'antd';
import { gameCategoriesAtom } from '@gemlane/stores';
import { picturesWithPage } from '@gemlane/stores/ssr';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid } from '../../components/game-card.tsx';
import { PageLayout } from '../../components/page-layout.tsx';

export interface SwitchGameViewProps {
  categories: readonly Category[] | null;
}

/** Every game by category, with a quick filter by name. */
export function SwitchGameView({ categories }: SwitchGameViewProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = (categories ?? [])
    .map((c) => ({ ...c, games: c.games.filter((g) => g.gameName.toLowerCase().includes(needle)) }))
    .filter((c) => c.games.length > 0);
  const withPage = picturesWithPage(shown.map((c) => c.games.length));
  return (
    <PageLayout
      title={t('common.allGames')}
      actions={
        <Input.Search
          className="page-filter"
          aria-label={t('common.searchPlaceholder')}
          placeholder={t('common.searchPlaceholder')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      }
    >
      {categories === null ? (
        <Skeleton title={false} active paragraph={{ rows: 8 }} />
      ) : shown.length === 0 ? (
        <p className="muted">{t('common.empty.searchKeyword', { keyword: filter })}</p>
      ) : (
        shown.map((category, i) => (
          <section key={category.code} aria-labelledby={`cat-${category.code}`}>
            <h2 id={`cat-${category.code}`} className="section-title">
              {category.name}
            </h2>
            {/* The first screen's logos are the page's largest paint: they load with it. */}
            <GameGrid games={category.games} withPage={withPage[i]} />
          </section>
        ))
      )}
    </PageLayout>
  );
}

export default function SwitchGamePage() {
  const categories = useAtomValue(gameCategoriesAtom);
  return <SwitchGameView categories={categories.length > 0 ? categories : null} />;
}
