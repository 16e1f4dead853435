// /activity/lottery/history: past draws with their numbers, the committed hash and the revealed seed, and a check the
// player runs in the browser: SHA-256 of the seed must be the hash, and the seed must give these numbers.
import { useState } from 'react';
import { numbersFromSeed, manilaTime, toHex } from '../../../contract/lottery.ts';
import type { LotteryDraw } from '../../../contract/calls/lottery.ts';
import { api } from '../../lib/api.ts';
import { formatDate } from '../../lib/i18n/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { isPlayer, useRefresh, useUser } from '../../lib/use-player.ts';
import { Button } from '../../ui/button.tsx';
import { LotteryShell } from './lottery-shell.tsx';
import { Balls } from './numbers.tsx';
import { useLotteryHistory } from './use-lottery.ts';

const sha256 = async (text: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

type Check = { hashOk: boolean; numbers: number[]; numbersOk: boolean };

function DrawProof({ draw }: { draw: LotteryDraw }) {
  const [check, setCheck] = useState<Check | null>(null);
  const verify = async () => {
    const hashOk = toHex(await sha256(draw.seed)) === draw.seedHash;
    const numbers = await numbersFromSeed(draw.seed, sha256);
    setCheck({ hashOk, numbers, numbersOk: numbers.join(',') === draw.numbers.join(',') });
  };
  return (
    <li className="lt-card" data-testid="lottery-draw">
      <h2 className="lt-card-title">{t('lottery.drawOf', { date: formatDate(draw.drawAt), time: manilaTime(draw.drawAt) })}</h2>
      <Balls numbers={draw.numbers} drawn={draw.numbers} label={t('lottery.drawnNumbers')} />
      <dl className="lt-proof">
        <dt>{t('lottery.hashLabel')}</dt>
        <dd>
          <code className="lt-hash">{draw.seedHash}</code>
        </dd>
        <dt>{t('lottery.seedLabel')}</dt>
        <dd>
          <code className="lt-hash">{draw.seed}</code>
        </dd>
      </dl>
      <Button variant="secondary" onClick={() => void verify()}>
        {t('lottery.verify')}
      </Button>
      {check && (
        <div role="status" className={check.hashOk && check.numbersOk ? 'lt-ok' : 'field-error'}>
          <p>{t(check.hashOk ? 'lottery.hashMatches' : 'lottery.hashMismatch')}</p>
          <p>{t(check.numbersOk ? 'lottery.numbersMatch' : 'lottery.numbersMismatch', { numbers: check.numbers.join(', ') })}</p>
        </div>
      )}
    </li>
  );
}

export function LotteryHistoryPage() {
  const error = useRefresh(isPlayer(useUser()), [() => api.lottery.loadHistory(1)]);
  const history = useLotteryHistory();
  return (
    <LotteryShell title="lottery.historyTitle">
      {error && <p role="status">{t('lottery.offline')}</p>}
      <p className="muted lt-small">{t('lottery.proofHow')}</p>
      {history && history.list.length === 0 && <p className="muted">{t('lottery.noHistory')}</p>}
      <ul className="lt-list">
        {history?.list.map((draw) => (
          <DrawProof key={draw.id} draw={draw} />
        ))}
      </ul>
      {history && history.pageNum < history.pages && (
        <Button variant="secondary" block onClick={() => void api.lottery.loadHistory(history.pageNum + 1)}>
          {t('lottery.more')}
        </Button>
      )}
    </LotteryShell>
  );
}
