// The activity list (SPEC "Activity") from the `activities` table, in sort order.
import type { Activity } from '../../contract/index.ts';
import type { Database } from '../db/database.ts';
import type { ActivityRow } from '../db/schema.ts';

const asFlag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

function toActivity(row: ActivityRow): Activity {
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
  };
}

/** Enabled activities in display order. Visitors get them all: the client sends them to login on a click when unloginShowStatus is 0. */
export async function listActivities(db: Database): Promise<Activity[]> {
  const rows = await db.selectFrom('activities').selectAll().where('enabled', '=', true).orderBy('sort').orderBy('id').execute();
  return rows.map(toActivity);
}

/** Whether a wheel activity (the spin) is on. */
export const hasTurntable = (activities: Activity[]) => activities.some((a) => a.clickAction === '/activity/spin');
