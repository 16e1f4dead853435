// The bankruptcy gift's two calls: the caller's gift info, and claiming one gift of their own level. A claim locks
// the player's wallet row first (so the bankrupt check and the grant see one balance), then writes its claim row,
// whose key (player, Manila day, step) makes racing claims of one gift pay once; every grant is a ledger entry.
import { BANKRUPT_CODE, type BankruptGiftInfo } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import { grantAwards } from '../awards.ts';
import { CodedRefusal, notFound } from '../errors.ts';
import { assertPlay } from '../play-limits.ts';
import { lockMain } from '../wallet/accounts.ts';
import { coinOf } from '../vip/common.ts';
import { playerGiftState, type PlayerGiftState } from './facts.ts';
import type { GiftRefusal } from './rules.ts';

const MESSAGES: Record<GiftRefusal, string> = {
  notBankrupt: 'The bankruptcy gift is for players whose balance has run out.',
  alreadyClaimed: 'You have already claimed this gift today.',
  betRequired: 'Place more valid bets before claiming this gift.',
  notYet: 'This gift is not ready yet. Please wait for the countdown.',
};

const refusal = (why: GiftRefusal) => new CodedRefusal(BANKRUPT_CODE[why], MESSAGES[why]);

function toInfo(state: PlayerGiftState): BankruptGiftInfo {
  return {
    bankrupt: state.bankrupt,
    canReceiveLastMs: state.canReceiveLastMs,
    gift2LastMs: state.gift2LastMs,
    awardList: state.gifts.map((gift) => ({
      id: gift.id,
      propId: gift.prop_id,
      count: gift.count,
      canReceive: (gift.step === 1 ? state.gift1 : state.gift2) === null,
      isReceived: gift.step === 1 ? state.gift1Claimed : state.gift2Claimed,
    })),
    currBet: state.currBet,
    validBet: state.validBet,
    vip: state.vip,
    threshold: state.threshold,
    gift2WaitMs: state.gift2WaitMs,
    balance: state.balance,
  };
}

export async function bankruptGiftInfo(db: Database, userId: number, now: number) {
  return { bankruptGiftInfo: toInfo(await playerGiftState(db, userId, now)) };
}

export async function receiveBankruptGift(db: Database, userId: number, giftId: number, now: number) {
  return db.transaction().execute(async (trx) => {
    await lockMain(trx, userId);
    const state = await playerGiftState(trx, userId, now);
    // Only a gift of the player's own level: another level's id is not theirs to claim.
    const gift = state.gifts.find((g) => g.id === giftId);
    if (!gift) throw notFound('This gift is not available at your VIP level.');
    const why = gift.step === 1 ? state.gift1 : state.gift2;
    if (why !== null) throw refusal(why);
    const claimed = await trx
      .insertInto('bankrupt_gift_claims')
      .values({ user_id: userId, day: state.day, step: gift.step, gift_id: gift.id, claimed_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'day', 'step']).doNothing())
      .returning('step')
      .executeTakeFirst();
    if (!claimed) throw refusal('alreadyClaimed');
    const awards = [{ id: gift.prop_id, count: gift.count }];
    await assertPlay(trx, userId, 'claim', coinOf(awards), now);
    const balance = await grantAwards(trx, userId, awards, { source: 'bankrupt-gift', reference: `${userId}:${state.day}:${gift.step}`, now });
    return { id: gift.id, awards, balance };
  });
}
