import { useGameSearch } from '@gemlane/stores/react';
import { buildPath, usePartnerNavigate } from '@gemlane/stores/router';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '../../adapters/kit.ts';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { Page } from '../../components/page/page.tsx';
import { SearchResults } from './search-results.tsx';
import styles from './games.module.css';

/** /search: type to search (300 ms debounce, Enter at most every 500 ms), tap a result to open it. */
export default function SearchPage() {
  const { t } = useTranslation();
  const navigate = usePartnerNavigate();
  const search = useGameSearch();
  return (
    <Page title={t('common.search')}>
      <div className={styles.searchBar}>
        <SearchBar
          autoFocus
          placeholder={t('common.searchPlaceholder')}
          value={search.text}
          onChange={search.setText}
          onSearch={search.onEnter}
          onClear={search.clear}
          aria-label={t('common.search')}
        />
      </div>
      {search.results.length > 0 ? (
        <SearchResults
          games={search.results}
          onOpen={(g) => void navigate(buildPath('GameZone', { gameZonePath: g.gameZonePath }))}
        />
      ) : search.text.trim() && !search.loading ? (
        <EmptyState title={t('common.empty.searchKeyword', { keyword: search.text.trim() })} />
      ) : search.loading ? (
        <p className={styles.hint}>{t('nav.searching')}…</p>
      ) : (
        <p className={styles.hint}>{t('mobile.games.searchHint')}</p>
      )}
    </Page>
  );
}
