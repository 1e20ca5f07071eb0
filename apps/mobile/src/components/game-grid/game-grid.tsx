import styles from './game-grid.module.css';

export interface GameTile {
  gameId: number;
  gameName: string;
  logo: string;
  gameZonePath: string;
  /** 1..8 in the hot ranking. */
  hotRank?: number | null;
}

export interface GameGridProps {
  games: readonly GameTile[];
  /** Show the hot-ranking number on each tile. */
  ranked?: boolean;
  onOpen: (game: GameTile) => void;
  /** Tiles per row (4 on the home page, 3 in listings). */
  columns?: 3 | 4;
  /**
   * How many of the first logos load with the page (on its first screen they are its largest
   * paint; `picturesWithPage` of @gemlane/stores/ssr); the others when scrolled near.
   */
  withPage?: number;
}

/** A grid of game tiles; each tile is one 44 px+ touch target opening the game zone. */
export function GameGrid({
  games,
  ranked = false,
  onOpen,
  columns = 4,
  withPage = 0,
}: GameGridProps) {
  return (
    <ul className={`${styles.grid} ${columns === 3 ? styles.three : styles.four}`}>
      {games.map((game, i) => (
        <li key={game.gameId}>
          <button type="button" className={styles.tile} onClick={() => onOpen(game)}>
            <span className={styles.logoWrap}>
              <img
                className={styles.logo}
                src={game.logo}
                alt=""
                loading={i < withPage ? 'eager' : 'lazy'}
              />
              {ranked && game.hotRank ? (
                <span className={styles.rank} data-rank={game.hotRank} aria-hidden>
                  {game.hotRank}
                </span>
              ) : null}
            </span>
            <span className={styles.name}>{game.gameName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The grid's place while its games load: `count` empty tiles of the final size (logo and two name
 * lines), so the page below does not jump when the games arrive.
 */
export function GameGridSkeleton({ count, columns = 4 }: { count: number; columns?: 3 | 4 }) {
  return (
    <ul
      className={`${styles.grid} ${columns === 3 ? styles.three : styles.four}`}
      aria-hidden
      data-testid="game-grid-skeleton"
    >
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <span className={styles.tile}>
            <span className={`${styles.logo} ${styles.ghost}`} />
            <span className={`${styles.name} ${styles.ghostName}`} />
          </span>
        </li>
      ))}
    </ul>
  );
}
