// Account register, login and logout.
import { calls } from '../../contract/index.ts';
import { login, register } from '../domain/auth.ts';
import { revokeSession } from '../domain/sessions.ts';
import type { CallRegistry } from './register-call.ts';

export function authRoutes(registry: CallRegistry): void {
  // A confirmed notice is enforced by the contract schema (confirmNotice must be true).
  registry.register(calls.accountRegist, ({ db, body, ip, now }) => register(db, body, ip, now), { replayable: false });

  registry.register(calls.accountLogin, ({ db, body, ip, now }) => login(db, body, ip, now), { replayable: false });

  // Public so that logging out with an already dead token still succeeds; it only ever revokes the caller's own token.
  registry.register(calls.logout, async ({ db, user, now }) => {
    if (user) await revokeSession(db, user.sessionId, now);
    return {};
  });
}
