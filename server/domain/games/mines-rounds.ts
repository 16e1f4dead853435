// Mines rounds: the stake is taken and the mines placed at the start; each reveal is checked against them; a mine
// closes the round with nothing, a cash-out pays the multiplier of the safe tiles so far.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { minesPayout, multiplier, placeMines, TILES, validMines } from '../../games/mines/rules.ts';
import { badInput, conflict } from '../errors.ts';
import type { GameSession } from './launches.ts';
import { fairnessOf, lockRound, openRoundOfLaunch, startRound } from './multi-step-rounds.ts';
import { openRound, sessionBalance, settle, type Fairness, type RoundOptions, type RoundRow } from './rounds.ts';

interface MinesDetail {
  mines: number;
  minePositions: number[];
  revealed: number[];
  hit?: number;
}

export interface MinesView extends Fairness {
  roundId: string;
  bet: number;
  mines: number;
  revealed: number[];
  state: 'open' | 'settled';
  multiplier: number;
  win: number;
  balance: number;
  /** Shown once the round is over. */
  minePositions?: number[];
  hit?: number;
}

function view(round: RoundRow, detail: MinesDetail, balance: number, fairness: Fairness): MinesView {
  const open = round.state === 'open';
  return {
    roundId: round.round_id,
    bet: round.bet,
    mines: detail.mines,
    revealed: detail.revealed,
    state: open ? 'open' : 'settled',
    multiplier: multiplier(detail.mines, detail.revealed.length),
    win: round.win,
    balance,
    ...fairness,
    ...(open ? {} : { minePositions: detail.minePositions, hit: detail.hit }),
  };
}

const FINISH_FIRST = 'Finish your open round first';

/** The launch's open round, if any (for a page that reloads mid-round). A round belongs to the launch that opened it. */
export async function openMinesRound(db: Database, session: GameSession): Promise<MinesView | null> {
  const round = await openRoundOfLaunch(db, session);
  if (!round) return null;
  return view(round, round.detail as MinesDetail, await sessionBalance(db, session), await fairnessOf(db, round));
}

export async function startMines(db: Database, session: GameSession, bet: number, mines: number, now: number, options: RoundOptions = {}): Promise<MinesView> {
  if (!validMines(mines)) throw badInput('Choose 1 to 24 mines');
  return startRound(db, session, FINISH_FIRST, async (trx) => {
    const { round, outcome, balance, fairness } = await openRound(trx, session, bet, (rng) => placeMines(rng, mines), now, options);
    const detail: MinesDetail = { mines, minePositions: outcome, revealed: [] };
    await trx
      .updateTable('game_rounds')
      .set({ detail: JSON.stringify(detail) })
      .where('id', '=', round.id)
      .execute();
    return view(round, detail, balance, fairness);
  });
}

async function lockedRound(trx: Transaction<DB>, session: GameSession, roundId: string): Promise<{ round: RoundRow; detail: MinesDetail }> {
  const round = await lockRound(trx, session, roundId);
  if (round.state !== 'open') throw conflict('This round is over');
  return { round, detail: round.detail as MinesDetail };
}

export async function revealTile(db: Database, session: GameSession, roundId: string, tile: number, now: number): Promise<MinesView> {
  if (!Number.isInteger(tile) || tile < 0 || tile >= TILES) throw badInput('Pick a tile on the field');
  return db.transaction().execute(async (trx) => {
    const { round, detail } = await lockedRound(trx, session, roundId);
    const fairness = await fairnessOf(trx, round);
    if (detail.revealed.includes(tile)) return view(round, detail, await sessionBalance(trx, session), fairness);
    if (detail.minePositions.includes(tile)) {
      const done = { ...detail, hit: tile };
      const balance = await settle(trx, round, 0, done, now);
      return view({ ...round, state: 'settled', win: 0 }, done, balance, fairness);
    }
    const next = { ...detail, revealed: [...detail.revealed, tile] };
    if (next.revealed.length === TILES - detail.mines) {
      const win = minesPayout(round.bet, detail.mines, next.revealed.length);
      const balance = await settle(trx, round, win, next, now);
      return view({ ...round, state: 'settled', win }, next, balance, fairness);
    }
    await trx
      .updateTable('game_rounds')
      .set({ detail: JSON.stringify(next) })
      .where('id', '=', round.id)
      .execute();
    return view(round, next, await sessionBalance(trx, session), fairness);
  });
}

export async function cashOut(db: Database, session: GameSession, roundId: string, now: number): Promise<MinesView> {
  return db.transaction().execute(async (trx) => {
    const { round, detail } = await lockedRound(trx, session, roundId);
    if (detail.revealed.length === 0) throw conflict('Reveal at least one tile before you cash out');
    const win = minesPayout(round.bet, detail.mines, detail.revealed.length);
    const balance = await settle(trx, round, win, detail, now);
    return view({ ...round, state: 'settled', win }, detail, balance, await fairnessOf(trx, round));
  });
}
