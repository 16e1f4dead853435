// One spin. The player's wallet row and then their spin_chances row are locked first, so racing spins of one player
// queue there and each later one sees the chance already spent (SPIN_CODE.noChance): a chance pays once. The sector is drawn by
// weight with node:crypto before the answer leaves, so the wheel only animates to a result already paid; the chance,
// the spin row and the awards are written in one transaction.
import { randomInt as cryptoRandomInt } from 'node:crypto';
import { SPIN_CODE, type SpinResult } from '../../../contract/calls/spin.ts';
import { pickSector, type RandomInt } from '../../../contract/spin-odds.ts';
import type { Database } from '../../db/database.ts';
import { grantAwards } from '../awards.ts';
import { CodedRefusal } from '../errors.ts';
import { checkPlay } from '../play-limits.ts';
import { lockMain } from '../wallet/accounts.ts';
import { readSectors, spinActivityOn } from './config.ts';

export const SPIN_SOURCE = 'spin';

export async function spinOnce(db: Database, userId: number, now: number, randomInt: RandomInt = cryptoRandomInt): Promise<SpinResult> {
  return db.transaction().execute(async (trx) => {
    if (!(await spinActivityOn(trx, now))) throw new CodedRefusal(SPIN_CODE.closed, 'The lucky spin is closed right now.');
    await lockMain(trx, userId);
    const row = await trx.selectFrom('spin_chances').select('chances').where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!row || row.chances < 1) throw new CodedRefusal(SPIN_CODE.noChance, 'You have no spin chance yet. Deposit or invite a friend to earn one.');
    const verdict = await checkPlay(trx, userId, 'claim', 0, now);
    if (!verdict.allowed) throw new CodedRefusal(SPIN_CODE.paused, verdict.reason);
    const sector = pickSector(await readSectors(trx), randomInt);
    if (!sector) throw new CodedRefusal(SPIN_CODE.unavailable, 'The wheel is being updated. Please try again later.');

    const chances = row.chances - 1;
    await trx.updateTable('spin_chances').set({ chances }).where('user_id', '=', userId).execute();
    const draw = await trx
      .insertInto('spin_draws')
      .values({ user_id: userId, sector: sector.sector, awards: JSON.stringify(sector.awards), created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const balance = await grantAwards(trx, userId, sector.awards, { source: SPIN_SOURCE, reference: String(draw.id), now });
    return { id: draw.id, sector: sector.sector, awards: sector.awards.filter((a) => a.count > 0), chances, balance };
  });
}
