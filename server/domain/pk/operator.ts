// The operator's red versus blue commands (npm run admin -- pk ...): list periods, set a pool, open a period now, end
// one early, settle an ended one now (the server's tick settles within 30 s of the end anyway).
import { formatMoney, parsePesos } from '../../../contract/money.ts';
import type { Database } from '../../db/database.ts';
import { campTotals } from './members.ts';
import { endPeriodNow, openPeriodNow, periodColumns, setPeriodPool } from './periods.ts';
import { settlePeriod } from './settle.ts';

export const PK_USAGE = 'pk list | pk pool <periodId> <pesos> | pk open | pk end <periodId> | pk settle <periodId>';

type PkArgs = { action: 'list' | 'open' } | { action: 'end' | 'settle'; id: number } | { action: 'pool'; id: number; pool: number };

const id = (text: string | undefined): number | null => (text !== undefined && /^\d{1,12}$/.test(text) && Number(text) > 0 ? Number(text) : null);
/** Pesos with up to two decimals, to hundredths. */

export function parsePkArgs(args: string[]): PkArgs | null {
  const [action, a, b] = args;
  if ((action === 'list' || action === 'open') && args.length === 1) return { action };
  if ((action === 'end' || action === 'settle') && args.length === 2 && id(a) !== null) return { action, id: id(a)! };
  if (action === 'pool' && args.length === 3 && id(a) !== null && parsePesos(b) !== null) return { action, id: id(a)!, pool: parsePesos(b)! };
  return null;
}

const iso = (ms: number) => new Date(ms).toISOString();

async function listPeriods(db: Database, now: number): Promise<string> {
  const rows = await db.selectFrom('pk_periods').select(periodColumns).orderBy('starts_at', 'desc').limit(10).execute();
  if (rows.length === 0) return 'No red versus blue periods yet';
  const lines = [];
  for (const p of rows) {
    const t = await campTotals(db, p.id);
    const state =
      p.settled_at !== null ? `settled, winner ${p.winner}` : p.ends_at <= now ? 'ended, not settled' : now < p.signup_ends_at ? 'sign-up open' : 'running';
    lines.push(
      `#${p.id} ${iso(p.starts_at)} to ${iso(p.ends_at)} (sign-up to ${iso(p.signup_ends_at)}) pool ${formatMoney(p.pool)}; ` +
        `red ${t.red.members} members ${formatMoney(t.red.validBet)}, blue ${t.blue.members} members ${formatMoney(t.blue.validBet)}; ${state}`,
    );
  }
  return lines.join('\n');
}

export async function runPk(db: Database, args: PkArgs, now: number): Promise<string> {
  switch (args.action) {
    case 'list':
      return listPeriods(db, now);
    case 'pool':
      await setPeriodPool(db, args.id, args.pool);
      return `Period ${args.id} pool is ${formatMoney(args.pool)}`;
    case 'open':
      return `Period ${await openPeriodNow(db, now)} is open from now to the end of the Manila week`;
    case 'end':
      await endPeriodNow(db, args.id, now);
      return `Period ${args.id} has ended; settle it with: pk settle ${args.id}`;
    case 'settle': {
      const s = await settlePeriod(db, args.id, now);
      if (!s.settledNow) return `Period ${args.id} was settled already (winner ${s.winner})`;
      return `Period ${args.id} settled: winner ${s.winner}, ${formatMoney(s.paid)} paid to ${s.winners} player${s.winners === 1 ? '' : 's'}`;
    }
  }
}
