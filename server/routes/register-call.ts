// Registers a contract call as `POST <path>`: maintenance gate, token, body parse, Idempotency-Key, envelope.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Code, type CallDef, type MaintenanceState } from '../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { DEFAULT_MAINTENANCE_MESSAGE, MAINTENANCE_KEY, parseMaintenance, readMaintenance } from '../domain/app-config.ts';
import type { Clock } from '../domain/clock.ts';
import type { HeartbeatWriter } from '../domain/heartbeats.ts';
import type { PaymentChannels } from '../domain/payments/channel.ts';
import { DomainError } from '../domain/errors.ts';
import { hashToken, resolveToken, resolveTokenAndMaintenance, type ActiveSession } from '../domain/sessions.ts';
import type { SessionCache } from '../domain/session-cache.ts';
import { requestLanguage, translateValue, translationTable } from '../domain/content/translations.ts';
import { DEFAULT_LANGUAGE } from '../../contract/constants.ts';
import { answerForError, describeZodError, failure, localiseFailure, ok, sendAnswer, type Answer } from './envelope.ts';
import { abandonIdempotent, beginIdempotent, finishIdempotent, hashRequest, type IdempotencySlot } from './idempotency.ts';

export interface AppDeps {
  db: Database;
  now: Clock;
  /** The payment channels switched on (the sandbox only when asked for). */
  channels: PaymentChannels;
  /** The heartbeat's presence writes, batched (domain/heartbeats.ts). */
  heartbeats: HeartbeatWriter;
  /** What the heartbeat checks, kept in this process (domain/session-cache.ts). */
  sessions?: SessionCache;
}

export interface Caller {
  userId: number;
  sessionId: number;
}

export interface CallContext<Req> {
  body: Req;
  db: Database;
  channels: PaymentChannels;
  heartbeats: HeartbeatWriter;
  /** The clock's reading when the request arrived. */
  now: number;
  ip: string;
  /** The signed-in player, or null for a visitor. */
  user: Caller | null;
  /** A token was sent but it is unknown, expired or revoked. */
  tokenInvalid: boolean;
  /** The player of a 'required' call (never null there). */
  requireUser(): Caller;
  request: FastifyRequest;
}

export interface CallOptions {
  /**
   * Whether an Idempotency-Key replays the first answer (write calls only). Off for calls whose answer carries a new
   * session token: tokens are stored only as hashes, so the answer cannot be kept for a replay.
   */
  replayable?: boolean;
  /** A larger body limit for this one route (bytes), e.g. image uploads; every other route keeps the app's 64 KiB. */
  bodyLimit?: number;
  /**
   * The session and maintenance switch may come from this process's cache (domain/session-cache.ts) instead of a
   * query: for the heartbeat, which moves nothing and is sent far more often than anything else.
   */
  cachedGate?: boolean;
}

export const NOT_SIGNED_IN = 'Please log in to continue.';
export const SESSION_ENDED = 'Your session has ended. Please log in again.';
const MAX_KEY_LENGTH = 255;

/** `authorization` carries the raw token or `Bearer <token>`. */
export function tokenFrom(header: string | undefined): string | null {
  const token = header
    ?.trim()
    .replace(/^Bearer\s+/i, '')
    .trim();
  return token ? token : null;
}

/** Registers calls on one app and remembers which, so the app can refuse to start with a contract call missing. */
export class CallRegistry {
  readonly registered = new Set<string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly deps: AppDeps,
  ) {}

  register<Req extends z.ZodType, Res extends z.ZodType>(
    call: CallDef<Req, Res>,
    handler: (ctx: CallContext<z.output<Req>>) => Promise<z.input<Res>>,
    options: CallOptions = {},
  ): void {
    if (this.registered.has(call.name)) throw new Error(`call ${call.name} registered twice`);
    this.registered.add(call.name);
    const { db } = this.deps;
    // The answer in the player's language (the locale cookie) as it leaves, replays too: a failure's msg in the server's
    // own words (content/fil-messages.ts), then the operator's texts, which win for a text they translate.
    const preSerialization = async (request: FastifyRequest, _reply: unknown, payload: unknown) => {
      const language = requestLanguage(request.headers.cookie);
      if (language === DEFAULT_LANGUAGE) return payload;
      const operatorTexts = await translationTable(db, language, this.deps.now());
      return translateValue(localiseFailure(payload, language, operatorTexts), operatorTexts);
    };
    const routeOptions = { preSerialization, ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}) };
    this.app.post(call.path, routeOptions, async (request, reply) => {
      const now = this.deps.now();
      try {
        const token = tokenFrom(request.headers.authorization);
        // A signed-in call reads the maintenance switch and its session in one round trip.
        let session: ActiveSession | null = null;
        let maintenance: MaintenanceState | null = null;
        if (token && !call.duringMaintenance) {
          const tokenHash = hashToken(token);
          const cache = options.cachedGate ? this.deps.sessions : undefined;
          const kept = cache?.lookup(tokenHash, now);
          if (kept) {
            session = kept.session;
            maintenance = kept.maintenance;
          } else {
            const mark = cache?.mark() ?? 0;
            const gate = await resolveTokenAndMaintenance(db, tokenHash, now, MAINTENANCE_KEY);
            session = gate.session;
            maintenance = parseMaintenance(gate.maintenance);
            cache?.keep(mark, { tokenHash, session, expiresAt: gate.expiresAt, maintenance }, now);
          }
        } else {
          if (!call.duringMaintenance) maintenance = await readMaintenance(db);
          if (token) session = await resolveToken(db, token, now);
        }
        if (maintenance?.status) return sendAnswer(reply, failure(Code.maintenance, maintenance.message || DEFAULT_MAINTENANCE_MESSAGE));
        if (call.auth === 'required' && !session) return sendAnswer(reply, failure(Code.unauthorized, token ? SESSION_ENDED : NOT_SIGNED_IN));

        // No body at all reads as {}; a JSON `null` (or any non-object) is bad input like any other wrong type.
        const parsed = call.request.safeParse(request.body === undefined ? {} : request.body);
        if (!parsed.success) return sendAnswer(reply, failure(Code.badInput, describeZodError(parsed.error, requestLanguage(request.headers.cookie))));

        const user = session ? { userId: session.userId, sessionId: session.sessionId } : null;
        const ctx: CallContext<z.output<Req>> = {
          body: parsed.data,
          db,
          channels: this.deps.channels,
          heartbeats: this.deps.heartbeats,
          now,
          ip: request.ip,
          user,
          tokenInvalid: token !== null && session === null,
          requireUser: () => {
            if (!user) throw new DomainError(401, NOT_SIGNED_IN);
            return user;
          },
          request,
        };
        const run = async (): Promise<Answer> => {
          try {
            // The answer is checked against the contract too: a handler bug becomes a logged 500, not bad data on a phone.
            return ok(call.response.parse(await handler(ctx)));
          } catch (error) {
            return answerForError(error, request.log, reply);
          }
        };

        const key = request.headers['idempotency-key'];
        if (call.kind !== 'write' || options.replayable === false || key === undefined) return sendAnswer(reply, await run());
        if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH)
          return sendAnswer(reply, failure(Code.badInput, `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters`));

        // The parsed body, not the raw one: unknown fields are gone (a deeply nested extra field cannot reach the hash's
        // recursion), and a retry that differs only in what the call ignores is the same request.
        const slot: IdempotencySlot = { key, scope: user ? `user:${user.userId}` : 'visitor', call: call.name };
        const begin = await beginIdempotent(db, slot, hashRequest(parsed.data), now);
        if (begin.kind === 'replay') return sendAnswer(reply.header('idempotent-replayed', 'true'), begin.answer);
        const answer = await run();
        // A retry should try again after a server error or a rate limit, not get the same refusal back.
        if (answer.status >= 500 || answer.status === Code.rateLimited) await abandonIdempotent(db, slot);
        else await finishIdempotent(db, slot, answer);
        return sendAnswer(reply, answer);
      } catch (error) {
        return sendAnswer(reply, answerForError(error, request.log, reply));
      }
    });
  }
}
