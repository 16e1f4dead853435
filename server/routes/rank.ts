// The rank list: read-only, the caller's own row unmasked, everyone else masked.
import { calls } from '../../contract/index.ts';
import { rankList } from '../domain/rank/leaderboard.ts';
import type { CallRegistry } from './register-call.ts';

export function rankRoutes(registry: CallRegistry): void {
  registry.register(calls.getRankList, ({ db, body, now, requireUser }) => rankList(db, requireUser().userId, body.board, body.period, body.pageNum, now));
}
