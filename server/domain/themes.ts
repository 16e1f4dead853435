// Themes in the `themes` table: one default (anonymous/appTheme) and others reachable by id for previews.
import type { Theme } from '../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { notFound } from './errors.ts';

type ThemeRow = { theme_name: string; theme_domian: string; theme_json_data: string };

const toTheme = (row: ThemeRow): Theme => ({ themeName: row.theme_name, themeDomian: row.theme_domian, themeJsonData: row.theme_json_data });

export async function defaultTheme(db: Database): Promise<Theme> {
  const row = await db
    .selectFrom('themes')
    .select(['theme_name', 'theme_domian', 'theme_json_data'])
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  if (!row) throw notFound('No theme is set up');
  return toTheme(row);
}

export async function themeById(db: Database, id: string): Promise<Theme> {
  const row = await db.selectFrom('themes').select(['theme_name', 'theme_domian', 'theme_json_data']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`No theme with id "${id}"`);
  return toTheme(row);
}
