import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { ShieldCheck } from 'lucide-react';
import { db, getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Money } from '../../ui/money.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { inDayRange } from '../../lib/manila-day.ts';
import { RecordFilters, type RecordFilter } from './record-filters.tsx';
import { RoundProofSheet } from './round-proof-sheet.tsx';

/** /member/report: totals by day and by game type, then every round (bet records, 20 a page, filtered by type and days). */
export function ReportPage() {
  const goBack = useGoBack();
  const report = useLiveQuery(() => getKv('betReport'), [], undefined);
  const types = useLiveQuery(() => db.gameTypes.orderBy('sort').toArray(), [], []);
  const [filter, setFilter] = useState<RecordFilter>({ typeId: 0, from: '', to: '' });
  const { typeId, from, to } = filter;
  const [page, setPage] = useState(1);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState('');
  const [proofOf, setProofOf] = useState<string | null>(null);
  const rows = useLiveQuery(
    () =>
      db.betRecords
        .orderBy('createTime')
        .reverse()
        .filter((r) => (!typeId || r.typeId === typeId) && inDayRange(r.createTime, from, to))
        .limit(page * 20)
        .toArray(),
    [typeId, from, to, page],
    [],
  );
  useEffect(() => void api.games.loadReport({ from: from || undefined, to: to || undefined }), [from, to]);
  useEffect(() => {
    void api.games.loadRecords({ pageNum: page, typeId: typeId || undefined, from: from || undefined, to: to || undefined }).then((r) => {
      if (r.ok) setTotal(r.data.total);
      setError(r.ok ? '' : r.msg);
    });
  }, [page, typeId, from, to]);
  return (
    <div className="page">
      <TopBar title={t('games.report')} onBack={goBack} backLabel={t('common.back')} />
      <div className="page-body">
        {report ? (
          <section className="report-card" aria-label={t('games.totals')}>
            <div>
              <span className="muted">{t('games.bets')}</span>
              <Money value={report.total.bet} />
            </div>
            <div>
              <span className="muted">{t('games.wins')}</span>
              <Money value={report.total.win} />
            </div>
            <div>
              <span className="muted">{t('games.net')}</span>
              <strong data-testid="report-net" className={report.total.net < 0 ? 'neg' : 'pos'}>
                <Money value={report.total.net} />
              </strong>
            </div>
          </section>
        ) : null}
        {report ? <ReportTable caption={t('games.byType')} rows={report.byType.map((r) => ({ key: String(r.typeId), label: r.typeName, ...r }))} /> : null}
        {report ? <ReportTable caption={t('games.byDay')} rows={report.byDay.map((r) => ({ key: r.day, label: r.day, ...r }))} /> : null}
        <h2>{t('games.records')}</h2>
        <RecordFilters
          value={filter}
          types={types}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
        {error ? (
          <p className="muted" role="alert">
            {error}
          </p>
        ) : null}
        {rows.length === 0 ? (
          <Empty title={t('games.noRecords')} />
        ) : (
          <ul className="bet-records">
            {rows.map((r) => (
              <li key={r.roundId} data-testid="bet-record">
                <div className="bet-what">
                  <strong>{r.gameName}</strong>
                  <small className="muted">
                    {formatDateTime(r.createTime)} · {r.roundId.slice(0, 8)}
                  </small>
                </div>
                <div className="bet-amounts">
                  <small>
                    {t('games.betWin')} <Money value={r.bet} /> / <Money value={r.win} />
                  </small>
                  <strong data-testid="bet-net" className={r.net < 0 ? 'neg' : 'pos'}>
                    <Money value={r.net} />
                  </strong>
                </div>
                {r.state === 'settled' && r.verifiable ? (
                  <button type="button" className="bet-verify" onClick={() => setProofOf(r.roundId)}>
                    <ShieldCheck aria-hidden="true" size={16} /> {t('games.verifyRound')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {proofOf ? <RoundProofSheet roundId={proofOf} onClose={() => setProofOf(null)} /> : null}
        {rows.length < total ? (
          <Button variant="secondary" onClick={() => setPage((p) => p + 1)}>
            {t('games.more')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** One table of report totals (by game type or by day); nothing when there are no rows. */
function ReportTable({ caption, rows }: { caption: string; rows: Array<{ key: string; label: string; rounds: number; net: number }> }) {
  if (rows.length === 0) return null;
  return (
    <table className="report-table">
      <caption>{caption}</caption>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.label}</th>
            <td>{t('games.rounds', { n: r.rounds })}</td>
            <td>
              <Money value={r.net} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
