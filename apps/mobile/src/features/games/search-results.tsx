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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e]!);

/** The server's `<em class="highlight">` marks as elements and all else as text: never parsed as HTML. */
function highlightParts(markup: string) {
  return markup
    .split(/(<em class="highlight">[^<]*<\/em>)/)
    .filter(Boolean)
    .map((part, i) => {
      const match = /^<em class="highlight">([^<]*)<\/em>$/.exec(part);
      return match ? (
        <em key={i} className="highlight">
          {decode(match[1]!)}
        </em>
      ) : (
        decode(part)
      );
    });
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
                <span className={styles.resultName}>{highlightParts(g.highlight)}</span>
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
