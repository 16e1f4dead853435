// POST /admin/<command>: operator commands for the admin CLI, from loopback only, with the token in <DATA_DIR>/admin-token.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Code } from '../../contract/index.ts';
import { runOperatorCommand, UsageError } from '../domain/operator.ts';
import { answerForError, failure, ok, sendAnswer } from './envelope.ts';
import type { AppDeps } from './register-call.ts';

const adminRequest = z.object({ args: z.array(z.string().max(512)).max(64).default([]) });

export function isLoopback(address: string | undefined): boolean {
  return !!address && (address === '::1' || /^(::ffff:)?127\./.test(address));
}

// Hash both sides so the comparison is constant-time whatever the lengths.
const digest = (text: string) => createHash('sha256').update(text).digest();
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

export function adminRoutes(app: FastifyInstance, deps: AppDeps, adminToken: string): void {
  app.post<{ Params: { command: string } }>('/admin/:command', async (request, reply) => {
    // The socket's address, not request.ip: a forwarded-for header must not make a remote caller look local.
    if (!isLoopback(request.socket.remoteAddress)) return sendAnswer(reply, failure(Code.refused, 'Admin commands are accepted only from this machine'));
    const token = request.headers['x-admin-token'];
    if (typeof token !== 'string' || !sameToken(token, adminToken)) return sendAnswer(reply, failure(Code.refused, 'Wrong or missing x-admin-token'));
    const parsed = adminRequest.safeParse(request.body ?? {});
    if (!parsed.success) return sendAnswer(reply, failure(Code.badInput, 'Send {"args": [string, ...]}'));
    try {
      const result = await runOperatorCommand(deps.db, request.params.command, parsed.data.args, deps.now());
      return sendAnswer(reply, ok({ result }));
    } catch (error) {
      if (error instanceof UsageError) return sendAnswer(reply, failure(Code.badInput, error.message));
      return sendAnswer(reply, answerForError(error, request.log, reply));
    }
  });
}
