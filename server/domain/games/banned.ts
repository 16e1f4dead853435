// Online sabong (cockfighting) is banned in the Philippines: no game or provider of it may ever be listed or added.
// Migration 018 holds the same rule as CHECK constraints on `games` and `game_providers`; this is the rule in code,
// so the operator gets a sentence instead of a constraint name and the catalogue holds even against a bad row.
import { refused } from '../errors.ts';

const BANNED = /sabong|sabung|cock[\s_-]*fight/i;

/** True when any of the texts (a slug, name, code or tag list) names sabong or cockfighting. */
export const isBannedGame = (...texts: string[]) => BANNED.test(texts.join(' '));

export function assertNotBanned(...texts: string[]): void {
  if (isBannedGame(...texts)) throw refused('Online sabong (cockfighting) is banned in the Philippines and cannot be offered');
}
