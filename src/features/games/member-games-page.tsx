import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Empty } from '../../ui/empty.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { GameGrid } from './game-tile.tsx';
import { useCatalogue, useLikes } from './use-catalogue.ts';
import type { Game } from '../../../contract/calls/games.ts';

/** /member/games: the player's favourites and recently played games. */
export function MemberGamesPage() {
  const goBack = useGoBack();
  const { games } = useCatalogue();
  const likes = useLikes();
  const history = useLiveQuery(() => db.gameHistory.orderBy('playedAt').reverse().toArray(), [], []);
  const [tab, setTab] = useState<'likes' | 'history'>('likes');
  useEffect(() => void api.games.loadPlayerData(), []);
  const byId = new Map(games.map((g) => [g.id, g]));
  const ids = tab === 'likes' ? [...likes] : history.map((h) => h.gameId);
  const shown = ids.map((id) => byId.get(id)).filter((g): g is Game => g !== undefined);
  return (
    <div className="page">
      <TopBar title={t('games.myGames')} onBack={goBack} backLabel={t('common.back')} />
      <div className="page-body">
        <div className="type-tabs" role="tablist">
          <button type="button" role="tab" aria-selected={tab === 'likes'} onClick={() => setTab('likes')}>
            {t('games.favourites')}
          </button>
          <button type="button" role="tab" aria-selected={tab === 'history'} onClick={() => setTab('history')}>
            {t('games.recent')}
          </button>
        </div>
        {shown.length === 0 ? (
          <Empty title={tab === 'likes' ? t('games.noFavourites') : t('games.noHistory')} />
        ) : (
          <GameGrid games={shown} likes={likes} canLike />
        )}
      </div>
    </div>
  );
}
