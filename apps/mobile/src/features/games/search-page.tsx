import { useGameSearch } from '@gemlane/stores/react';
import { buildPath, usePartnerNavigate } from '@gemlane/stores/router';
import { CloseCircleFill } from 'antd-mobile-icons';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBar, type SearchBarRef } from '../../adapters/kit.ts';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { Page } from '../../components/page/page.tsx';
import { SearchResults } from './search-results.tsx';
import styles from './games.module.css';

/** /search: type to search (300 ms debounce, Enter at most every 500 ms), tap a result to open it. */
export default function SearchPage() {
  const { t } = useTranslation();
  const navigate = usePartnerNavigate();
  const search = useGameSearch();
  const searchRef = useRef<SearchBarRef>(null);
  return (
    <Page title={t('common.search')}>
      <div className={styles.searchBar}>
        {/* The kit's clear icon is a div with aria-label (axe: no role), so the clear button is ours. */}
        <SearchBar
          ref={searchRef}
          autoFocus
          clearable={false}
          className={styles.searchInput}
          placeholder={t('common.searchPlaceholder')}
          value={search.text}
          onChange={search.setText}
          onSearch={search.onEnter}
          aria-label={t('common.search')}
        />
        {search.text ? (
          <button
            type="button"
            className={styles.searchClear}
            aria-label={t('mobile.games.clearSearch')}
            onClick={() => {
              search.clear();
              searchRef.current?.focus();
            }}
          >
            <CloseCircleFill aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {search.results.length > 0 ? (
        <SearchResults
          games={search.results}
          onOpen={(g) => void navigate(buildPath('GameZone', { gameZonePath: g.gameZonePath }))}
        />
      ) : search.empty ? (
        <EmptyState title={t('common.empty.searchKeyword', { keyword: search.text.trim() })} />
      ) : search.text.trim() ? (
        <p className={styles.hint}>{t('nav.searching')}…</p>
      ) : (
        <p className={styles.hint}>{t('mobile.games.searchHint')}</p>
      )}
    </Page>
  );
}
