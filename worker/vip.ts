// VIP and rebate calls and what they store: kv 'vipData' (getVipInfo) and 'vipAudit' (getVipLevelAudit), the
// `rebates` table (unclaimed rebate by game type, replaced whole) and `rebateLog` (claims, newest first). A claim
// marks its thing claimed locally at once, writes the new balance and recomputes the VIP red dots from what it holds.
import { vipDots } from '../contract/red-dots.ts';
import { calls, type Award, type RebateClaim, type VipData } from '../contract/index.ts';
import { setKv } from '../src/db/database.ts';
import { ok, type Result } from '../contract/result.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';

export type VipDeps = ModuleDeps;

export function createVip({ http, db, state, now = Date.now, uuid = () => crypto.randomUUID() }: VipDeps) {
  const post = sessionPost(http, state);

  async function storeVipData(data: VipData): Promise<void> {
    await db.transaction('rw', [db.kv, db.user, db.flags], async () => {
      await setKv('vipData', data, db);
      await db.user.update('me', { vip: data.vip, vipExp: data.vipExp, updatedAt: now() });
      if (await db.flags.get('me')) await db.flags.update('me', vipDots(data));
    });
  }

  /** Applies a claim's effect to the local vipData and balance, so the screen and red dots change at once. */
  async function afterClaim(balance: number, change: (data: VipData) => VipData): Promise<void> {
    const data = (await db.kv.get('vipData'))?.value as VipData | undefined;
    if (data) await storeVipData(change(data));
    await db.user.update('me', { coin: balance, updatedAt: now() });
  }

  async function claim<T extends { awards: Award[]; balance: number }>(
    send: () => Promise<Result<T>>,
    change: (data: VipData, answer: T) => VipData,
  ): Promise<Result<T>> {
    const result = await send();
    if (!result.ok) return result;
    await afterClaim(result.data.balance, (data) => change(data, result.data));
    return result;
  }

  return {
    async load(): Promise<Result<{ vip: number }>> {
      const result = await post(calls.getVipInfo, {});
      if (!result.ok) return result;
      await storeVipData(result.data.vipData);
      return ok({ vip: result.data.vipData.vip });
    },

    async loadAudit(): Promise<Result<{ kept: boolean }>> {
      const result = await post(calls.getVipLevelAudit, {});
      if (!result.ok) return result;
      await setKv('vipAudit', result.data, db);
      return ok({ kept: result.data.kept });
    },

    claimDaily: () =>
      claim(
        () => post(calls.appVipUserReceiveDaily, {}, { idempotencyKey: uuid() }),
        (data) => ({ ...data, daily: { claimable: false, claimedToday: true } }),
      ),

    claimSignIn: () =>
      claim(
        () => post(calls.appVipUserReceiveSignInAward, {}, { idempotencyKey: uuid() }),
        (data, answer) => ({ ...data, signIn: { ...data.signIn, signedToday: true, step: answer.step } }),
      ),

    claimLevelUp: (level: number) =>
      claim(
        () => post(calls.receiveVipBonusUser, { level }, { idempotencyKey: uuid() }),
        (data) => ({ ...data, levelUps: data.levelUps.map((l) => (l.level === level ? { ...l, claimed: true } : l)) }),
      ),

    claimTask: (id: number) =>
      claim(
        () => post(calls.receiveVipTaskAndBonus, { id }, { idempotencyKey: uuid() }),
        (data) => ({ ...data, tasks: data.tasks.map((task) => (task.id === id ? { ...task, claimed: true } : task)) }),
      ),

    /** Every game type's unclaimed rebate at the player's rates. */
    async loadRebates(): Promise<Result<{ total: number }>> {
      const result = await post(calls.betBonus, { type: 0 });
      if (!result.ok) return result;
      await db.transaction('rw', db.rebates, async () => {
        await db.rebates.clear();
        await db.rebates.bulkPut(result.data.list);
      });
      return ok({ total: result.data.total });
    },

    /** Claims every type (no type) or one type; paid types show zero at once. */
    async claimRebates(type?: number): Promise<Result<RebateClaim>> {
      const result =
        type === undefined
          ? await post(calls.betBonusReceive, {}, { idempotencyKey: uuid() })
          : await post(calls.betBonusByTypeReceive, { type }, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      await db.transaction('rw', [db.rebates, db.user], async () => {
        for (const paid of result.data.list) await db.rebates.update(paid.type, { amount: 0, validBet: 0 });
        await db.user.update('me', { coin: result.data.balance, updatedAt: now() });
      });
      return result;
    },

    /** One page of the claims log (20, newest first); page 1 replaces what is kept. */
    async loadRebateLog(page = 1): Promise<Result<{ total: number; hasMore: boolean }>> {
      const result = await post(calls.betBonusLog, { page });
      if (!result.ok) return result;
      await db.transaction('rw', db.rebateLog, async () => {
        if (page === 1) await db.rebateLog.clear();
        await db.rebateLog.bulkPut(result.data.list);
      });
      return ok({ total: result.data.total, hasMore: result.data.hasMore });
    },
  };
}

export type VipModule = ReturnType<typeof createVip>;
