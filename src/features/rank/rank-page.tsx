// /rank: leaderboards by valid bet and by jackpot winnings, today or this week (Manila time). The player's own row is
// pinned under the list on every page; the last page read of each board is kept, so the screen opens offline with
// the standing as it was and says when that was.
import { useEffect, useState } from 'react';
import { Trophy } from 'lucide-react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { LeaderRow, RankBoard, RankPeriod } from '../../../contract/calls/rank.ts';
import { getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import './rank.css';

const BOARDS: readonly { value: RankBoard; label: MessageKey }[] = [
  { value: 'bet', label: 'rank.board.bet' },
  { value: 'jackpot', label: 'rank.board.jackpot' },
];
const PERIODS: readonly { value: RankPeriod; label: MessageKey }[] = [
  { value: 'day', label: 'rank.period.day' },
  { value: 'week', label: 'rank.period.week' },
];

function Tabs<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: MessageKey }[];
  value: T;
  onChange(v: T): void;
}) {
  return (
    <div className="way-tabs" role="tablist" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="tab"
          aria-selected={value === o.value}
          className={`way-tab ${value === o.value ? 'way-tab-on' : ''}`}
          onClick={() => onChange(o.value)}
        >
          {t(o.label)}
        </button>
      ))}
    </div>
  );
}

function Row({ row, me }: { row: LeaderRow | (Omit<LeaderRow, 'rank'> & { rank: number | null }); me?: boolean }) {
  const medal = row.rank !== null && row.rank <= 3 ? ` rank-medal-${row.rank}` : '';
  return (
    <li className={`rank-row${me ? ' rank-row-me' : ''}`}>
      <span className={`rank-no${medal}`} aria-label={row.rank === null ? t('rank.unranked') : t('rank.position', { n: row.rank })}>
        {row.rank ?? '–'}
      </span>
      <span className="rank-name">{me ? t('rank.you', { name: row.nickname }) : row.nickname}</span>
      <span className="rank-amount">{formatMoney(row.amount)}</span>
    </li>
  );
}

export function RankPage() {
  const goBack = useGoBack();
  const [board, setBoard] = useState<RankBoard>('bet');
  const [period, setPeriod] = useState<RankPeriod>('day');
  const [pageNum, setPageNum] = useState(1);
  const kept = useLiveQuery(() => getKv('rank'), [], null);
  const list = kept?.[`${board}-${period}`];
  // Which read answered last: the screen is loading until the one for what it shows now has.
  const wanted = `${board}-${period}-${pageNum}`;
  const [answered, setAnswered] = useState<{ key: string; error: string | null } | null>(null);
  const loading = answered?.key !== wanted;
  const error = answered?.key === wanted ? answered.error : null;

  useEffect(() => {
    let live = true;
    void api.rank.load(board, period, pageNum).then((result) => {
      if (live) setAnswered({ key: `${board}-${period}-${pageNum}`, error: result.ok ? null : result.msg });
    });
    return () => {
      live = false;
    };
  }, [board, period, pageNum]);

  const choose = (next: () => void) => {
    next();
    setPageNum(1);
  };
  const shown = list && list.pageNum === pageNum ? list : list && pageNum === 1 ? list : undefined;

  return (
    <div className="page rank">
      <TopBar title={t('rank.title')} backLabel={t('common.back')} onBack={goBack} />
      <div className="page-body">
        <Tabs label={t('rank.boardLabel')} options={BOARDS} value={board} onChange={(v) => choose(() => setBoard(v))} />
        <Tabs label={t('rank.periodLabel')} options={PERIODS} value={period} onChange={(v) => choose(() => setPeriod(v))} />
        <p className="muted rank-explain">{t(board === 'bet' ? 'rank.explain.bet' : 'rank.explain.jackpot')}</p>
        {error && <FormError message={list ? t('rank.stale', { at: formatDateTime(list.readAt) }) : error} />}
        {!shown ? (
          !error && <Skeleton height="3rem" />
        ) : (
          <>
            <p className="muted rank-window">{t('rank.window', { from: formatDateTime(shown.from), to: formatDateTime(shown.to) })}</p>
            {shown.list.length === 0 ? (
              <Empty icon={<Trophy aria-hidden="true" size={36} />} title={t('rank.empty')} />
            ) : (
              <ol className="rank-list" aria-label={t('rank.title')} aria-busy={loading}>
                {shown.list.map((row) => (
                  <Row key={row.rank} row={row} />
                ))}
              </ol>
            )}
            {shown.pages > 1 && (
              <nav className="rank-pages" aria-label={t('rank.pages')}>
                <Button variant="secondary" disabled={pageNum <= 1 || loading} onClick={() => setPageNum(pageNum - 1)}>
                  {t('rank.previous')}
                </Button>
                <span>{t('rank.pageOf', { n: pageNum, pages: shown.pages })}</span>
                <Button variant="secondary" disabled={pageNum >= shown.pages || loading} onClick={() => setPageNum(pageNum + 1)}>
                  {t('rank.next')}
                </Button>
              </nav>
            )}
            <ol className="rank-list rank-pinned" aria-label={t('rank.yourRow')}>
              <Row row={shown.me} me />
            </ol>
          </>
        )}
        <section className="rank-rules" aria-labelledby="rank-rules-title">
          <h2 id="rank-rules-title">{t('rank.rulesTitle')}</h2>
          <ul>
            <li>{t('rank.rule1')}</li>
            <li>{t('rank.rule2')}</li>
            <li>{t('rank.rule3')}</li>
          </ul>
        </section>
      </div>
    </div>
  );
}
