import { SearchOutlined } from '@ant-design/icons';
import { DECORATIVE } from '../../adapters/icon-defaults.tsx';
import type { Game } from '@gemlane/contract';
import { usePartnerLink } from '@gemlane/stores/router';
import { Spin } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HoverPopover } from '../../adapters/hover-popover.tsx';
import { GameLogo } from '../../components/game-logo.tsx';
import { HighlightText } from '../../components/highlight-text.tsx';
import { TextInput } from '../../components/text-input.tsx';

export interface SearchBoxProps {
  value: string;
  onChange: (text: string) => void;
  onEnter: () => void;
  loading: boolean;
  results: readonly Game[];
  /** The text was searched and no game matched: the popover says so. */
  empty?: boolean;
}

/**
 * The top-navigation search box: a loading state labelled Search, then results opening the zone
 * in a new tab, or a line saying nothing matched. Enter is the page's (it opens the first hit).
 */
export function SearchBox({
  value,
  onChange,
  onEnter,
  loading,
  results,
  empty = false,
}: SearchBoxProps) {
  const { t } = useTranslation();
  const link = usePartnerLink();
  const listId = useId();
  const [dismissed, setDismissed] = useState(false);
  // The search popover opens when results exist (or while they load), and says
  // when nothing matched; an outside click closes it.
  const open = !dismissed && value.trim() !== '' && (loading || results.length > 0 || empty);
  const content = loading ? (
    <div className="search-loading" role="status">
      <Spin size="small" /> <span>{t('nav.searching')}</span>
    </div>
  ) : empty ? (
    <p className="search-empty" role="status">
      {t('common.empty.searchKeyword', { keyword: value.trim() })}
    </p>
  ) : (
    <ul className="search-results" id={listId} aria-label={t('desktop.searchResults')}>
      {results.map((game) => (
        <li key={game.gameId}>
          <a
            href={link(`/gameZone/${game.gameZonePath}`)}
            target="_blank"
            rel="noopener"
            className="menu-game"
          >
            <GameLogo src={game.logo} size={28} />
            <span>
              <HighlightText markup={game.highlight} fallback={game.gameName} />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <HoverPopover
      content={content}
      open={open}
      trigger={['click']}
      onOpenChange={(next) => setDismissed(!next)}
      placement="bottomLeft"
      className="search-popover"
    >
      {/* The popover aligns to and listens on this box (the prefix icon and the field). */}
      <span className="nav-search-box">
        <TextInput
          className="nav-search"
          type="search"
          value={value}
          aria-label={t('nav.searchPlaceholder')}
          aria-controls={open && !loading && !empty ? listId : undefined}
          placeholder={t('nav.searchPlaceholder')}
          prefix={<SearchOutlined {...DECORATIVE} />}
          clearLabel={t('mobile.games.clearSearch')}
          onClear={() => onChange('')}
          onChange={(e) => {
            setDismissed(false);
            onChange(e.target.value);
          }}
          onPressEnter={onEnter}
        />
      </span>
    </HoverPopover>
  );
}
