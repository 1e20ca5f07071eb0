import { useLoad } from '@gemlane/stores/react';
import type { Game } from '@gemlane/contract';
import { SEARCH_PAGE_SIZE } from '@gemlane/contract';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../adapters/api-client.tsx';
import { AsyncView } from '../../components/async-view.tsx';
import { GameGrid } from '../../components/game-card.tsx';
import { PageLayout } from '../../components/page-layout.tsx';

/** The search query parameter of /search. */
export const SEARCH_QUERY_PARAM = 'keyword';

export interface SearchViewProps {
  keyword: string;
  onSearch: (keyword: string) => void;
  results: { data: Game[] | undefined; loading: boolean; error: unknown };
}

export function SearchView({ keyword, onSearch, results }: SearchViewProps) {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('common.search')}>
      <Input.Search
        className="search-page-input"
        size="large"
        defaultValue={keyword}
        aria-label={t('common.searchPlaceholder')}
        placeholder={t('common.searchPlaceholder')}
        enterButton={t('common.search')}
        onSearch={(value) => onSearch(value.trim())}
      />
      {keyword === '' ? (
        <p className="muted">{t('home.searchHint')}</p>
      ) : (
        <AsyncView
          {...results}
          isEmpty={(list) => list.length === 0}
          emptyText={t('common.empty.searchKeyword', { keyword })}
        >
          {(list) => <GameGrid games={list} />}
        </AsyncView>
      )}
    </PageLayout>
  );
}

export default function SearchPage() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get(SEARCH_QUERY_PARAM) ?? '').trim();
  // Search runs only with text; an empty box clears the results.
  const results = useLoad(
    keyword !== ''
      ? () =>
          api
            .searchGame(
              { page: 1, pageSize: SEARCH_PAGE_SIZE, gameName: keyword },
              { hideError: true },
            )
            .then(
              (page) => page.list,
              () => [] as Game[],
            )
      : null,
    [api, keyword],
  );
  return (
    <SearchView
      keyword={keyword}
      results={results}
      onSearch={(next) => {
        const p = new URLSearchParams(params);
        if (next) p.set(SEARCH_QUERY_PARAM, next);
        else p.delete(SEARCH_QUERY_PARAM);
        setParams(p);
      }}
    />
  );
}
