import { memo } from 'react';
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
function Tile({ game, liked, canLike }: TileProps) {
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

interface TileProps {
  game: Game;
  liked?: boolean;
  canLike?: boolean;
}

/** The same game as drawn: every read of the catalogue answers new objects, most of them equal to the last. */
function sameGame(a: Game, b: Game): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof Game)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const x = a[key];
    const y = b[key];
    if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((item, i) => item === y[i]);
    return Object.is(x, y);
  });
}

/**
 * A tile draws again only when its game, heart or like control changes: a favourite toggled, a played game or a
 * refreshed catalogue redraws the tiles it changed, not the art of every tile in the lobby (a 60 ms task on a
 * returning player's start, unthrottled, when the player's likes and history arrived).
 */
export const GameTile = memo(Tile, (a, b) => a.liked === b.liked && a.canLike === b.canLike && sameGame(a.game, b.game));

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
