// The tournament's leaderboard: rank, masked nickname, best multiplier and (after settlement) the prize; the player's
// own row pinned under it.
import type { SlotshackRow } from '../../../contract/calls/events.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { multiplierText } from './use-events.ts';

function Row({ row, me, settled }: { row: SlotshackRow; me?: boolean; settled: boolean }) {
  return (
    <li className={`ss-row${me ? ' ss-row-me' : ''}${row.rank <= 3 ? ` ss-medal-${row.rank}` : ''}`}>
      <span className="ss-rank" aria-label={t('slotshack.position', { n: row.rank })}>
        {row.rank}
      </span>
      <span className="ss-name">{me ? t('slotshack.you', { name: row.nickname }) : row.nickname}</span>
      <span className="ss-score">{multiplierText(row.score)}</span>
      {settled && <span className="ss-prize">{row.prize > 0 ? formatMoney(row.prize) : '–'}</span>}
    </li>
  );
}

export function SlotshackBoard({ board, me, settled }: { board: SlotshackRow[]; me: SlotshackRow | null; settled: boolean }) {
  return (
    <section className="ev-card" aria-labelledby="ss-board-title">
      <h2 id="ss-board-title">{settled ? t('slotshack.finalTitle') : t('slotshack.boardTitle')}</h2>
      {board.length === 0 ? (
        <p className="muted">{t('slotshack.boardEmpty')}</p>
      ) : (
        <ol className="ss-list" aria-label={t('slotshack.boardTitle')}>
          {board.map((row) => (
            <Row key={row.rank} row={row} settled={settled} />
          ))}
        </ol>
      )}
      <ol className="ss-list ss-pinned" aria-label={t('slotshack.yourRow')}>
        {me ? (
          <Row row={me} me settled={settled} />
        ) : (
          <li className="ss-row ss-row-me">
            <span className="ss-name">{t('slotshack.notOnBoard')}</span>
          </li>
        )}
      </ol>
    </section>
  );
}
