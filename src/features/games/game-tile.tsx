import { Link } from '@tanstack/react-router';
import { Heart } from 'lucide-react';
import type { Game } from '../../../contract/calls/games.ts';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { GameArt } from './game-art.tsx';

/**
 * One game in a grid or row: art, name, tags; the heart toggles the favourite for a player. "Try for free" opens the
 * same game with demo coins (a visitor logs in first), so nobody has to find try-it mode behind a real bet.
 */
export function GameTile({ game, liked, canLike }: { game: Game; liked?: boolean; canLike?: boolean }) {
  return (
    <div className="game-tile">
      <Link to="/game/start" search={{ gameId: game.id }} className="game-tile-link" aria-label={game.name}>
        <GameArt seed={game.artSeed} name={game.name} slug={game.slug} />
        <span className="game-name">{game.name}</span>
        <span className="game-meta">
          {game.tags.includes('hot') ? <em className="tag hot">{t('games.hot')}</em> : null}
          {game.tags.includes('new') ? <em className="tag new">{t('games.new')}</em> : null}
          {game.status === 'maintenance' ? <em className="tag">{t('games.maintenance')}</em> : null}
          {game.rtp !== null ? <small>{t('games.rtp', { rtp: (game.rtp / 100).toFixed(2) })}</small> : null}
        </span>
      </Link>
      <Link to="/game/start" search={{ gameId: game.id, tryIt: 1 }} className="game-try">
        {t('games.tryFree')}
      </Link>
      {canLike ? (
        <button
          type="button"
          className={liked ? 'game-like on' : 'game-like'}
          aria-pressed={liked}
          aria-label={t('games.favourite', { name: game.name })}
          onClick={() => void api.games.like(game.id, !liked)}
        >
          <Heart size={16} aria-hidden="true" fill={liked ? 'currentColor' : 'none'} />
        </button>
      ) : null}
    </div>
  );
}

export function GameGrid({ games, likes, canLike }: { games: Game[]; likes: Set<number>; canLike: boolean }) {
  return (
    <ul className="game-grid">
      {games.map((g) => (
        <li key={g.id}>
          <GameTile game={g} liked={likes.has(g.id)} canLike={canLike} />
        </li>
      ))}
    </ul>
  );
}
