// The server's red versus blue tick (every 30 s): settles ended periods, then makes sure this week has its period.
import type { Database } from '../../db/database.ts';
import { ensureWeekPeriod } from './periods.ts';
import { settleDuePeriods } from './settle.ts';

export async function pkTick(db: Database, now: number): Promise<void> {
  await settleDuePeriods(db, now);
  await ensureWeekPeriod(db, now);
}
