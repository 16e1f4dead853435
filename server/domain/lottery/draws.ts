// Lotto draws. The draw on sale is created (with its seed and published hash) before any line can name it; a draw
// locks its row FOR UPDATE, so two runs at once queue there and the second finds it drawn: each line settles once.
// Purchases take the same row FOR SHARE, so a line is either in the draw's settlement or refused as too late.
import { DAY_MS } from '../../../contract/manila.ts';
import { closesAtOf, countMatches, prizeFor, salesDrawAt, type LotteryTier } from '../../../contract/lottery.ts';
import type { LotteryDraw } from '../../../contract/calls/lottery.ts';
import { PROP } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import { grantAwards } from '../awards.ts';
import { notFound, refused } from '../errors.ts';
import { drawNumbers, newSeed, seedHashOf } from './seed.ts';
import { parseLine, type Db } from './rows.ts';

export const LOTTERY_SOURCE = 'lottery';

type DrawRow = { id: number; draw_at: number; closes_at: number; seed: string; seed_hash: string; numbers: string; status: string; product_id: number };

export async function toDraw(db: Db, row: DrawRow): Promise<LotteryDraw> {
  const product = await db
    .selectFrom('lottery_products')
    .select(['id', 'name', 'description', 'value'])
    .where('id', '=', row.product_id)
    .executeTakeFirstOrThrow();
  const drawn = row.status === 'drawn';
  return {
    id: row.id,
    drawAt: row.draw_at,
    closesAt: row.closes_at,
    seedHash: row.seed_hash,
    // The seed stays secret until the numbers are out.
    seed: drawn ? row.seed : '',
    numbers: drawn ? parseLine(row.numbers) : [],
    drawn,
    product,
  };
}

const drawColumns = ['id', 'draw_at', 'closes_at', 'seed', 'seed_hash', 'numbers', 'status', 'product_id'] as const;

/** The draw whose sales are open at `now`, created with a new committed seed when it does not exist yet. */
export async function salesDraw(db: Database, now: number): Promise<DrawRow> {
  for (let at = salesDrawAt(now); ; at += DAY_MS) {
    const product = await db.selectFrom('lottery_products').select('id').where('active', '=', true).orderBy('id').executeTakeFirst();
    const seed = newSeed();
    await db
      .insertInto('lottery_draws')
      .values({ draw_at: at, closes_at: closesAtOf(at), seed, seed_hash: await seedHashOf(seed), product_id: product?.id ?? 1, created_at: now })
      .onConflict((oc) => oc.column('draw_at').doNothing())
      .execute();
    const row = await db.selectFrom('lottery_draws').select(drawColumns).where('draw_at', '=', at).executeTakeFirstOrThrow();
    // An operator may have drawn it early: its sales are over, so the next day's draw is the one on sale.
    if (row.status === 'open') return row;
  }
}

export async function lastDrawn(db: Db): Promise<DrawRow | undefined> {
  return db.selectFrom('lottery_draws').select(drawColumns).where('status', '=', 'drawn').orderBy('draw_at', 'desc').limit(1).executeTakeFirst();
}

export interface DrawOutcome {
  drawId: number;
  numbers: number[];
  /** False when another run had already drawn it (nothing changed). */
  drawnNow: boolean;
  settled: number;
  winners: number;
}

/**
 * Draws one draw and settles its lines. `early` lets the operator draw before the scheduled time (sales end then);
 * the timer never passes it.
 */
export async function runDraw(db: Database, drawId: number, now: number, { early = false } = {}): Promise<DrawOutcome> {
  return db.transaction().execute(async (trx) => {
    const draw = await trx.selectFrom('lottery_draws').select(drawColumns).where('id', '=', drawId).forUpdate().executeTakeFirst();
    if (!draw) throw notFound(`No lottery draw ${drawId}`);
    if (draw.status === 'drawn') return { drawId, numbers: parseLine(draw.numbers), drawnNow: false, settled: 0, winners: 0 };
    if (!early && draw.draw_at > now) throw refused(`Lottery draw ${drawId} is not due yet`);
    const numbers = await drawNumbers(draw.seed);
    await trx
      .updateTable('lottery_draws')
      .set({ status: 'drawn', numbers: numbers.join(','), drawn_at: now })
      .where('id', '=', drawId)
      .execute();
    const lines = await trx
      .selectFrom('lottery_tickets')
      .select(['id', 'user_id', 'numbers', 'tier', 'paid'])
      .where('draw_id', '=', drawId)
      .where('settled_at', 'is', null)
      .orderBy('id')
      .execute();
    let winners = 0;
    for (const line of lines) {
      const matched = countMatches(parseLine(line.numbers), numbers);
      const prize = prizeFor(matched, line.tier as LotteryTier);
      const settled = await trx
        .updateTable('lottery_tickets')
        .set({
          matched,
          settled_at: now,
          prize: prize.kind === 'coin' ? prize.amount : 0,
          prize_product_id: prize.kind === 'product' ? draw.product_id : null,
        })
        .where('id', '=', line.id)
        .where('settled_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!settled || prize.kind === 'none') continue;
      winners++;
      if (prize.kind === 'coin')
        // A line paid in coin wins real money; a free line (ticket prop or a 100% coupon) wins bonus money with the
        // usual wagering, like any other reward.
        await grantAwards(trx, line.user_id, [{ id: PROP.coin, count: prize.amount }], {
          source: LOTTERY_SOURCE,
          reference: `ticket:${line.id}`,
          now,
          ...(line.paid > 0 ? { turnoverMultiple: 0 } : {}),
        });
    }
    return { drawId, numbers, drawnNow: true, settled: lines.length, winners };
  });
}

/** The oldest draw not drawn yet (the operator's `lottery draw` without an id). */
export async function oldestOpenDraw(db: Database, now: number): Promise<number> {
  const row = await db.selectFrom('lottery_draws').select('id').where('status', '=', 'open').orderBy('draw_at').limit(1).executeTakeFirst();
  return row?.id ?? (await salesDraw(db, now)).id;
}

/** The timer's tick: draws every due draw, then makes sure the next draw's hash is published. */
export async function runDueDraws(db: Database, now: number): Promise<DrawOutcome[]> {
  const due = await db.selectFrom('lottery_draws').select('id').where('status', '=', 'open').where('draw_at', '<=', now).orderBy('draw_at').execute();
  const outcomes: DrawOutcome[] = [];
  for (const { id } of due) outcomes.push(await runDraw(db, id, now));
  await salesDraw(db, now);
  return outcomes;
}
