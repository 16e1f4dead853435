// /activity/lottery: the draw on sale (time, countdown to sales close, committed seed hash, grand prize), the buy
// panel, the player's lines in this draw and the last result. Kept in Dexie, so it opens offline read-only.
import { Link } from '@tanstack/react-router';
import { manilaTime } from '../../../contract/lottery.ts';
import { api } from '../../lib/api.ts';
import { formatDate } from '../../lib/i18n/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { isPlayer, useRefresh, useUser } from '../../lib/use-player.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { BuyPanel } from './buy-panel.tsx';
import { LotteryShell } from './lottery-shell.tsx';
import { Balls } from './numbers.tsx';
import { countdown, useLotteryInfo, useNow } from './use-lottery.ts';

export function LotteryPage() {
  const user = useUser();
  const player = isPlayer(user);
  const error = useRefresh(player, [() => api.lottery.load()]);
  const info = useLotteryInfo();
  const now = useNow();

  if (!player)
    return (
      <LotteryShell title="lottery.title">
        <p>{t('lottery.visitor')}</p>
        <Link to="/auth/login" search={{ to: '/activity/lottery' }} className="btn btn-primary btn-block">
          {t('lottery.login')}
        </Link>
      </LotteryShell>
    );

  // The page's first paint before Dexie answers; afterwards the kept copy shows even offline.
  if (!info) return <LotteryShell title="lottery.title">{error ? <p role="alert">{error}</p> : <Skeleton height="3rem" />}</LotteryShell>;

  const { draw, lastDraw } = info;
  const left = draw.closesAt - now;
  const open = left > 0;
  return (
    <LotteryShell title="lottery.title">
      {error && (
        <p role="status" className="lt-stale">
          {t('lottery.offline')}
        </p>
      )}
      <section className="lt-card lt-draw" aria-labelledby="lt-draw-title">
        <h2 id="lt-draw-title" className="lt-card-title">
          {t('lottery.drawOf', { date: formatDate(draw.drawAt), time: manilaTime(draw.drawAt) })}
        </h2>
        <p className="lt-countdown" data-testid="lottery-countdown">
          {open ? t('lottery.closesIn', { time: countdown(left) }) : t('lottery.salesClosedShort')}
        </p>
        <p>
          {t('lottery.grandPrize')} <strong>{draw.product.name}</strong>{' '}
          <span className="muted">({t('lottery.worth', { amount: formatMoney(draw.product.value) })})</span>
        </p>
        <p className="lt-hash-label">{t('lottery.hashLabel')}</p>
        <code className="lt-hash" data-testid="lottery-hash">
          {draw.seedHash}
        </code>
        <p className="muted lt-small">{t('lottery.hashHelp')}</p>
      </section>

      <BuyPanel info={info} open={open} />

      <section className="lt-card" aria-labelledby="lt-mine-title">
        <h2 id="lt-mine-title" className="lt-card-title">
          {t('lottery.myLinesTitle')}
        </h2>
        {info.myLines.length === 0 ? (
          <p className="muted">{t('lottery.noLinesYet')}</p>
        ) : (
          <ul className="lt-lines">
            {info.myLines.map((line) => (
              <li key={line.id} className="lt-line">
                <Balls numbers={line.numbers} label={t('lottery.lineOf', { id: line.id })} />
                <span className="muted lt-small">{t('lottery.tierShort', { n: line.tier })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {lastDraw && (
        <section className="lt-card" aria-labelledby="lt-last-title">
          <h2 id="lt-last-title" className="lt-card-title">
            {t('lottery.lastResult', { date: formatDate(lastDraw.drawAt) })}
          </h2>
          <Balls numbers={lastDraw.numbers} drawn={lastDraw.numbers} label={t('lottery.drawnNumbers')} />
          <p>
            <Link to="/activity/lottery/record">{t('lottery.seeMyResults')}</Link> · <Link to="/activity/lottery/history">{t('lottery.checkProof')}</Link>
          </p>
        </section>
      )}
      {info.unclaimedProducts > 0 && (
        <p role="status" className="lt-ok">
          <Link to="/activity/lottery/order">{t('lottery.productWaiting')}</Link>
        </p>
      )}
    </LotteryShell>
  );
}
