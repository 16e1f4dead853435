// Spin wheel calls. The spin and the record act on the caller's own chances and spins; the info shows a visitor the
// wheel without chances, and other players only masked.
import { calls } from '../../contract/index.ts';
import { spinInfo, spinRecord } from '../domain/spin/info.ts';
import { spinOnce } from '../domain/spin/spin.ts';
import type { CallRegistry } from './register-call.ts';

export function spinRoutes(registry: CallRegistry): void {
  registry.register(calls.getSpinInfo, ({ db, now, user }) => spinInfo(db, user?.userId ?? null, now));
  registry.register(calls.actInviteUserSpin, ({ db, now, requireUser }) => spinOnce(db, requireUser().userId, now));
  registry.register(calls.getSpinRecord, ({ db, body, requireUser }) => spinRecord(db, requireUser().userId, body.pageNum, body.pageSize));
}
