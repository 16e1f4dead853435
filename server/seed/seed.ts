// Above the domain (it calls domain code to make the demo player), below the entry points. Fills a fresh database with SEED data and the demo player. Safe to run again: every insert skips what exists.
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { ACTIVITIES, CONFIG_DEFAULTS, CUSTOMER_SERVICES, DEMO_PLAYER, MALL_GOODS, THEMES, VIP_LEVELS } from './seed-data.ts';
import { hasConfig } from '../domain/app-config.ts';
import { insertPlayer } from '../domain/auth.ts';
import { HOUSE_OPENING, houseAccount, playerAccount, transfer } from '../domain/ledger.ts';
import { hashPassword } from '../domain/passwords.ts';
import { findUserIdByAccount } from '../domain/users.ts';

/** Seeds only when the database has no config yet (first start). Returns whether it seeded. */
export async function seedOnFirstStart(db: Database, now: number): Promise<boolean> {
  if (await hasConfig(db)) return false;
  await seed(db, now);
  return true;
}

export async function seed(db: Database, now: number): Promise<void> {
  // Hash outside the transaction: argon2 is slow and PGlite has one connection.
  const demoHash = (await findUserIdByAccount(db, DEMO_PLAYER.account)) === undefined ? await hashPassword(DEMO_PLAYER.password) : undefined;
  await db.transaction().execute(async (trx) => {
    const config = [...Object.entries(CONFIG_DEFAULTS), ['maintenance', { status: false, message: '' }] as const];
    await trx
      .insertInto('app_config')
      .values(config.map(([key, value]) => ({ key, value: JSON.stringify(value) })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    await trx
      .insertInto('themes')
      .values(THEMES)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('activities')
      .values(ACTIVITIES)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('vip_levels')
      .values(VIP_LEVELS.map((level) => ({ ...level, daily_award: JSON.stringify(level.daily_award) })))
      .onConflict((oc) => oc.column('level').doNothing())
      .execute();
    await trx
      .insertInto('customer_services')
      .values(CUSTOMER_SERVICES)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();

    await trx
      .insertInto('mall_goods')
      .values(MALL_GOODS)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    // The rows above take ids 1-4 by hand; the operator's next `mall goods add` must not collide with them.
    await sql`SELECT setval('mall_goods_id_seq', GREATEST((SELECT max(id) FROM mall_goods), 1))`.execute(trx);

    if (demoHash) {
      const { account, nickname, vip } = DEMO_PLAYER;
      const userId = await insertPlayer(trx, { account, nickname, pid: 0, passwordHash: demoHash }, now);
      // Experience at the level's threshold, so the demo player's level and experience agree.
      const vipExp = VIP_LEVELS.find((level) => level.level === vip)?.experience ?? 0;
      await trx.updateTable('users').set({ vip, vip_exp: vipExp }).where('id', '=', userId).execute();
      const main = (await playerAccount(trx, userId))!;
      const house = await houseAccount(trx, HOUSE_OPENING, now);
      await transfer(trx, {
        fromAccountId: house,
        toAccountId: main.id,
        amount: DEMO_PLAYER.openingBalance,
        reason: 'opening_balance',
        reference: `user:${userId}`,
        idempotencyKey: `seed:opening-balance:${account}`,
        at: now,
      });
    }
  });
}
