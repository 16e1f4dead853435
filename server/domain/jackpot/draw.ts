// One jackpot draw. The player's wallet row and then their jackpot_chances row are locked first, so racing draws of
// one player queue there and each later one sees the chance already spent (1001): a chance pays once. The prize is
// picked by weight with a cryptographic RNG before the client animates anything; a grid prize is granted as an award,
// a jackpot cell pays its pool's share through the ledger and resets the pool to its seed, all in one transaction.
import { randomInt as cryptoRandomInt } from 'node:crypto';
import { DRAW_CODE, DRAW_TYPE, isJackpotProp, type DrawResult } from '../../../contract/calls/jackpot.ts';
import { PROP } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import { grantAwards } from '../awards.ts';
import { DomainError } from '../errors.ts';
import { transfer } from '../ledger.ts';
import { checkPlay } from '../play-limits.ts';
import { readRewardsConfig } from '../rewards/config.ts';
import { lockMain } from '../wallet/accounts.ts';
import { addTurnover } from '../wallet/turnover.ts';
import { jackpotOpen, readPrizes, readTiers } from './config.ts';
import { pickPrize, type RandomInt } from './pick.ts';
import { fundPools, payoutOf, resetPool } from './pools.ts';

export const JACKPOT_SOURCE = 'jackpot';

const drawError = (code: number, message: string) => new DomainError(403, message, code);

export async function drawOnce(db: Database, userId: number, now: number, randomInt: RandomInt = cryptoRandomInt): Promise<DrawResult> {
  return db.transaction().execute(async (trx) => {
    if (!(await jackpotOpen(trx))) throw drawError(DRAW_CODE.closed, 'The jackpot draw is closed right now.');
    const main = await lockMain(trx, userId);
    const chances = await trx.selectFrom('jackpot_chances').select('chances').where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!chances || chances.chances < 1) throw drawError(DRAW_CODE.noChance, 'You have no draw chance yet. Deposit or play to earn one.');
    const verdict = await checkPlay(trx, userId, 'claim', 0, now);
    if (!verdict.allowed) throw drawError(DRAW_CODE.paused, verdict.reason);
    const prize = pickPrize(await readPrizes(trx), randomInt);
    if (!prize) throw drawError(DRAW_CODE.unavailable, 'The jackpot prizes are being updated. Please try again later.');

    const left = chances.chances - 1;
    await trx.updateTable('jackpot_chances').set({ chances: left }).where('user_id', '=', userId).execute();
    const draw = await trx
      .insertInto('jackpot_draws')
      .values({ user_id: userId, cell: prize.cell, prop_id: prize.propId, count: prize.count, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const drawKey = String(draw.id);
    const tiers = await readTiers(trx);
    const pools = await fundPools(trx, tiers, drawKey, now);

    if (!isJackpotProp(prize.propId)) {
      const balance = await grantAwards(trx, userId, [{ id: prize.propId, count: prize.count }], { source: JACKPOT_SOURCE, reference: drawKey, now });
      const bonus = prize.propId === PROP.coin ? prize.count : 0;
      return { id: draw.id, cell: prize.cell, propId: prize.propId, count: prize.count, type: DRAW_TYPE.prize, bonus, chanceSize: left, balance };
    }

    const tier = tiers.find((t) => t.propId === prize.propId)!;
    const pool = pools.get(tier.propId)!;
    const payout = payoutOf(pool.balance, tier.shareBp);
    const paid = await transfer(trx, {
      fromAccountId: pool.accountId,
      toAccountId: main.id,
      amount: payout,
      reason: 'reward',
      reference: `${JACKPOT_SOURCE}:${drawKey}`,
      idempotencyKey: `jackpot-win:${drawKey}`,
      at: now,
    });
    await resetPool(trx, tier, { accountId: pool.accountId, balance: pool.balance - payout }, drawKey, now);
    // Jackpot money is free bonus money like any other reward: the same wagering before it is withdrawable.
    const turnover = Math.floor(payout * Math.max(0, (await readRewardsConfig(trx)).freeBonusTurnoverMultiple));
    if (turnover > 0) await addTurnover(trx, userId, turnover, 'Jackpot win', `${JACKPOT_SOURCE}:${drawKey}`, now);
    await trx
      .insertInto('award_log')
      .values({ user_id: userId, prop_id: prize.propId, count: payout, source: JACKPOT_SOURCE, reference: drawKey, created_at: now })
      .execute();
    await trx.updateTable('jackpot_draws').set({ count: payout }).where('id', '=', draw.id).execute();
    return {
      id: draw.id,
      cell: prize.cell,
      propId: prize.propId,
      count: payout,
      type: DRAW_TYPE.jackpot,
      bonus: payout,
      chanceSize: left,
      balance: paid.toBalanceAfter!,
    };
  });
}
