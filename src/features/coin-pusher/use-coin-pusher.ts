// The coin pusher screen's state: the kept info of the mode, the chosen coin, and one drop at a time. A drop is sent
// only online and at most once per debounce; its answer plays on the canvas, and only when the coins have fallen is
// the result said and the new balance shown (until then the screen shows the balance after the stake).
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { PusherDrop } from '../../../contract/calls/coin-pusher.ts';
import { getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { appStatus } from '../../lib/app-status.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { useDebouncedTap } from '../../lib/hooks/use-debounced-tap.ts';
import { t } from '../../lib/i18n/index.ts';
import { useStore } from '../../lib/store.ts';
import { useRefresh } from '../../lib/use-player.ts';
import { dropWords } from './drop-words.ts';
import type { PusherCanvasHandle } from './pusher-canvas.tsx';

export function useCoinPusher(tryIt: boolean, canvas: React.RefObject<PusherCanvasHandle | null>) {
  const mode = tryIt ? 'demo' : 'real';
  const info = useLiveQuery(async () => (await getKv('coinPusher'))?.[mode] ?? null, [mode], undefined);
  const loadError = useRefresh(true, [() => api.coinPusher.load(tryIt)], mode);
  const { online } = useStore(appStatus);
  const action = useAction();
  const [chosen, setCoin] = useState<number | null>(null);
  const [playing, setPlaying] = useState<{ drop: PusherDrop; balance: number } | null>(null);
  const [said, setSaid] = useState('');
  const tap = useDebouncedTap();
  const coin = chosen ?? info?.coinValues[0] ?? 0;

  async function drop(x: number) {
    if (!online) return action.setError(t('pusher.offlineDrop'));
    if (playing || !coin || !tap()) return;
    const result = await action.run(() => api.coinPusher.drop(coin, tryIt));
    if (!result?.ok) return;
    const { drop: played, balance } = result.data;
    setSaid('');
    setPlaying({ drop: played, balance });
    const finish = () => {
      setPlaying(null);
      setSaid(dropWords(played));
    };
    if (canvas.current) canvas.current.play(x, played.coins, played.bonus, finish);
    else finish();
  }

  const balance = playing ? playing.balance - playing.drop.win : info?.balance;
  const recent = (info?.recent ?? []).filter((d) => d.roundId !== playing?.drop.roundId);
  return { info, loadError, online, action, coin, setCoin, drop, playing: playing !== null, said, balance, recent };
}
