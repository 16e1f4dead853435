// `npm run admin -- spin ...`: the words parsed into one action (null on bad words, so the table prints the usage).
import type { Award } from '../../../contract/entities.ts';
import { describeProp } from '../../../contract/props.ts';
import type { Database } from '../../db/database.ts';
import { describeSpin, grantChancesTo, setSectorAward, setSectorWeight, setSpinConfig, SPIN_CONFIG_WORDS } from './operator.ts';

export const SPIN_USAGE =
  'spin show | spin weight <sector 1-8> <weight> | spin award <sector 1-8> <label> <propId>:<count>... | spin set deposit-per-chance|daily-cap|invite-chances <n> | spin grant <account> <1-100> [ticket]';

export type SpinArgs =
  | { action: 'show' }
  | { action: 'weight'; sector: number; weight: number }
  | { action: 'award'; sector: number; label: string; awards: Award[] }
  | { action: 'set'; field: keyof typeof SPIN_CONFIG_WORDS; value: number }
  | { action: 'grant'; account: string; count: number; ticket?: string };

const whole = (text: string | undefined): number | null => (text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : null);
const sectorOf = (text: string | undefined) => {
  const n = whole(text);
  return n !== null && n >= 1 && n <= 8 ? n : null;
};

/** `2001:500` -> coin ₱5.00; only props the award grant knows (no jackpot tiers), at least one of each. */
function parseAward(text: string): Award | null {
  const [id, count] = text.split(':').map(whole);
  if (id === null || id === undefined || count === null || count === undefined || count < 1) return null;
  const kind = describeProp(id).kind;
  return kind === 'unknown' || kind === 'jackpot' ? null : { id, count };
}

export function parseSpinArgs(args: string[]): SpinArgs | null {
  const [action, a, b, ...rest] = args;
  if (action === 'show' && args.length === 1) return { action };
  const sector = sectorOf(a);
  if (action === 'weight' && args.length === 3 && sector !== null && whole(b) !== null && whole(b)! <= 1_000_000) return { action, sector, weight: whole(b)! };
  if (action === 'award' && sector !== null && b && b.length <= 16 && rest.length > 0) {
    const awards = rest.map(parseAward);
    if (awards.every((x) => x !== null)) return { action, sector, label: b, awards: awards as Award[] };
  }
  if (action === 'set' && args.length === 3 && a !== undefined && Object.hasOwn(SPIN_CONFIG_WORDS, a) && whole(b) !== null)
    return { action, field: a as keyof typeof SPIN_CONFIG_WORDS, value: whole(b)! };
  const count = whole(b);
  if (action === 'grant' && a && count !== null && count >= 1 && count <= 100 && rest.length <= 1) return { action, account: a, count, ticket: rest[0] };
  return null;
}

export async function runSpinCommand(db: Database, args: SpinArgs, now: number): Promise<string> {
  switch (args.action) {
    case 'show':
      return describeSpin(db);
    case 'weight':
      await setSectorWeight(db, args.sector, args.weight);
      return `Spin sector ${args.sector} weight is ${args.weight}`;
    case 'award':
      await setSectorAward(db, args.sector, args.label, args.awards);
      return `Spin sector ${args.sector} is "${args.label}": ${args.awards.map((x) => `${x.id}:${x.count}`).join(' ')}`;
    case 'set':
      await setSpinConfig(db, SPIN_CONFIG_WORDS[args.field], args.value);
      return `Spin ${args.field} is ${args.value}`;
    case 'grant':
      return grantChancesTo(db, args.account, args.count, args.ticket, now);
  }
}
