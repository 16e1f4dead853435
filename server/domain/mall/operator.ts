// The operator's `orders` and `mall` commands: the packing list and moving an order along; the goods (add, edit, stock),
// the coin rate and bounds, and the addup ladder. Amounts in pesos, prices in diamonds.
import { formatMoney, parsePesos } from '../../../contract/money.ts';
import { PROP } from '../../../contract/props.ts';
import type { Award } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import { writeConfigValue } from '../app-config.ts';
import { notFound } from '../errors.ts';
import { readAddup, readCoinRate } from './config.ts';
import { advanceOrder, openOrders } from './orders.ts';

export const ORDERS_USAGE = 'orders list | orders ship <id> [tracking] | orders deliver <id>';
export const MALL_USAGE =
  'mall goods list | mall goods add <price-diamonds> <value-pesos> <stock> <name...> | mall goods set <id> name|picture|price|value|enabled|sort <value...> | mall goods stock <id> <count> | mall rate [<centavos-per-diamond> <min-diamonds> <max-diamonds>] | mall addup [set <id> <diamonds-spent> <propId>:<count>... | remove <id>]';

export type OrdersArgs = { action: 'list' } | { action: 'ship'; id: number; tracking?: string } | { action: 'deliver'; id: number };

const count = (text: string | undefined): number | null => (text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : null);
const positive = (text: string | undefined): number | null => {
  const n = count(text);
  return n !== null && n > 0 ? n : null;
};

export function parseOrdersArgs(args: string[]): OrdersArgs | null {
  const [action, idText, tracking, ...rest] = args;
  if (action === 'list' && args.length === 1) return { action };
  const id = positive(idText);
  if (id === null || rest.length > 0) return null;
  if (action === 'ship') return tracking && /^[A-Za-z0-9-]{1,40}$/.test(tracking) ? { action, id, tracking } : tracking ? null : { action, id };
  if (action === 'deliver' && tracking === undefined) return { action, id };
  return null;
}

export async function runOrders(db: Database, args: OrdersArgs, now: number): Promise<string> {
  if (args.action === 'list') {
    const orders = await openOrders(db);
    if (orders.length === 0) return 'No open orders';
    return orders
      .map((o) => `#${o.id} ${o.status} player ${o.userId}: ${o.goodsName} (${o.price} diamonds) to ${o.address}${o.tracking ? ` tracking ${o.tracking}` : ''}`)
      .join('\n');
  }
  const order = await advanceOrder(db, args.id, args.action === 'ship' ? 'shipped' : 'delivered', now, args.action === 'ship' ? args.tracking : undefined);
  return `Order ${order.id} (${order.goodsName}) is ${order.status}${order.tracking ? `, tracking ${order.tracking}` : ''}`;
}

const GOODS_FIELDS = ['name', 'picture', 'price', 'value', 'enabled', 'sort'] as const;
type GoodsField = (typeof GOODS_FIELDS)[number];

export type MallArgs =
  | { action: 'goods-list' }
  | { action: 'goods-add'; price: number; value: number; stock: number; name: string }
  | { action: 'goods-set'; id: number; field: GoodsField; value: string | number | boolean }
  | { action: 'goods-stock'; id: number; stock: number }
  | { action: 'rate-show' }
  | { action: 'rate-set'; diamondValue: number; min: number; max: number }
  | { action: 'addup-show' }
  | { action: 'addup-set'; id: number; threshold: number; awards: Award[] }
  | { action: 'addup-remove'; id: number };

function parseGoodsValue(field: GoodsField, words: string[]): string | number | boolean | null {
  const text = words.join(' ').trim();
  if (field === 'name') return text.length >= 2 && text.length <= 60 ? text : null;
  // Pictures are served by the app itself, so the page never loads a third party's image.
  if (field === 'picture') return text === '' || /^\/[A-Za-z0-9/_.-]{1,200}$/.test(text) ? text : null;
  if (field === 'enabled') return text === 'on' ? true : text === 'off' ? false : null;
  if (field === 'value') return parsePesos(text);
  if (field === 'price') return positive(text);
  return count(text);
}

function parseAwards(words: string[]): Award[] | null {
  const awards: Award[] = [];
  for (const word of words) {
    const match = /^(\d{1,9}):(\d{1,9})$/.exec(word);
    if (!match || Number(match[2]) <= 0) return null;
    awards.push({ id: Number(match[1]), count: Number(match[2]) });
  }
  return awards.length > 0 ? awards : null;
}

export function parseMallArgs(args: string[]): MallArgs | null {
  const [area, action, ...rest] = args;
  if (area === 'goods') {
    if (action === 'list' && rest.length === 0) return { action: 'goods-list' };
    if (action === 'add') {
      const [priceText, valueText, stockText, ...name] = rest;
      const price = positive(priceText);
      const value = parsePesos(valueText);
      const stock = count(stockText);
      const title = name.join(' ').trim();
      if (price === null || value === null || stock === null || title.length < 2 || title.length > 60) return null;
      return { action: 'goods-add', price, value, stock, name: title };
    }
    const id = positive(rest[0]);
    if (id === null) return null;
    if (action === 'stock' && rest.length === 2) {
      const stock = count(rest[1]);
      return stock === null ? null : { action: 'goods-stock', id, stock };
    }
    const field = rest[1] as GoodsField;
    if (action === 'set' && GOODS_FIELDS.includes(field)) {
      const value = parseGoodsValue(field, rest.slice(2));
      return value === null ? null : { action: 'goods-set', id, field, value };
    }
    return null;
  }
  if (area === 'rate') {
    if (action === undefined) return { action: 'rate-show' };
    const [diamondValue, min, max] = [positive(action), positive(rest[0]), positive(rest[1])];
    if (diamondValue === null || min === null || max === null || min > max || rest.length !== 2) return null;
    return { action: 'rate-set', diamondValue, min, max };
  }
  if (area === 'addup') {
    if (action === undefined) return { action: 'addup-show' };
    const id = positive(rest[0]);
    if (id === null) return null;
    if (action === 'remove' && rest.length === 1) return { action: 'addup-remove', id };
    const threshold = positive(rest[1]);
    const awards = parseAwards(rest.slice(2));
    if (action === 'set' && threshold !== null && awards) return { action: 'addup-set', id, threshold, awards };
  }
  return null;
}

const describeAwards = (awards: readonly Award[]) =>
  awards.map((a) => (a.id === PROP.coin ? formatMoney(a.count, { grouping: false }) : `${a.count} x prop ${a.id}`)).join(' + ');

async function describeGoods(db: Database): Promise<string> {
  const rows = await db.selectFrom('mall_goods').selectAll().orderBy('sort').orderBy('id').execute();
  if (rows.length === 0) return 'No goods';
  return rows
    .map(
      (g) =>
        `#${g.id} ${g.name}: ${g.price} diamonds (worth ${formatMoney(g.value, { grouping: false })}), stock ${g.stock}${g.enabled ? '' : ', off'}${g.picture ? `, ${g.picture}` : ''}`,
    )
    .join('\n');
}

async function describeAddup(db: Database): Promise<string> {
  const rows = await readAddup(db);
  return rows.length === 0 ? 'No addup awards' : rows.map((r) => `#${r.id} at ${r.threshold} diamonds spent: ${describeAwards(r.awards)}`).join('\n');
}

export async function runMall(db: Database, args: MallArgs): Promise<string> {
  switch (args.action) {
    case 'goods-list':
      return describeGoods(db);
    case 'goods-add': {
      const row = await db
        .insertInto('mall_goods')
        .values({ name: args.name, price: args.price, value: args.value, stock: args.stock })
        .returning('id')
        .executeTakeFirstOrThrow();
      return `Added goods #${row.id} ${args.name}: ${args.price} diamonds, stock ${args.stock}`;
    }
    case 'goods-set':
    case 'goods-stock': {
      const set = args.action === 'goods-stock' ? { stock: args.stock } : { [args.field]: args.value };
      const row = await db.updateTable('mall_goods').set(set).where('id', '=', args.id).returning('id').executeTakeFirst();
      if (!row) throw notFound(`No goods ${args.id}`);
      return describeGoods(db);
    }
    case 'rate-set':
      await writeConfigValue(db, 'diamondValue', args.diamondValue);
      await writeConfigValue(db, 'mallCoinMin', args.min);
      await writeConfigValue(db, 'mallCoinMax', args.max);
      return rateLine(db);
    case 'rate-show':
      return rateLine(db);
    case 'addup-set': {
      const row = { id: args.id, threshold: args.threshold, awards: JSON.stringify(args.awards) };
      await db
        .insertInto('mall_addup')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet({ threshold: row.threshold, awards: row.awards }))
        .execute();
      return describeAddup(db);
    }
    case 'addup-remove': {
      const gone = await db.deleteFrom('mall_addup').where('id', '=', args.id).returning('id').executeTakeFirst();
      if (!gone) throw notFound(`No addup award ${args.id}`);
      return describeAddup(db);
    }
    case 'addup-show':
      return describeAddup(db);
  }
}

async function rateLine(db: Database): Promise<string> {
  const rate = await readCoinRate(db);
  return `1 diamond = ${formatMoney(rate.diamondValue, { grouping: false })} in coin; ${rate.min} to ${rate.max} diamonds per exchange; turnover x${rate.turnoverMultiple}`;
}
