import { useEffect, useRef, useState } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { api } from '../../lib/api.ts';
import { setHeartbeatGame } from '../../lib/heartbeat.ts';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { DemoBadge } from './demo-badge.tsx';
import { ExitControl } from './exit-control.tsx';
import { gameSoundChoice, gameSoundMuted, rememberGameSound, withGameSound } from './game-sound.ts';
import type { GameStartSearch } from './start-search.ts';

type Launch =
  | { state: 'starting' }
  | { state: 'playing'; url: string; demoCoins?: number }
  /** `canTry`: real play was refused for the player (an empty wallet), and the free demo is the way to play now. */
  | { state: 'failed'; message: string; canTry?: boolean };

/** An outside provider's game page lives on its own site: it opens there instead of inside this page. */
const isOutsidePage = (url: string) => new URL(url, window.location.href).origin !== window.location.origin;

/**
 * /game/start: asks for a launch URL (a single-use token for this game only) and runs it full screen in a sandboxed
 * iframe with no same-origin access, so the game never reaches the app's token or storage. In try-it mode a badge
 * says the credit is demo coins, styled apart from the gold peso balance.
 */
export function GameStartPage({ search }: { search: GameStartSearch }) {
  const router = useRouter();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const { gameId, tryIt, activityId } = search;
  const demo = tryIt === 1;
  // The launch answered for one game and mode: another game or mode starts again without resetting state in the effect.
  const want = `${gameId}:${demo}:${activityId}`;
  const [started, setStarted] = useState<{ want: string; launch: Launch } | null>(null);
  // Without a game id there is nothing to ask the server: the page says so at once.
  const launch: Launch = !gameId ? { state: 'failed', message: t('games.unknownGame') } : started?.want === want ? started.launch : { state: 'starting' };
  const frame = useRef<HTMLIFrameElement>(null);

  // The game page remembers nothing itself: it tells the app when the player mutes or unmutes, and only its own
  // frame is listened to.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const muted = gameSoundChoice(event.data);
      if (muted !== null) rememberGameSound(muted);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (!gameId) return;
    let live = true;
    setHeartbeatGame(gameId);
    void api.games.start(gameId, demo, activityId).then((result) => {
      if (!live) return;
      if (!result.ok)
        return setStarted({ want, launch: { state: 'failed', message: result.msg, canTry: !demo && result.reason === 'api' && result.code === 403 } });
      // The provider's own page cannot sit in our frame (our CSP frames only this site), so it takes the whole window.
      if (isOutsidePage(result.data.url)) return window.location.assign(result.data.url);
      setStarted({ want, launch: { state: 'playing', url: withGameSound(result.data.url, gameSoundMuted()), demoCoins: result.data.demoCoins } });
    });
    return () => {
      live = false;
      setHeartbeatGame(0);
    };
  }, [gameId, demo, activityId, want]);

  const exit = async () => {
    if (gameId && launch.state === 'playing') await api.games.exit(gameId);
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: '/' });
  };

  if (launch.state === 'failed')
    return (
      <div className="page game-failed">
        <Empty
          title={t('games.cannotStart')}
          text={launch.message}
          action={
            <div className="game-failed-actions">
              {gameId && launch.canTry ? (
                <Button onClick={() => void navigate({ to: '/game/start', search: { gameId, tryIt: 1 }, replace: true })}>{t('games.tryFree')}</Button>
              ) : null}
              <Button variant={launch.canTry ? 'secondary' : 'primary'} onClick={goBack}>
                {t('common.back')}
              </Button>
            </div>
          }
        />
      </div>
    );
  return (
    <div className="game-stage">
      {demo ? <DemoBadge coins={launch.state === 'playing' ? launch.demoCoins : undefined} /> : null}
      {launch.state === 'starting' ? (
        <div className="game-loading" aria-busy="true">
          <Skeleton height="100%" />
          <p>{demo ? t('games.startingDemo') : t('games.starting')}</p>
        </div>
      ) : (
        <iframe ref={frame} className="game-frame" src={launch.url} sandbox="allow-scripts" title={t('games.frameTitle')} allow="autoplay" />
      )}
      <ExitControl onExit={() => void exit()} />
    </div>
  );
}
