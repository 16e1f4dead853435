// Under the wheel: how spins are earned (deposit, and invite when the invite page exists), the latest spins of
// everyone (masked), the player's own spins, and the rules with each sector's chance and the average spin.
import { useEffect } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import type { SpinInfo } from '../../../contract/calls/spin.ts';
import { averageAwards, sectorPercent } from '../../../contract/spin-odds.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { routeExists } from '../../lib/route-exists.ts';
import { Button } from '../../ui/button.tsx';
import { awardsText, useSpinLog } from './use-spin-data.ts';

export function HowToEarn({ info }: { info: SpinInfo }) {
  const router = useRouter();
  const inviteOpen = routeExists(router, '/share');
  return (
    <section className="spin-card" aria-labelledby="spin-earn">
      <h2 id="spin-earn">{t('spin.earnTitle')}</h2>
      <p>
        {info.depositPerChance > 0 && info.dailyDepositCap > 0
          ? t('spin.earnDeposit', { amount: formatMoney(info.depositPerChance), cap: info.dailyDepositCap, today: info.depositChancesToday })
          : t('spin.earnDepositOff')}
      </p>
      {inviteOpen && info.inviteChances > 0 && <p>{t('spin.earnInvite', { n: info.inviteChances })}</p>}
      <div className="spin-actions">
        <Link to="/wallets" search={{ name: 'deposit' }} className="btn btn-secondary">
          {t('spin.deposit')}
        </Link>
        {inviteOpen && (
          <a
            href="/share"
            className="btn btn-secondary"
            onClick={(event) => {
              event.preventDefault();
              void router.navigate({ href: '/share' });
            }}
          >
            {t('spin.invite')}
          </a>
        )}
      </div>
    </section>
  );
}

export function LatestSpins({ info }: { info: SpinInfo }) {
  return (
    <section className="spin-card" aria-labelledby="spin-winners">
      <h2 id="spin-winners">{t('spin.winners')}</h2>
      {info.winners.length === 0 ? (
        <p className="spin-note">{t('spin.noWinners')}</p>
      ) : (
        <ul className="spin-list">
          {info.winners.slice(0, 5).map((w) => (
            <li key={w.id}>{t('spin.winnerLine', { name: w.nickname, prize: awardsText(w.awards) })}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function MySpins() {
  const log = useSpinLog();
  // A page that fails to load leaves the list as it was, with the button there to try again.
  const { busy, run } = useAction();
  useEffect(() => {
    void api.spin.loadLog(1);
  }, []);
  const more = async () => {
    if (log) await run(() => api.spin.loadLog(log.pageNum + 1));
  };
  return (
    <section className="spin-card" aria-labelledby="spin-record">
      <h2 id="spin-record">{t('spin.record')}</h2>
      {!log || log.list.length === 0 ? (
        <p className="spin-note">{log ? t('spin.recordEmpty') : t('spin.recordLoading')}</p>
      ) : (
        <ul className="spin-list" aria-label={t('spin.record')}>
          {log.list.map((row) => (
            <li key={row.id}>
              <span>{awardsText(row.awards)}</span>
              <time className="spin-note">{formatDateTime(row.createTime)}</time>
            </li>
          ))}
        </ul>
      )}
      {log && log.pageNum < log.pages && (
        <Button variant="secondary" block busy={busy} onClick={() => void more()}>
          {t('spin.more')}
        </Button>
      )}
    </section>
  );
}

export function SpinRules({ info }: { info: SpinInfo }) {
  const average = averageAwards(info.sectors).filter((a) => a.count > 0);
  return (
    <section className="spin-card" aria-labelledby="spin-rules">
      <h2 id="spin-rules">{t('spin.rulesTitle')}</h2>
      <ul className="spin-rules">
        <li>{t('spin.rule1')}</li>
        <li>{t('spin.rule2')}</li>
        <li>{t('spin.rule3')}</li>
      </ul>
      <table className="spin-odds">
        <caption>{t('spin.oddsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('spin.oddsPrize')}</th>
            <th scope="col">{t('spin.oddsChance')}</th>
          </tr>
        </thead>
        <tbody>
          {info.sectors
            .filter((s) => s.weight > 0)
            .map((s) => (
              <tr key={s.sector}>
                <td>{awardsText(s.awards)}</td>
                <td>{`${sectorPercent(info.sectors, s.weight).toFixed(2)}%`}</td>
              </tr>
            ))}
        </tbody>
      </table>
      {average.length > 0 && <p className="spin-note">{t('spin.average', { value: awardsText(average) })}</p>}
    </section>
  );
}
