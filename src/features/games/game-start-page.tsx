import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { db } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { setHeartbeatGame } from '../../lib/heartbeat.ts';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ExitControl } from './exit-control.tsx';
import type { GameStartSearch } from './start-search.ts';

type Launch = { state: 'starting' } | { state: 'playing'; url: string } | { state: 'failed'; message: string };

/**
 * /game/start: asks for a launch URL (a single-use token for this game only) and runs it full screen in a sandboxed
 * iframe with no same-origin access, so the game never reaches the app's token or storage.
 */
export function GameStartPage({ search }: { search: GameStartSearch }) {
  const router = useRouter();
  const goBack = useGoBack();
  const { gameId, tryIt, activityId } = search;
  const [started, setLaunch] = useState<Launch>({ state: 'starting' });
  // Without a game id there is nothing to ask the server: the page says so at once.
  const launch: Launch = gameId ? started : { state: 'failed', message: t('games.unknownGame') };

  useEffect(() => {
    if (!gameId) return;
    let live = true;
    setHeartbeatGame(gameId);
    void api.games.start(gameId, tryIt === 1, activityId).then(async (result) => {
      if (result.ok) return live && setLaunch({ state: 'playing', url: result.data.url });
      // An outside provider's game is refused with a note for operators; the player gets a sentence written for them.
      const game = await db.games.get(gameId);
      const message = game && !game.playable ? t('games.refused') : result.msg;
      if (live) setLaunch({ state: 'failed', message });
    });
    return () => {
      live = false;
      setHeartbeatGame(0);
    };
  }, [gameId, tryIt, activityId]);

  const exit = async () => {
    if (gameId && launch.state === 'playing') await api.games.exit(gameId);
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: '/' });
  };

  if (launch.state === 'failed')
    return (
      <div className="page game-failed">
        <Empty title={t('games.cannotStart')} text={launch.message} action={<Button onClick={goBack}>{t('common.back')}</Button>} />
      </div>
    );
  return (
    <div className="game-stage">
      {launch.state === 'starting' ? (
        <div className="game-loading" aria-busy="true">
          <Skeleton height="100%" />
          <p>{t('games.starting')}</p>
        </div>
      ) : (
        <iframe className="game-frame" src={launch.url} sandbox="allow-scripts" title={t('games.frameTitle')} allow="autoplay" />
      )}
      <ExitControl onExit={() => void exit()} />
    </div>
  );
}
