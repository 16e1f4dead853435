// What can stop a player's next real-money spin after the last one: the maintenance switch, the game leaving the
// catalogue or going into maintenance, and the game session ending (logout, revocation, leaving the game, expiry).
// The game API keeps the gate row of a session that spun lately (routes/spin-gates.ts), so a spin reads these again
// with its balance, in the same statement, and this is the check that decides.
import { sql } from 'kysely';
import { DEFAULT_MAINTENANCE_MESSAGE, MAINTENANCE_KEY, parseMaintenance } from '../app-config.ts';
import { MaintenanceError, notFound } from '../errors.ts';
import { gamePaused } from './catalogue.ts';
import { sessionOfLaunch, type LaunchRow } from './launches.ts';
import type { Value } from '../../db/rows.ts';

/** The gate's changing facts as one JSON column, for the spin's read statement. */
export const spinGateColumn = (launchHash: Value<string>, gameId: Value<number>) =>
  sql`json_build_object(
    'maintenance', (SELECT value FROM app_config WHERE key = ${MAINTENANCE_KEY}),
    'status', (SELECT status FROM games WHERE id = ${gameId}::integer),
    'launch', (SELECT row_to_json(x) FROM (
      SELECT l.token_hash, l.user_id, l.game_id, l.try_it, l.activity_id, l.ended_at, l.opened_at,
        s.revoked_at AS app_revoked_at, s.expires_at AS app_expires_at
      FROM game_launches l LEFT JOIN sessions s ON s.id = l.app_session_id
      WHERE l.token_hash = ${launchHash}) AS x))`;

interface SpinGate {
  maintenance: unknown;
  status: string | null;
  launch: LaunchRow | null;
}

/** Throws what the game API's gate would answer now (maintenance, the game paused, the session ended); else nothing. */
export function assertSpinGate(json: unknown, game: { id: number; name: string }, now: number): void {
  const gate = (typeof json === 'string' ? JSON.parse(json) : json) as SpinGate;
  const maintenance = parseMaintenance(gate.maintenance);
  if (maintenance.status) throw new MaintenanceError(maintenance.message || DEFAULT_MAINTENANCE_MESSAGE);
  // As the gate answers a game taken out of the catalogue (catalogue.ts builtinGameRow) or paused (rounds.ts).
  if (gate.status === 'off' || gate.status === null) throw notFound('This game does not exist');
  if (gate.status !== 'on') throw gamePaused(game.name);
  sessionOfLaunch(gate.launch ?? undefined, game.id, now);
}
