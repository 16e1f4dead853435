// Scratch cards: the shop's kinds, buying cards with diamonds, revealing a card and the player's card log. A card's
// prize is drawn with a cryptographic RNG and paid (grantAwards, the ledger for coin) in the same transaction that
// takes the diamonds and makes the card, so closing the page before scratching loses nothing. Diamonds are taken by
// a conditional update (never below zero) after the player's wallet row is locked, which also serialises a player's
// racing purchases. A purchase's key makes a retried one make its cards once.
import { randomInt } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import { PROP, SCRATCH_HELD_LIMIT, SCRATCH_LOG_PAGE_SIZE, type Award, type ScratchCard, type ScratchInfo, type ScratchKind } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import type { DB, ScratchCardsTable } from '../../db/schema.ts';
import { grantAwards } from '../awards.ts';
import { notFound, refused } from '../errors.ts';
import { assertPlay } from '../play-limits.ts';
import { journal, lockDiamonds, spendDiamonds } from '../mall/journal.ts';
import { readRewardsConfig } from '../rewards/config.ts';
import type { Db } from '../vip/common.ts';
import { lockMain } from '../wallet/accounts.ts';
import { expectedValue, pickLine, rtpBasisPoints, totalWeight } from './rules.ts';

export const SCRATCH_SOURCE = 'scratch-card';

interface KindRow {
  id: number;
  name: string;
  price: number;
  onSale: boolean;
  prizes: { propId: number; count: number; weight: number }[];
}

export async function readKinds(db: Db, onSaleOnly: boolean): Promise<KindRow[]> {
  let query = db.selectFrom('scratch_kinds').selectAll().orderBy('price').orderBy('id');
  if (onSaleOnly) query = query.where('on_sale', '=', true);
  const kinds = await query.execute();
  const prizes = await db.selectFrom('scratch_prizes').selectAll().orderBy('kind_id').orderBy('line').execute();
  return kinds.map((k) => ({
    id: k.id,
    name: k.name,
    price: k.price,
    onSale: k.on_sale,
    prizes: prizes.filter((p) => p.kind_id === k.id).map((p) => ({ propId: p.prop_id, count: p.count, weight: p.weight })),
  }));
}

export function describeKind(kind: KindRow, diamondValue: number): ScratchKind {
  return {
    id: kind.id,
    name: kind.name,
    price: kind.price,
    priceValue: kind.price * diamondValue,
    expectedValue: expectedValue(kind.prizes, diamondValue),
    rtpBasisPoints: rtpBasisPoints(kind.prizes, kind.price, diamondValue),
    totalWeight: totalWeight(kind.prizes),
    prizes: kind.prizes,
  };
}

type CardRow = Selectable<ScratchCardsTable> & { kind_name: string };

const prizeOf = (row: { prize_prop_id: number; prize_count: number }): Award[] =>
  row.prize_count > 0 ? [{ id: row.prize_prop_id, count: row.prize_count }] : [];

/** The prize is withheld until the card is revealed: the app shows it only through the scratch. */
function toCard(row: CardRow): ScratchCard {
  return {
    id: row.id,
    kindId: row.kind_id,
    kindName: row.kind_name,
    diamonds: row.diamonds,
    boughtAt: row.bought_at,
    scratchedAt: row.scratched_at,
    awards: row.scratched_at === null ? null : prizeOf(row),
  };
}

const cards = (db: Db) => db.selectFrom('scratch_cards as c').innerJoin('scratch_kinds as k', 'k.id', 'c.kind_id').selectAll('c').select('k.name as kind_name');

export async function diamondsHeld(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('player_props').select('count').where('user_id', '=', userId).where('prop_id', '=', PROP.diamond).executeTakeFirst();
  return row?.count ?? 0;
}

export async function scratchInfo(db: Database, userId: number): Promise<ScratchInfo> {
  const { diamondValue } = await readRewardsConfig(db);
  const kinds = await readKinds(db, true);
  const held = await cards(db).where('c.user_id', '=', userId).where('c.scratched_at', 'is', null).orderBy('c.id', 'desc').limit(SCRATCH_HELD_LIMIT).execute();
  return {
    diamonds: await diamondsHeld(db, userId),
    diamondValue,
    kinds: kinds.map((k) => describeKind(k, diamondValue)),
    unscratched: held.map(toCard),
  };
}

/** Makes `count` cards of a kind for a player, each with its prize drawn and paid; returns the cards and the balance. */
async function makeCards(
  trx: Transaction<DB>,
  userId: number,
  kind: KindRow,
  count: number,
  made: { source: 'buy' | 'gift'; key: string; diamondsEach: number; now: number },
): Promise<{ cards: ScratchCard[]; balance: number }> {
  const total = totalWeight(kind.prizes);
  if (total === 0) throw refused(`${kind.name} cards cannot be made just now: their prizes are being changed. Please try again later.`);
  const result: ScratchCard[] = [];
  let balance = 0;
  for (let index = 0; index < count; index += 1) {
    const prize = pickLine(kind.prizes, randomInt(total));
    const row = await trx
      .insertInto('scratch_cards')
      .values({
        user_id: userId,
        kind_id: kind.id,
        diamonds: made.diamondsEach,
        prize_prop_id: prize.propId,
        prize_count: prize.count,
        source: made.source,
        buy_key: made.key,
        buy_index: index,
        bought_at: made.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    balance = await grantAwards(trx, userId, prizeOf(row), { source: SCRATCH_SOURCE, reference: String(row.id), now: made.now });
    result.push(toCard({ ...row, kind_name: kind.name }));
  }
  return { cards: result, balance };
}

/** The cards an earlier purchase with this key made, or null when there was none. */
async function earlierPurchase(trx: Transaction<DB>, userId: number, key: string, balance: number) {
  const rows = await cards(trx).where('c.user_id', '=', userId).where('c.buy_key', '=', key).orderBy('c.buy_index').execute();
  return rows.length === 0 ? null : { cards: rows.map(toCard), diamonds: await diamondsHeld(trx, userId), balance };
}

export async function buyCards(db: Database, userId: number, kindId: number, count: number, key: string, now: number) {
  return db.transaction().execute(async (trx) => {
    // The wallet row first (grantAwards' lock order): it also queues this player's other purchases behind this one.
    const main = await lockMain(trx, userId);
    const earlier = await earlierPurchase(trx, userId, key, main.balance);
    if (earlier) return earlier;
    const kind = (await readKinds(trx, true)).find((k) => k.id === kindId);
    if (!kind) throw notFound('This scratch card is not on sale.');
    const cost = kind.price * count;
    await assertPlay(trx, userId, 'claim', 0, now);
    // The diamonds row locked and the spend journaled with the mall's exchanges, so the diamond record adds up.
    const held = await lockDiamonds(trx, userId);
    if (held < cost) throw refused(`${count} ${kind.name} card${count === 1 ? '' : 's'} cost ${cost} diamonds; you have ${held}.`);
    const left = await spendDiamonds(trx, userId, held, cost);
    await journal(trx, { userId, change: -cost, balanceAfter: left, kind: 'scratch', reference: `scratch:${key}`, now });
    const made = await makeCards(trx, userId, kind, count, { source: 'buy', key, diamondsEach: kind.price, now });
    return { cards: made.cards, diamonds: left, balance: made.balance };
  });
}

/** The operator's gift of cards: no diamonds taken, each prize drawn and paid like a bought card's. */
export async function giveCards(db: Database, userId: number, kindId: number, count: number, now: number): Promise<ScratchCard[]> {
  return db.transaction().execute(async (trx) => {
    await lockMain(trx, userId);
    const kind = (await readKinds(trx, false)).find((k) => k.id === kindId);
    if (!kind) throw notFound(`No scratch card kind ${kindId}`);
    const made = await makeCards(trx, userId, kind, count, { source: 'gift', key: `gift:${now}:${randomInt(1e9)}`, diamondsEach: 0, now });
    return made.cards;
  });
}

/** Reveals a card of the caller's: marks it scratched (once) and answers its prize, which was paid when it was made. */
export async function scratchCard(db: Database, userId: number, cardId: number, now: number): Promise<{ card: ScratchCard; awards: Award[] }> {
  // Another player's card answers exactly like a card that does not exist.
  await db
    .updateTable('scratch_cards')
    .set({ scratched_at: now })
    .where('id', '=', cardId)
    .where('user_id', '=', userId)
    .where('scratched_at', 'is', null)
    .execute();
  const row = await cards(db).where('c.id', '=', cardId).where('c.user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('No such scratch card.');
  const card = toCard(row);
  return { card, awards: card.awards ?? [] };
}

export async function scratchLog(db: Database, userId: number, pageNum: number) {
  const { count } = await db
    .selectFrom('scratch_cards')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const rows = await cards(db)
    .where('c.user_id', '=', userId)
    .orderBy('c.id', 'desc')
    .limit(SCRATCH_LOG_PAGE_SIZE)
    .offset((pageNum - 1) * SCRATCH_LOG_PAGE_SIZE)
    .execute();
  return { list: rows.map(toCard), total, pages: Math.ceil(total / SCRATCH_LOG_PAGE_SIZE), pageNum };
}
