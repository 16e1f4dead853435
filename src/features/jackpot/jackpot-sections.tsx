// The record, rank and rule sections under the grid, one shown at a time behind a tab list.
import { useEffect, useState } from 'react';
import type { JackpotDrawInfo } from '../../../contract/calls/jackpot.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { formatDateTime, formatPercent } from '../../lib/i18n/format.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { prizeText, useJackpotLog, useJackpotRank } from './use-jackpot.ts';

const TABS = ['record', 'rank', 'rule'] as const;
type Tab = (typeof TABS)[number];

function Record() {
  const log = useJackpotLog();
  // A page that fails to load leaves the list as it was, with the button there to try again.
  const { busy, run } = useAction();
  useEffect(() => {
    void api.jackpot.loadLog(1);
  }, []);
  if (!log) return <p className="jp-note">{t('jackpot.loading')}</p>;
  if (log.list.length === 0) return <p className="jp-note">{t('jackpot.recordEmpty')}</p>;
  const more = () => run(() => api.jackpot.loadLog(log.pageNum + 1));
  return (
    <>
      <ul className="jp-list">
        {log.list.map((row) => (
          <li key={row.id}>
            <span>{prizeText(row.propId, row.count)}</span>
            {row.amountSection && <span className="jp-list-sub">{formatMoney(row.count)}</span>}
            <time className="jp-list-sub">{formatDateTime(row.createTime)}</time>
          </li>
        ))}
      </ul>
      {log.pageNum < log.pages && (
        <Button variant="secondary" block busy={busy} onClick={() => void more()}>
          {t('jackpot.more')}
        </Button>
      )}
    </>
  );
}

function Rank() {
  const rank = useJackpotRank();
  useEffect(() => {
    void api.jackpot.loadRank();
  }, []);
  if (!rank) return <p className="jp-note">{t('jackpot.loading')}</p>;
  return (
    <>
      {rank.allRank.length === 0 ? (
        <p className="jp-note">{t('jackpot.rankEmpty')}</p>
      ) : (
        <ol className="jp-list">
          {rank.allRank.map((row) => (
            <li key={row.rank}>
              <span className="jp-rank-no">{row.rank}</span>
              <span>{row.nickname}</span>
              <span className="jp-list-sub">{t('jackpot.rankWins', { n: row.wins })}</span>
              <span className="jp-rank-amount">{formatMoney(row.amount)}</span>
            </li>
          ))}
        </ol>
      )}
      <p className="jp-note">
        {rank.personRank ? `${t('jackpot.rankYou')}: #${rank.personRank.rank} · ${formatMoney(rank.personRank.amount)}` : t('jackpot.rankNone')}
      </p>
    </>
  );
}

function Rules({ info }: { info: JackpotDrawInfo }) {
  const total = info.prizes.reduce((s, p) => s + p.weight, 0);
  const shares = [...new Set(info.tierShares)].map((bp) => formatPercent(bp)).join(' / ');
  return (
    <div className="jp-rules">
      <h3>{t('jackpot.rule.earnTitle')}</h3>
      {info.depositPerChance > 0 && <p>{t('jackpot.rule.deposit', { amount: formatMoney(info.depositPerChance) })}</p>}
      {info.betPerChance > 0 && <p>{t('jackpot.rule.bet', { amount: formatMoney(info.betPerChance) })}</p>}
      <p>{t('jackpot.rule.carry')}</p>
      <h3>{t('jackpot.rule.prizesTitle')}</h3>
      <ul>
        {info.prizes
          .filter((p) => p.weight > 0)
          .map((p) => (
            <li key={p.cell}>
              {t('jackpot.rule.prizeOdds', { prize: prizeText(p.propId, p.count), odds: formatPercent(Math.round((p.weight / total) * 1_000_000) / 100) })}
            </li>
          ))}
      </ul>
      <h3>{t('jackpot.rule.poolsTitle')}</h3>
      <p>{t('jackpot.rule.pools', { share: shares })}</p>
      <p>{t('jackpot.rule.display')}</p>
      <p>{t('jackpot.rule.bonus')}</p>
    </div>
  );
}

export function JackpotSections({ info }: { info: JackpotDrawInfo }) {
  const [tab, setTab] = useState<Tab>('record');
  return (
    <section className="jp-sections">
      <div className="jp-tabs" role="tablist" aria-label={t('jackpot.tabs')}>
        {TABS.map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} className="jp-tab" onClick={() => setTab(name)}>
            {t(`jackpot.tab.${name}` as MessageKey)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`jackpot.tab.${tab}` as MessageKey)}>
        {tab === 'record' && <Record />}
        {tab === 'rank' && <Rank />}
        {tab === 'rule' && <Rules info={info} />}
      </div>
    </section>
  );
}
