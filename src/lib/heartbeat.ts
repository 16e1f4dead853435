// Heartbeat timer (SPEC section 4): every 60 s while the page is visible and a token exists; paused while hidden. Holds the current game id.
import { HEARTBEAT_MS } from '../../contract/constants.ts';

let currentGameId = 0;

export function setHeartbeatGame(gameId: number): void {
  currentGameId = gameId;
}

export function startHeartbeat(beat: (gameId: number) => void, hasToken: () => boolean): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const schedule = () => {
    clearInterval(timer);
    timer = undefined;
    if (document.visibilityState !== 'visible') return;
    timer = setInterval(() => {
      if (hasToken()) beat(currentGameId);
    }, HEARTBEAT_MS);
  };
  document.addEventListener('visibilitychange', schedule);
  schedule();
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', schedule);
  };
}
