import type { Game } from '@gemlane/contract';
import { Link } from '@gemlane/stores/router';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { GameLogo } from '../../components/game-logo.tsx';
import { HOT_GAME_LIMIT } from '@gemlane/stores';

export interface GamesMenuProps {
  hotGames: readonly Game[];
  allGames: readonly Game[];
  loading?: boolean;
  onPick?: (game: Game) => void;
}

/** Content of the Games popover: hot games ranked 1 to 8, then every game. */
export function GamesMenu({ hotGames, allGames, loading, onPick }: GamesMenuProps) {
  const { t } = useTranslation();
  if (loading)
    return <Skeleton title={false} active className="games-menu" paragraph={{ rows: 6 }} />;
  if (allGames.length === 0 && hotGames.length === 0)
    return <Empty description={t('common.empty.default')} />;
  const ranked = [...hotGames]
    .sort((a, b) => (a.hotRank ?? 99) - (b.hotRank ?? 99))
    .slice(0, HOT_GAME_LIMIT);
  return (
    <div className="games-menu">
      <section aria-labelledby="hot-games-title">
        <h2 id="hot-games-title" className="menu-title">
          {t('nav.hotGames')}
        </h2>
        <ol className="hot-list">
          {ranked.map((game, index) => (
            <li key={game.gameId}>
              <Link
                to={`/gameZone/${game.gameZonePath}`}
                className="menu-game"
                onClick={() => onPick?.(game)}
              >
                <span
                  className={`rank rank-${index + 1}`}
                  aria-label={t('desktop.rank', { rank: index + 1 })}
                >
                  {index + 1}
                </span>
                <GameLogo src={game.logo} size={32} />
                <span>{game.gameName}</span>
              </Link>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="all-games-title">
        <h2 id="all-games-title" className="menu-title">
          {t('nav.allGames')}
        </h2>
        <ul className="all-list">
          {allGames.map((game) => (
            <li key={game.gameId}>
              <Link
                to={`/gameZone/${game.gameZonePath}`}
                className="menu-game"
                onClick={() => onPick?.(game)}
              >
                <GameLogo src={game.logo} size={28} />
                <span>{game.gameName}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/switchGame" className="menu-more">
          {t('common.viewAll')}
        </Link>
      </section>
    </div>
  );
}
