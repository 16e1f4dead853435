// The operator's `activity` command: list, show, add and edit activity rows and set the sign-up bonus. Arguments are
// checked before any database is opened (a wrong word returns null: the caller prints the usage); rules that need
// the row (clickAction against clickType, the window's order) are checked when it runs.
import { ACTIVITY_TYPE, clickActionProblem, type Award } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import type { ActivitiesTable, ActivityRow } from '../../db/schema.ts';
import { badInput, conflict } from '../errors.ts';
import { findActivity, listAllActivities } from './list.ts';
import { readSignUpBonus, writeSignUpBonus } from './signup-bonus.ts';

/** The fields `set` may change, by the names the contract uses, with their column. */
const FIELDS = {
  name: 'name',
  type: 'type',
  sort: 'sort',
  unloginShowStatus: 'unlogin_show_status',
  clickType: 'click_type',
  clickAction: 'click_action',
  themeUrl: 'theme_url',
  homeFloatShowStatus: 'home_float_show_status',
  imgUrl4: 'img_url4',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
  rules: 'rules',
} as const satisfies Record<string, keyof ActivitiesTable>;
type Field = keyof typeof FIELDS;
type Value = string | number | null;

export const ACTIVITY_USAGE = [
  'activity list | activity show <id> | activity add <id> <sort> <type 1|2> <clickType 1|2|3> <clickAction> <name...>',
  `activity set <id> <${Object.keys(FIELDS).join('|')}> <value...> (times: ISO 8601 with zone, or "none")`,
  'activity enable <id> | activity disable <id> | activity signup-bonus [<propId>:<count>... | off]',
].join(' | ');

export type ActivityArgs =
  | { action: 'list' }
  | { action: 'show' | 'enable' | 'disable'; id: number }
  | { action: 'add'; id: number; sort: number; type: number; clickType: number; clickAction: string; name: string }
  | { action: 'set'; id: number; field: Field; value: Value }
  | { action: 'signup-bonus'; awards: Award[] | null };

const positiveInt = (text: string | undefined): number | null => (text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);
const int = (text: string | undefined): number | null => (text && /^-?\d{1,9}$/.test(text) ? Number(text) : null);
const isField = (name: string | undefined): name is Field => name !== undefined && Object.hasOwn(FIELDS, name);

/** A field's value from its words, or null when it cannot be one (undefined: a time of "none"). */
function parseValue(field: Field, words: string[]): Value | undefined {
  const text = words.join(' ');
  if (field === 'startsAt' || field === 'endsAt') {
    if (text === 'none') return null;
    // A zone is required: "12:00" alone would be read in the server's zone, not Manila's.
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return undefined;
    const ms = Date.parse(text);
    return Number.isFinite(ms) ? ms : undefined;
  }
  if (field === 'unloginShowStatus' || field === 'homeFloatShowStatus') return text === '0' || text === '1' ? Number(text) : undefined;
  if (field === 'type') return text === '1' || text === '2' ? Number(text) : undefined;
  if (field === 'clickType') return ['1', '2', '3'].includes(text) ? Number(text) : undefined;
  if (field === 'sort') return int(text) ?? undefined;
  if (field === 'name') return text.trim().length > 0 && text.length <= 60 ? text.trim() : undefined;
  if (field === 'rules') return text.length <= 4000 ? text : undefined;
  return text;
}

export function parseActivityArgs(args: string[]): ActivityArgs | null {
  const [action, idText, ...rest] = args;
  if (action === 'list') return args.length === 1 ? { action } : null;
  if (action === 'signup-bonus') {
    const words = args.slice(1);
    if (words.length === 0) return { action, awards: null };
    if (words.length === 1 && words[0] === 'off') return { action, awards: [] };
    const awards = words.map((w) => /^(\d{1,9}):(\d{1,12})$/.exec(w)).map((m) => (m && Number(m[2]) > 0 ? { id: Number(m[1]), count: Number(m[2]) } : null));
    return awards.every((a) => a !== null) ? { action, awards } : null;
  }
  const id = positiveInt(idText);
  if (id === null) return null;
  if ((action === 'show' || action === 'enable' || action === 'disable') && rest.length === 0) return { action, id };
  if (action === 'add') {
    const [sortText, typeText, clickTypeText, clickAction, ...name] = rest;
    const sort = int(sortText);
    const type = int(typeText);
    const clickType = int(clickTypeText);
    const title = name.join(' ').trim();
    if (sort === null || (type !== 1 && type !== 2) || clickType === null || !clickAction || !title || title.length > 60) return null;
    return { action, id, sort, type, clickType, clickAction, name: title };
  }
  if (action === 'set') {
    const [field, ...words] = rest;
    if (!isField(field) || words.length === 0) return null;
    const value = parseValue(field, words);
    return value === undefined ? null : { action, id, field, value };
  }
  return null;
}

const time = (ms: number | null) => (ms === null ? 'always' : new Date(ms).toISOString());
const line = (r: ActivityRow) =>
  [
    r.id,
    `sort ${r.sort}`,
    r.type === ACTIVITY_TYPE.startModal ? 'start-modal' : 'listed',
    r.enabled ? 'on' : 'off',
    `${r.click_type}:${r.click_action}`,
    r.name,
  ].join('\t');

function describe(r: ActivityRow): string {
  return [
    line(r),
    `  window: ${time(r.starts_at)} to ${time(r.ends_at)}`,
    `  unloginShowStatus ${r.unlogin_show_status}, homeFloatShowStatus ${r.home_float_show_status}, themeUrl "${r.theme_url}", imgUrl4 "${r.img_url4}"`,
    `  rules: ${r.rules || '(none)'}`,
  ].join('\n');
}

function checkRow(r: Pick<ActivityRow, 'click_type' | 'click_action' | 'starts_at' | 'ends_at'>): void {
  const problem = clickActionProblem(r.click_type, r.click_action);
  if (problem) throw badInput(`clickAction "${r.click_action}" does not fit clickType ${r.click_type}: ${problem}`);
  if (r.starts_at !== null && r.ends_at !== null && r.starts_at >= r.ends_at) throw badInput('startsAt must be before endsAt');
}

export async function runActivityCommand(db: Database, args: ActivityArgs): Promise<string> {
  switch (args.action) {
    case 'list': {
      const rows = await listAllActivities(db);
      return rows.length === 0 ? 'No activities' : rows.map(line).join('\n');
    }
    case 'show':
      return describe(await findActivity(db, args.id));
    case 'enable':
    case 'disable': {
      await findActivity(db, args.id);
      await db
        .updateTable('activities')
        .set({ enabled: args.action === 'enable' })
        .where('id', '=', args.id)
        .execute();
      return `Activity ${args.id} ${args.action}d; apps see it on their next activity refresh`;
    }
    case 'add': {
      const row = { id: args.id, sort: args.sort, type: args.type, click_type: args.clickType, click_action: args.clickAction, name: args.name };
      checkRow({ ...row, starts_at: null, ends_at: null });
      const added = await db
        .insertInto('activities')
        .values(row)
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!added) throw conflict(`Activity ${args.id} exists; change it with "activity set"`);
      return `Activity ${args.id} added (enabled, always open)`;
    }
    case 'set': {
      const column = FIELDS[args.field];
      const row = { ...(await findActivity(db, args.id)), [column]: args.value };
      checkRow(row);
      await db
        .updateTable('activities')
        .set({ [column]: args.value })
        .where('id', '=', args.id)
        .execute();
      return describe(row);
    }
    case 'signup-bonus': {
      if (args.awards) await writeSignUpBonus(db, args.awards);
      const awards = args.awards ?? (await readSignUpBonus(db));
      const text = awards.length === 0 ? 'off' : awards.map((a) => `${a.id}:${a.count}`).join(' ');
      return `Sign-up bonus for new players: ${text}`;
    }
  }
}
