// Builds the answer envelope `{code, msg, data}` and turns errors into envelopes whose code is also the HTTP status.
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { Code } from '../../contract/index.ts';
import { CodedRefusal, DomainError } from '../domain/errors.ts';
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

/** One readable line naming the fields at fault, e.g. `account: Use letters, digits and _ only`. */
export function describeZodError(error: z.ZodError): string {
  const lines = error.issues.slice(0, 3).map((issue) => {
    const where = pathText(issue.path) || 'Request body';
    const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
    return missing ? `${where} is required` : `${where}: ${issue.message}`;
  });
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : '';
  return lines.join('; ') + more;
}

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Maps a thrown error to an answer: domain errors keep their code; anything else is logged and hidden. */
export function answerForError(error: unknown, log: FastifyBaseLogger, reply?: FastifyReply): Answer {
  if (error instanceof DomainError) {
    if (error instanceof RateLimitedError) reply?.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof CodedRefusal) return { status: error.code, envelope: { code: error.envelopeCode, msg: error.message, data: null } };
    return failure(error.code, error.message);
  }
  log.error({ err: error }, 'unexpected error in a call');
  return failure(Code.serverError, SERVER_ERROR_MESSAGE);
}
