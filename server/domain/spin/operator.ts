// The operator's spin wheel (npm run admin -- spin ...): show the wheel with each sector's chance and the average
// spin, change a sector's weight or award, change how chances are earned, and grant a player chances (a support case).
import { formatMoney } from '../../../contract/money.ts';
import { randomUUID } from 'node:crypto';
import type { Award } from '../../../contract/entities.ts';
import { describeProp, PROP } from '../../../contract/props.ts';
import { averageAwards, sectorPercent, wheelConfigured } from '../../../contract/spin-odds.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../errors.ts';
import { findUserIdByAccount } from '../users.ts';
import { chancesOf, grantSpinChances } from './chances.ts';
import { readSectors, readSpinConfig } from './config.ts';

export const SPIN_CONFIG_WORDS = {
  'deposit-per-chance': 'deposit_per_chance',
  'daily-cap': 'daily_deposit_cap',
  'invite-chances': 'invite_chances',
} as const;

const awardText = (a: Award) => (a.id === PROP.coin ? formatMoney(a.count, { grouping: false }) : `${a.count} x ${describeProp(a.id).kind} ${a.id}`);

export async function describeSpin(db: Database): Promise<string> {
  const config = await readSpinConfig(db);
  const sectors = await readSectors(db);
  const average = averageAwards(sectors)
    .map((a) => (a.id === PROP.coin ? formatMoney(Math.round(a.count), { grouping: false }) : `${a.count.toFixed(3)} x prop ${a.id}`))
    .join(', ');
  return [
    `chances: 1 per ${formatMoney(config.depositPerChance, { grouping: false })} deposit (0 = off), at most ${config.dailyDepositCap} a day from deposits; ${config.inviteChances} per valid invite`,
    ...sectors.map(
      (s) => `sector ${s.sector} "${s.label}": ${s.awards.map(awardText).join(' + ')}, weight ${s.weight} (${sectorPercent(sectors, s.weight).toFixed(2)}%)`,
    ),
    wheelConfigured(sectors) ? `average spin: ${average || 'nothing'}` : 'the wheel pays nothing: spins are off',
  ].join('\n');
}

export async function setSpinConfig(db: Database, field: (typeof SPIN_CONFIG_WORDS)[keyof typeof SPIN_CONFIG_WORDS], value: number): Promise<void> {
  await db
    .updateTable('spin_config')
    .set({ [field]: value })
    .where('id', '=', 1)
    .execute();
}

export async function setSectorWeight(db: Database, sector: number, weight: number): Promise<void> {
  const done = await db.updateTable('spin_sectors').set({ weight }).where('sector', '=', sector).executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw notFound(`No sector ${sector}`);
}

export async function setSectorAward(db: Database, sector: number, label: string, awards: Award[]): Promise<void> {
  const done = await db
    .updateTable('spin_sectors')
    .set({ label, awards: JSON.stringify(awards) })
    .where('sector', '=', sector)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw notFound(`No sector ${sector}`);
}

/** A support grant; the ticket reference, when given, makes a repeated command grant once (per player). */
export async function grantChancesTo(db: Database, account: string, count: number, ticket: string | undefined, now: number): Promise<string> {
  const userId = await findUserIdByAccount(db, account);
  if (userId === undefined) throw notFound(`No player ${account}`);
  const granted = await db.transaction().execute((trx) => grantSpinChances(trx, userId, count, 'operator', `${userId}:${ticket ?? randomUUID()}`, now));
  const total = await chancesOf(db, userId);
  return granted > 0 ? `${account} has ${total} spin chances (+${granted})` : `Ticket ${ticket} was already granted; ${account} has ${total} spin chances`;
}
