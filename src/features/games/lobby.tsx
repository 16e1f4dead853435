import { startTransition, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { db } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { useIsPlayer } from '../../lib/use-player.ts';
import { LOADING, liveStore, useLiveStore } from '../../lib/live-store.ts';
import { t } from '../../lib/i18n/index.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { GameGrid } from './game-tile.tsx';
import { useCatalogueRefresh } from './use-catalogue.ts';
import type { Game } from '../../../contract/calls/games.ts';

/** Tiles a step of the lobby's drawing adds to the grid: about a screen's height of them. */
export const GRID_STEP = 6;

/**
 * How many steps of the lobby are drawn: one with the rest of the screen, then one more a task after each commit
 * (in a transition) once `active`, up to `steps`; all at once when `all`. Once all are drawn, all stay drawn as the
 * steps change (a favourites row that comes does not take tiles from under a player scrolled down the grid). The lobby
 * is most of home's nodes (640 of 890), below the fold but for its head: drawn at once, its style and layout were one
 * task of up to 100 ms (unthrottled) on a returning player's start; a row at a time, each is short.
 */
export function useStepsShown(steps: number, active: boolean, all: boolean): number {
  const [shown, setShown] = useState(1);
  // Drawn all at once stays all drawn.
  if (all && shown !== Infinity) setShown(Infinity);
  useEffect(() => {
    if (!active || shown === Infinity) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => (n + 1 >= steps ? Infinity : n + 1))), 0);
    return () => clearTimeout(timer);
  }, [active, shown, steps]);
  return all ? steps : Math.min(shown, steps);
}

function Row({ title, games, likes, canLike }: { title: string; games: Game[]; likes: Set<number>; canLike: boolean }) {
  if (games.length === 0) return null;
  return (
    <section className="lobby-row" aria-label={title}>
      <h3>{title}</h3>
      <GameGrid games={games.slice(0, 6)} likes={likes} canLike={canLike} />
    </section>
  );
}

/**
 * Everything the lobby draws, read in one query: one render when it lands, not one per table. It leaves the player row
 * out: that row changes with every balance refresh, and reading it here would read and draw every tile again each time.
 */
async function readLobby() {
  const [catalogue, games, types, likes, history] = await Promise.all([
    db.kv.get('gameCatalogueVersion'),
    db.games.orderBy('sort').toArray(),
    db.gameTypes.orderBy('sort').toArray(),
    db.gameLikes.toArray(),
    db.gameHistory.orderBy('playedAt').reverse().toArray(),
  ]);
  // Before the first catalogue download the lobby has no rows to draw: drawing its tabs then would let the rows that
  // come push them down.
  const known = catalogue !== undefined || games.length > 0;
  return { known, games, types, likes: new Set(likes.map((l) => l.gameId)), history };
}

const NOTHING_YET: Awaited<ReturnType<typeof readLobby>> = { known: false, games: [], types: [], likes: new Set(), history: [] };

const lobbyStore = liveStore(readLobby);

/** The home lobby: type tabs, hot and new rows, recently played and favourites for a player, the grid of a type. */
export function Lobby({ gameType }: { gameType?: number }) {
  useCatalogueRefresh();
  // Set in a transition (useLiveStore): a change (the player's likes and history arriving, a new catalogue) redraws
  // the lobby in slices, not in one blocking task.
  const lobby = useLiveStore(lobbyStore, (answer) => answer);
  const player = useIsPlayer();
  const loggedIn = player === true;
  const { known, games, types, likes, history } = lobby === LOADING ? NOTHING_YET : lobby;
  // The tiles (dozens of drawn thumbnails) render after the urgent part of the screen, e.g. the balance above: on a slow
  // phone the first paint does not wait for the whole lobby. Both reads first: a player's own rows come with the rest.
  const showTiles = useDeferredValue(known && player !== undefined, false);
  const [typeId, setTypeId] = useState<number | null>(gameType ?? null);
  // Arriving for one type (a task's Go) chooses that tab, also when the lobby is already open for another.
  const [arrivedFor, setArrivedFor] = useState(gameType);
  if (gameType !== arrivedFor) {
    setArrivedFor(gameType);
    if (gameType) setTypeId(gameType);
  }
  const tabs = useRef<HTMLDivElement>(null);
  // The chosen tab is brought into view once the tiles are drawn.
  useEffect(() => {
    if (gameType && showTiles) tabs.current?.scrollIntoView({ block: 'start' });
  }, [gameType, showTiles]);
  useEffect(() => {
    if (loggedIn) void api.games.loadPlayerData();
  }, [loggedIn]);
  const byId = new Map(games.map((g) => [g.id, g]));
  const pick = (ids: number[]) => ids.map((id) => byId.get(id)).filter((g): g is Game => g !== undefined);
  const shown = typeId === null ? games : games.filter((g) => g.typeId === typeId);
  const rows = [
    ...(loggedIn
      ? [
          { title: t('games.recent'), games: pick(history.map((h) => h.gameId)) },
          { title: t('games.favourites'), games: pick([...likes]) },
        ]
      : []),
    { title: t('games.hotRow'), games: games.filter((g) => g.tags.includes('hot')) },
    { title: t('games.newRow'), games: games.filter((g) => g.tags.includes('new')) },
  ].filter((row) => row.games.length > 0);
  // A step per row, then the tabs with the grid's first tiles, then more tiles a step. Arriving for one type (a
  // task's Go) draws it all at once: the chosen tab is scrolled to.
  const steps = useStepsShown(rows.length + Math.max(1, Math.ceil(shown.length / GRID_STEP)), showTiles, gameType !== undefined);
  const gridTiles = (steps - rows.length) * GRID_STEP;
  return (
    <section className="lobby" aria-labelledby="lobby-title">
      <div className="lobby-head">
        <h2 id="lobby-title">{t('games.lobby')}</h2>
        <Link to="/game/search" className="lobby-search" aria-label={t('games.search')}>
          <Search size={18} aria-hidden="true" /> {t('games.search')}
        </Link>
      </div>
      {!showTiles ? (
        <Skeleton height="2rem" />
      ) : (
        <>
          {rows.slice(0, steps).map((row) => (
            <Row key={row.title} title={row.title} games={row.games} likes={likes} canLike={loggedIn} />
          ))}
          {gridTiles > 0 ? (
            <>
              <div ref={tabs} className="type-tabs" role="tablist" aria-label={t('games.types')}>
                <button type="button" role="tab" aria-selected={typeId === null} onClick={() => setTypeId(null)}>
                  {t('games.all')}
                </button>
                {types.map((type) => (
                  <button key={type.id} type="button" role="tab" aria-selected={typeId === type.id} onClick={() => setTypeId(type.id)}>
                    {type.name}
                  </button>
                ))}
              </div>
              <GameGrid games={shown.slice(0, gridTiles)} likes={likes} canLike={loggedIn} />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
