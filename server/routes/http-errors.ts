// Fastify's own errors (bad JSON, wrong content type, body too large) and unknown paths become envelopes, never a 500.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calls, Code } from '../../contract/index.ts';
import { requestLanguage } from '../domain/content/translations.ts';
import { translateMessage } from '../domain/content/fil-messages.ts';
import { failure, sendAnswer, SERVER_ERROR_MESSAGE, type Answer } from './envelope.ts';

export const BODY_LIMIT = 64 * 1024;
export const UNKNOWN_CALL = 'Unknown call';

const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty: send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
};

/** A byte count as the limit message says it: whole MiB from 1 MiB up, else KiB. */
export const sizeLabel = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MiB` : `${Math.round(bytes / 1024)} KiB`);

function messageFor(error: FastifyError, request: FastifyRequest): string {
  // The route's own limit (image uploads have a larger one than the app's).
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = sizeLabel(request.routeOptions.bodyLimit ?? BODY_LIMIT);
    return `The request body is larger than ${limit}`;
  }
  if (FRIENDLY[error.code]) return FRIENDLY[error.code]!;
  if (error instanceof SyntaxError) return FRIENDLY.FST_ERR_CTP_INVALID_JSON_BODY!;
  return error.message;
}

/** A failure in the language of the request's locale cookie (an unknown path has no call whose hook would translate it). */
const failureFor = (request: FastifyRequest, code: number, message: string): Answer =>
  failure(code, translateMessage(message, requestLanguage(request.headers.cookie)));

/** API paths: an unknown one is an unknown call, never the PWA's index.html. */
export const isApiPath = (url: string) => /^\/(app|anonymous|admin|provider|__test)(\/|$|\?)/.test(url);

export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply> | undefined;

export function installHttpErrors(app: FastifyInstance, fallback?: NotFoundFallback): void {
  // sendBeacon posts a string as text/plain; only the event log accepts that, so no other call is reachable by a
  // cross-site simple request.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    if (request.routeOptions.url !== calls.appEventLogClient.path) {
      done(Object.assign(new Error(FRIENDLY.FST_ERR_CTP_INVALID_MEDIA_TYPE), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }), undefined);
      return;
    }
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error(FRIENDLY.FST_ERR_CTP_INVALID_JSON_BODY), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendAnswer(reply, failureFor(request, status, messageFor(error, request)));
    request.log.error({ err: error }, 'unhandled error');
    return sendAnswer(reply, failureFor(request, Code.serverError, SERVER_ERROR_MESSAGE));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url;
    if (/^\/(app\/v1|anonymous)\//.test(path)) return sendAnswer(reply, failureFor(request, Code.notFound, UNKNOWN_CALL));
    if (fallback && !isApiPath(path)) {
      const handled = fallback(request, reply);
      if (handled) return handled;
    }
    return sendAnswer(reply, failureFor(request, Code.notFound, 'Not found'));
  });
}
