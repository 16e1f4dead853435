// The operator's `scratch` command: show the kinds with their prize tables and return, add a kind, change a kind's
// price, name, sale or one prize line, and give a player cards. A change applies to cards made afterwards; cards
// already made keep the prize they were paid. Prize lines pay coin (2001, hundredths) or diamonds (60001) only, so
// the return players are shown is exact.
import { formatMoney } from '../../../contract/money.ts';
import type { Database } from '../../db/database.ts';
import { badInput, notFound } from '../errors.ts';
import { readRewardsConfig } from '../rewards/config.ts';
import { findUserIdByAccount } from '../users.ts';
import { describeKind, giveCards, readKinds } from './cards.ts';
import { PRIZE_PROPS } from './rules.ts';

export type ScratchArgs =
  | { action: 'kinds' }
  | { action: 'add'; id: number; code: string; price: number; name: string }
  | { action: 'set'; id: number; field: 'price'; value: number }
  | { action: 'set'; id: number; field: 'name'; value: string }
  | { action: 'set'; id: number; field: 'sale'; value: boolean }
  | { action: 'set'; id: number; field: 'prize'; line: number; propId: number; count: number; weight: number }
  | { action: 'give'; account: string; id: number; count: number };

export const SCRATCH_USAGE =
  'scratch kinds | scratch add <kind-id> <code> <price-diamonds> <name...> | scratch set <kind-id> price <diamonds> | scratch set <kind-id> name <name...> | scratch set <kind-id> sale on|off | scratch set <kind-id> prize <line 1-20> <2001|60001> <count> <weight> | scratch give <account> <kind-id> <1-100>';

const whole = (text: string | undefined, max = 1_000_000_000): number | null =>
  text !== undefined && /^\d{1,10}$/.test(text) && Number(text) <= max ? Number(text) : null;
const positive = (text: string | undefined, max?: number): number | null => {
  const n = whole(text, max);
  return n !== null && n > 0 ? n : null;
};

function parseSet(id: number, field: string | undefined, rest: string[]): ScratchArgs | null {
  if (field === 'price' && rest.length === 1) {
    const value = positive(rest[0], 1_000_000);
    return value === null ? null : { action: 'set', id, field, value };
  }
  if (field === 'name' && rest.join(' ').trim()) return { action: 'set', id, field, value: rest.join(' ').trim().slice(0, 40) };
  if (field === 'sale' && rest.length === 1 && (rest[0] === 'on' || rest[0] === 'off')) return { action: 'set', id, field, value: rest[0] === 'on' };
  if (field === 'prize' && rest.length === 4) {
    const [line, propId, count, weight] = [positive(rest[0], 20), whole(rest[1]), whole(rest[2]), whole(rest[3], 1_000_000)];
    if (line === null || propId === null || !PRIZE_PROPS.includes(propId) || count === null || weight === null) return null;
    return { action: 'set', id, field, line, propId, count, weight };
  }
  return null;
}

export function parseScratchArgs(args: string[]): ScratchArgs | null {
  const [action, a, b, ...rest] = args;
  if (action === 'kinds' && args.length === 1) return { action };
  if (action === 'give' && args.length === 4 && a) {
    const id = positive(b);
    const count = positive(rest[0], 100);
    return id === null || count === null ? null : { action, account: a, id, count };
  }
  const id = positive(a, 1_000_000);
  if (id === null) return null;
  if (action === 'add' && b && /^[a-z0-9-]{2,24}$/.test(b) && rest.length >= 2) {
    const price = positive(rest[0], 1_000_000);
    const name = rest.slice(1).join(' ').trim().slice(0, 40);
    return price === null || !name ? null : { action, id, code: b, price, name };
  }
  return action === 'set' ? parseSet(id, b, rest) : null;
}

const percent = (part: number, whole: number) => `${whole === 0 ? '0.00' : ((part * 100) / whole).toFixed(2)}%`;

async function describeKinds(db: Database): Promise<string> {
  const { diamondValue } = await readRewardsConfig(db);
  const kinds = await readKinds(db, false);
  if (kinds.length === 0) return 'No scratch card kinds';
  return kinds
    .map((kind) => {
      const d = describeKind(kind, diamondValue);
      const head = `#${d.id} ${d.name}: ${d.price} diamonds (${formatMoney(d.priceValue, { grouping: false })}), ${kind.onSale ? 'on sale' : 'off sale'}, average prize ${formatMoney(d.expectedValue, { grouping: false })}, RTP ${(d.rtpBasisPoints / 100).toFixed(2)}%`;
      const lines = d.prizes.map((p, i) => {
        const what = p.count === 0 ? 'no win' : p.propId === 60001 ? `${p.count} diamonds` : formatMoney(p.count, { grouping: false });
        return `  line ${i + 1}: ${what}, weight ${p.weight} (${percent(p.weight, d.totalWeight)})`;
      });
      return [head, ...lines].join('\n');
    })
    .join('\n');
}

async function requireKind(db: Database, id: number): Promise<void> {
  const kind = await db.selectFrom('scratch_kinds').select('id').where('id', '=', id).executeTakeFirst();
  if (!kind) throw notFound(`No scratch card kind ${id}`);
}

export async function runScratch(db: Database, args: ScratchArgs, now: number): Promise<string> {
  switch (args.action) {
    case 'kinds':
      return describeKinds(db);
    case 'give': {
      const userId = await findUserIdByAccount(db, args.account);
      if (userId === undefined) throw notFound(`No account named "${args.account}"`);
      const cards = await giveCards(db, userId, args.id, args.count, now);
      return `Gave ${args.account} ${cards.length} ${cards[0]?.kindName ?? ''} card${cards.length === 1 ? '' : 's'} (prizes paid; revealed when scratched)`;
    }
    case 'add': {
      const taken = await db
        .selectFrom('scratch_kinds')
        .select('id')
        .where((eb) => eb.or([eb('id', '=', args.id), eb('code', '=', args.code)]))
        .executeTakeFirst();
      if (taken) throw badInput(`Kind ${args.id} or code ${args.code} exists already`);
      // Off sale until it has prize lines: a kind with an empty table cannot make cards.
      await db.insertInto('scratch_kinds').values({ id: args.id, code: args.code, name: args.name, price: args.price, on_sale: false }).execute();
      break;
    }
    case 'set':
      await requireKind(db, args.id);
      if (args.field === 'prize') {
        const row = { kind_id: args.id, line: args.line, prop_id: args.propId, count: args.count, weight: args.weight };
        await db
          .insertInto('scratch_prizes')
          .values(row)
          .onConflict((oc) => oc.columns(['kind_id', 'line']).doUpdateSet({ prop_id: row.prop_id, count: row.count, weight: row.weight }))
          .execute();
      } else {
        const column = { price: 'price', name: 'name', sale: 'on_sale' } as const;
        await db
          .updateTable('scratch_kinds')
          .set({ [column[args.field]]: args.value })
          .where('id', '=', args.id)
          .execute();
      }
      break;
  }
  return describeKinds(db);
}
