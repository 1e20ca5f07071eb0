import type { Game } from '@gemlane/contract';
import { RightOutline } from 'antd-mobile-icons';
import styles from './games.module.css';

export interface SearchResultsProps {
  games: readonly Pick<
    Game,
    'gameId' | 'gameName' | 'logo' | 'gameZonePath' | 'highlight' | 'categoryName'
  >[];
  onOpen: (game: Pick<Game, 'gameZonePath'>) => void;
}

/** Search results with the match highlighted (the server escapes everything but the <em> tag). */
export function SearchResults({ games, onOpen }: SearchResultsProps) {
  return (
    <ul className={styles.results}>
      {games.map((g) => (
        <li key={g.gameId}>
          <button type="button" className={styles.result} onClick={() => onOpen(g)}>
            <img src={g.logo} alt="" className={styles.resultLogo} />
            <span className={styles.resultText}>
              {g.highlight ? (
                <span
                  className={styles.resultName}
                  dangerouslySetInnerHTML={{ __html: g.highlight }}
                />
              ) : (
                <span className={styles.resultName}>{g.gameName}</span>
              )}
              <span className={styles.resultMeta}>{g.categoryName}</span>
            </span>
            <RightOutline aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
