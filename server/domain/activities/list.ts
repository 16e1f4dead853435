// The activity list (SPEC "Activity") from the `activities` table: what players see (enabled, inside its window, in
// sort order) and the operator's view and edits of every row.
import { isInWindow, type Activity } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import type { ActivityRow } from '../../db/schema.ts';
import { notFound } from '../errors.ts';

const asFlag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

export function toActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    sort: row.sort,
    unloginShowStatus: asFlag(row.unlogin_show_status),
    clickType: row.click_type,
    clickAction: row.click_action,
    themeUrl: row.theme_url,
    homeFloatShowStatus: asFlag(row.home_float_show_status),
    imgUrl4: row.img_url4,
    rules: row.rules,
  };
}

/**
 * Enabled activities open at `now`, in display order. Visitors get them all: the client sends them to login on a
 * tap when unloginShowStatus is 0.
 */
export async function listActivities(db: Database, now: number): Promise<Activity[]> {
  const rows = await db.selectFrom('activities').selectAll().where('enabled', '=', true).orderBy('sort').orderBy('id').execute();
  return rows.filter((row) => isInWindow(row.starts_at, row.ends_at, now)).map(toActivity);
}

/** Whether the spin activity is listed (on and in its dates); hasTurntable also needs its wheel configured (spinOpen). */
export const hasTurntable = (activities: Activity[]) => activities.some((a) => a.clickAction === '/activity/spin');

/** Every row, for the operator: disabled ones and those outside their window too. */
export async function listAllActivities(db: Database): Promise<ActivityRow[]> {
  return db.selectFrom('activities').selectAll().orderBy('sort').orderBy('id').execute();
}

export async function findActivity(db: Database, id: number): Promise<ActivityRow> {
  const row = await db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`No activity ${id}`);
  return row;
}
