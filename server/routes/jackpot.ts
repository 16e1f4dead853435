// Jackpot draw calls. Every call acts on the caller's own chances and draws; other players only appear masked.
import { calls } from '../../contract/index.ts';
import { drawOnce } from '../domain/jackpot/draw.ts';
import { jackpotDrawInfo, jackpotRank, personDrawLog } from '../domain/jackpot/info.ts';
import type { CallRegistry } from './register-call.ts';

export function jackpotRoutes(registry: CallRegistry): void {
  registry.register(calls.getJackpotDrawInfo, ({ db, requireUser }) => jackpotDrawInfo(db, requireUser().userId));
  registry.register(calls.receiveDrawChance, ({ db, now, requireUser }) => drawOnce(db, requireUser().userId, now));
  registry.register(calls.getPersonJackpotDrawAwardLog, ({ db, body, requireUser }) => personDrawLog(db, requireUser().userId, body.pageNum, body.pageSize));
  registry.register(calls.getJackpotRank, ({ db, body, requireUser }) => jackpotRank(db, requireUser().userId, body.pageNum, body.pageSize));
}
