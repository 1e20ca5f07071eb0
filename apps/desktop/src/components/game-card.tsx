import type { Game } from '@gemlane/contract';
import { Link } from '@gemlane/stores/router';
import { GameLogo } from './game-logo.tsx';

export interface GameCardProps {
  game: Game;
  badge?: string;
  /** Its logo loads with the page (a tile at the top of its page), not when scrolled to. */
  eager?: boolean;
}

/** A game tile linking to its zone. */
export function GameCard({ game, badge, eager = false }: GameCardProps) {
  return (
    <Link to={`/gameZone/${game.gameZonePath}`} className="game-card">
      <GameLogo src={game.logo} size={72} eager={eager} />
      <span className="game-card-name">{game.gameName}</span>
      {badge ? <span className="game-card-badge">{badge}</span> : null}
    </Link>
  );
}

/**
 * `withPage`: how many of the first logos load with the page (they are on its first screen, where
 * they are its largest paint; `picturesWithPage` of @gemlane/stores/ssr); the others when near.
 */
export function GameGrid({ games, withPage = 0 }: { games: readonly Game[]; withPage?: number }) {
  return (
    <ul className="game-grid">
      {games.map((game, i) => (
        <li key={game.gameId}>
          <GameCard game={game} eager={i < withPage} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards at the final card size, so the grid does not grow when the games arrive (CLS). */
export function GameGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="game-grid" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="game-card game-card-skeleton" />
      ))}
    </ul>
  );
}
