// What the mall shows: the player's diamonds and their value, the coin rate, goods, addup ladder and coupons held; the
// player's own diamond journal; the ticker of everyone's recent exchanges with nicknames masked.
import { sql, type Kysely } from 'kysely';
import { deliveryAddress, type DeliveryAddress } from '../../../contract/address.ts';
import { DIAMOND_COUPON_FACE, DIAMOND_PAGE_SIZE, type DiamondShop, type TickerRow } from '../../../contract/calls/diamonds.ts';
import { maskNickname } from '../../../contract/nickname.ts';
import { PROP } from '../../../contract/props.ts';
import type { DB } from '../../db/schema.ts';
import { addupLadder, listGoods, readCoinRate } from './config.ts';

const TICKER_SIZE = 20;
const COUPON_IDS = Object.keys(DIAMOND_COUPON_FACE).map(Number);

export async function shopData(db: Kysely<DB>, userId: number): Promise<DiamondShop> {
  const props = await db
    .selectFrom('player_props')
    .select(['prop_id', 'count'])
    .where('user_id', '=', userId)
    .where('prop_id', 'in', [PROP.diamond, ...COUPON_IDS])
    .execute();
  const diamonds = props.find((p) => p.prop_id === PROP.diamond)?.count ?? 0;
  const rate = await readCoinRate(db);
  const { spent, rungs } = await addupLadder(db, userId);
  const address = await db.selectFrom('player_addresses').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return {
    diamonds,
    diamondsValue: diamonds * rate.diamondValue,
    rate,
    goods: await listGoods(db),
    spent,
    addup: rungs,
    coupons: props
      .filter((p) => p.prop_id !== PROP.diamond && p.count > 0)
      .sort((a, b) => a.prop_id - b.prop_id)
      .map((p) => ({ propId: p.prop_id, count: p.count, face: DIAMOND_COUPON_FACE[p.prop_id]! })),
    hasAddress: address !== undefined,
  };
}

export async function diamondLog(db: Kysely<DB>, userId: number, page: number) {
  const rows = await db
    .selectFrom('diamond_journal')
    .select(['id', 'change', 'balance_after', 'kind', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(DIAMOND_PAGE_SIZE + 1)
    .offset((page - 1) * DIAMOND_PAGE_SIZE)
    .execute();
  const total = await db
    .selectFrom('diamond_journal')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    list: rows.slice(0, DIAMOND_PAGE_SIZE).map((r) => ({ id: r.id, change: r.change, balanceAfter: r.balance_after, kind: r.kind, time: r.created_at })),
    page,
    total: Number(total.n),
    hasMore: rows.length > DIAMOND_PAGE_SIZE,
  };
}

export async function tickers(db: Kysely<DB>): Promise<{ list: TickerRow[] }> {
  const rows = await db
    .selectFrom('diamond_journal as j')
    .innerJoin('users as u', 'u.id', 'j.user_id')
    // A goods row's reference is 'order:<id>'.
    .leftJoin('mall_orders as o', (join) => join.on(sql<boolean>`j.kind = 'goods' AND j.reference = 'order:' || o.id`))
    .select(['j.id', 'j.change', 'j.kind', 'j.coin', 'j.created_at', 'u.nickname', 'o.goods_name'])
    .where('j.change', '<', 0)
    .where('j.kind', 'in', ['coin', 'goods'])
    .orderBy('j.id', 'desc')
    .limit(TICKER_SIZE)
    .execute();
  return {
    list: rows.map((r) => ({
      id: r.id,
      nickname: maskNickname(r.nickname),
      kind: r.kind === 'goods' ? 'goods' : 'coin',
      diamonds: -r.change,
      coin: r.coin,
      goodsName: r.goods_name ?? '',
      time: r.created_at,
    })),
  };
}

export async function readAddress(db: Kysely<DB>, userId: number): Promise<{ address: DeliveryAddress | null }> {
  const row = await db.selectFrom('player_addresses').select('address').where('user_id', '=', userId).executeTakeFirst();
  // Parsed again: a stored address that no longer passes the schema is shown as none rather than sent broken.
  const parsed = row ? deliveryAddress.safeParse(row.address) : null;
  return { address: parsed?.success ? parsed.data : null };
}

export async function saveAddress(db: Kysely<DB>, userId: number, address: DeliveryAddress, now: number): Promise<{ address: DeliveryAddress }> {
  const json = JSON.stringify(address);
  await db
    .insertInto('player_addresses')
    .values({ user_id: userId, address: json, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ address: json, updated_at: now }))
    .execute();
  return { address };
}
