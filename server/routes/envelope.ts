// Builds the answer envelope `{code, msg, data}` and turns errors into envelopes whose code is also the HTTP status.
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { Code } from '../../contract/index.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../contract/constants.ts';
import { validationInFilipino } from '../../contract/fil-validation.ts';
import { translateMessage } from '../domain/content/fil-messages.ts';
import { DomainError } from '../domain/errors.ts';
import { RateLimitedError } from '../domain/rate-limit.ts';

export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

export interface Answer {
  status: number;
  envelope: Envelope;
}

export const ok = (data: unknown): Answer => ({ status: 200, envelope: { code: Code.ok, msg: 'ok', data } });
export const failure = (code: number, msg: string): Answer => ({ status: code, envelope: { code, msg, data: null } });

export function sendAnswer(reply: FastifyReply, answer: Answer): FastifyReply {
  return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.envelope);
}

/** `eventList[0].id` from a zod path. */
function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), '');
}

/**
 * One readable line naming the fields at fault, e.g. `account: Use letters, digits and _ only`, its own words in the
 * player's language: a contract rule's text by contract/fil-validation.ts, zod's and ours by content/fil-messages.ts
 * (field names stay as the contract names them).
 */
export function describeZodError(error: z.ZodError, language: Language = DEFAULT_LANGUAGE): string {
  const say = (message: string) => {
    const rule = language === 'fil' ? validationInFilipino(message) : message;
    return rule !== message ? rule : translateMessage(message, language);
  };
  const lines = error.issues.slice(0, 3).map((issue) => {
    const where = pathText(issue.path);
    const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
    if (!where) return say(missing ? 'Request body is required' : `Request body: ${issue.message}`);
    return missing ? say(`${where} is required`) : `${where}: ${say(issue.message)}`;
  });
  const extra = error.issues.length - 3;
  return lines.join('; ') + (extra > 0 ? ` ${say(`(and ${extra} more)`)}` : '');
}

/**
 * A failed envelope `{code, msg, data}` with its msg in the player's language (content/fil-messages.ts); any other
 * payload as it is. An operator's translation of that exact text wins: it is left for translateValue to apply.
 */
export function localiseFailure<T>(payload: T, language: Language, operatorTexts?: ReadonlyMap<string, string>): T {
  if (language === DEFAULT_LANGUAGE || payload === null || typeof payload !== 'object') return payload;
  const envelope = payload as Partial<Envelope>;
  if (typeof envelope.code !== 'number' || envelope.code === Code.ok || typeof envelope.msg !== 'string') return payload;
  if (operatorTexts?.has(envelope.msg)) return payload;
  const msg = translateMessage(envelope.msg, language, operatorTexts);
  return msg === envelope.msg ? payload : { ...payload, msg };
}

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Maps a thrown error to an answer: domain errors keep their code; anything else is logged and hidden. */
export function answerForError(error: unknown, log: FastifyBaseLogger, reply?: FastifyReply): Answer {
  if (error instanceof DomainError) {
    if (error instanceof RateLimitedError) reply?.header('retry-after', String(error.retryAfterSeconds));
    return { status: error.code, envelope: { code: error.envelopeCode, msg: error.message, data: null } };
  }
  log.error({ err: error }, 'unexpected error in a call');
  return failure(Code.serverError, SERVER_ERROR_MESSAGE);
}
