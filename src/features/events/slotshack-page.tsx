// /activity/slotshack: the slot tournament on show (running, announced, or its final standings for three days), its
// slot with a Play button, the countdown, the prize table, the leaderboard with the player's row pinned, and after
// settlement what the player won. Readable offline from the last answer, with when it was read.
import { Trophy } from 'lucide-react';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import type { SlotshackEvent } from '../../../contract/calls/events.ts';
import { getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { isPlayer, useRefresh, useUser } from '../../lib/use-player.ts';
import { Empty } from '../../ui/empty.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { SlotshackBoard } from './slotshack-board.tsx';
import { countdown, useNow, useOnline } from './use-events.ts';
import './events.css';

const loads = [() => api.slotshack.load()];

function rankLabel(index: number, prizes: number[]): string {
  const from = index + 1;
  let to = from;
  while (to < prizes.length && prizes[to] === prizes[index]) to += 1;
  return from === to ? t('slotshack.rankOne', { n: from }) : t('slotshack.rankRange', { from, to });
}

/** The prize table with equal neighbouring ranks folded into one line ("4th–10th"). */
function Prizes({ prizes }: { prizes: number[] }) {
  const lines = prizes.flatMap((amount, i) => (i > 0 && prizes[i - 1] === amount ? [] : [{ label: rankLabel(i, prizes), amount }]));
  return (
    <section className="ev-card" aria-labelledby="ss-prizes-title">
      <h2 id="ss-prizes-title">{t('slotshack.prizesTitle')}</h2>
      <dl className="ss-prizes">
        {lines.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd className="money">{formatMoney(line.amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Header({ event, now }: { event: SlotshackEvent; now: number }) {
  const phase = event.phase === 'running' && now >= event.endsAt ? 'ended' : event.phase === 'upcoming' && now >= event.startsAt ? 'running' : event.phase;
  const status =
    phase === 'upcoming'
      ? t('slotshack.startsIn', { time: countdown(event.startsAt - now) })
      : phase === 'running'
        ? t('slotshack.endsIn', { time: countdown(event.endsAt - now) })
        : phase === 'ended'
          ? t('slotshack.ended')
          : t('slotshack.settled');
  return (
    <section className="ev-card ss-head" aria-labelledby="ss-title">
      <h2 id="ss-title">{event.title}</h2>
      <p>{t('slotshack.onSlot', { game: event.gameName })}</p>
      <p className="ss-status" data-testid="slotshack-status">
        {status}
      </p>
      <p className="muted">{t('slotshack.window', { from: formatDateTime(event.startsAt), to: formatDateTime(event.endsAt) })}</p>
      <p className="muted">{t('slotshack.minBet', { amount: formatMoney(event.minBet) })}</p>
      {phase !== 'ended' && phase !== 'settled' && (
        <Link to="/game/start" search={{ gameId: event.gameId }} className="btn btn-primary btn-block">
          {t('slotshack.play', { game: event.gameName })}
        </Link>
      )}
    </section>
  );
}

export function SlotshackPage() {
  const goBack = useGoBack();
  const online = useOnline();
  const now = useNow();
  const user = useUser();
  const info = useLiveQuery(() => getKv('slotshack'), [], null);
  // A different player (or a visitor) must not see the last player's row: reload when who is here changes.
  const loadError = useRefresh(online && user !== null, loads, `${online}-${user?.id ?? 'none'}`);
  const event = info?.event ?? null;
  const me = isPlayer(user) ? (info?.me ?? null) : null;

  return (
    <div className="page ev-page">
      <TopBar title={t('slotshack.title')} backLabel={t('common.back')} onBack={goBack} />
      <div className="page-body">
        {info && (loadError || !online) && <p className="muted">{t('slotshack.stale', { at: formatDateTime(info.readAt) })}</p>}
        {info === null || (info === undefined && !loadError) ? (
          <Skeleton height="6rem" />
        ) : !info ? (
          <FormError message={loadError} />
        ) : !event ? (
          <Empty icon={<Trophy aria-hidden="true" size={36} />} title={t('slotshack.none')} text={t('slotshack.noneText')} />
        ) : (
          <>
            <Header event={event} now={now} />
            {event.phase === 'settled' && me && (
              <p className="ev-card ss-result" role="status" data-testid="slotshack-result">
                {me.prize > 0 ? t('slotshack.youWon', { amount: formatMoney(me.prize), n: me.rank }) : t('slotshack.youFinished', { n: me.rank })}
              </p>
            )}
            <Prizes prizes={event.prizes} />
            <SlotshackBoard board={info.board} me={me} settled={event.phase === 'settled'} />
          </>
        )}
        <section className="ev-card ev-rules" aria-labelledby="ss-rules-title">
          <h2 id="ss-rules-title">{t('slotshack.rulesTitle')}</h2>
          <ul>
            <li>{t('slotshack.rule1')}</li>
            <li>{t('slotshack.rule2')}</li>
            <li>{t('slotshack.rule3')}</li>
            <li>{t('slotshack.rule4')}</li>
          </ul>
        </section>
      </div>
    </div>
  );
}
