// POST /admin/<command>: operator commands for the admin CLI, from loopback only, with the token in <DATA_DIR>/admin-token.
// POST /admin/backup answers the embedded database as a gzipped tarball (the CLI writes it to the operator's file).
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Code } from '../../contract/index.ts';
import { runOperatorCommand, UsageError } from '../domain/operator.ts';
import { dumpEmbedded, POSTGRES_BACKUP_HELP } from '../db/backup.ts';
import { isEmbedded } from '../db/database.ts';
import { answerForError, failure, ok, sendAnswer } from './envelope.ts';
import type { AppDeps } from './register-call.ts';

const adminRequest = z.object({ args: z.array(z.string().max(512)).max(64).default([]) });

export function isLoopback(address: string | undefined): boolean {
  return !!address && (address === '::1' || /^(::ffff:)?127\./.test(address));
}

// Hash both sides so the comparison is constant-time whatever the lengths.
const digest = (text: string) => createHash('sha256').update(text).digest();
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/** Refuses (and answers true) unless the request comes from this machine with the admin token. */
function refusedCaller(request: FastifyRequest, reply: FastifyReply, adminToken: string): boolean {
  // The socket's address, not request.ip: a forwarded-for header must not make a remote caller look local.
  if (!isLoopback(request.socket.remoteAddress)) {
    sendAnswer(reply, failure(Code.refused, 'Admin commands are accepted only from this machine'));
    return true;
  }
  const token = request.headers['x-admin-token'];
  if (typeof token !== 'string' || !sameToken(token, adminToken)) {
    sendAnswer(reply, failure(Code.refused, 'Wrong or missing x-admin-token'));
    return true;
  }
  return false;
}

export function adminRoutes(app: FastifyInstance, deps: AppDeps, adminToken: string): void {
  app.post('/admin/backup', async (request, reply) => {
    if (refusedCaller(request, reply, adminToken)) return reply;
    if (!isEmbedded(deps.db)) return sendAnswer(reply, failure(Code.refused, POSTGRES_BACKUP_HELP));
    const tarball = await dumpEmbedded(deps.db);
    return reply.type('application/gzip').header('cache-control', 'no-store').send(Buffer.from(tarball));
  });

  app.post<{ Params: { command: string } }>('/admin/:command', async (request, reply) => {
    if (refusedCaller(request, reply, adminToken)) return reply;
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
