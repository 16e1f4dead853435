// The Provider API, POST /provider/v1/<call>: the seamless wallet for an operator's game aggregator. The body is
// read raw (the signature covers its exact bytes), the signature checked, then the JSON parsed with the contract's
// schema; the answer is parsed with it too before it leaves. Every failure is an envelope with a clear message.
import type { FastifyInstance } from 'fastify';
import { PROVIDER_API_BASE, PROVIDER_HEADERS, providerCalls, type ProviderCallName } from '../../contract/provider-api.ts';
import { DomainError } from '../domain/errors.ts';
import { verifySignedRequest } from '../domain/providers/signature.ts';
import { openProviderSession, providerBalance, providerWalletCall } from '../domain/providers/wallet-api.ts';
import { answerForError, describeZodError, ok, sendAnswer } from './envelope.ts';
import type { AppDeps } from './register-call.ts';

type Run = (provider: string, body: never, now: number) => Promise<unknown>;

export function providerApiRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const handlers: Record<ProviderCallName, Run> = {
    session: (provider, body: { launchToken: string }, now) => openProviderSession(db, provider, body.launchToken, now),
    balance: (provider, body: { sessionId: string; playerId: string }, now) => providerBalance(db, provider, body, now),
    debit: (provider, body: Parameters<typeof providerWalletCall>[3], now) => providerWalletCall(db, provider, 'debit', body, now),
    credit: (provider, body: Parameters<typeof providerWalletCall>[3], now) => providerWalletCall(db, provider, 'credit', body, now),
    rollback: (provider, body: Parameters<typeof providerWalletCall>[3], now) => providerWalletCall(db, provider, 'rollback', body, now),
  };

  void app.register(async (scope) => {
    // Only here: JSON arrives as bytes, because the signature is over the body exactly as sent.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, raw, done) => done(null, raw));

    for (const name of Object.keys(providerCalls) as ProviderCallName[]) {
      const call = providerCalls[name];
      scope.post(`${PROVIDER_API_BASE}/${name}`, async (request, reply) => {
        const now = deps.now();
        try {
          const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const header = (key: string) => {
            const value = request.headers[key];
            return typeof value === 'string' ? value : undefined;
          };
          const provider = await verifySignedRequest(
            db,
            {
              provider: header(PROVIDER_HEADERS.provider),
              timestamp: header(PROVIDER_HEADERS.timestamp),
              signature: header(PROVIDER_HEADERS.signature),
              rawBody,
            },
            now,
          );
          let json: unknown;
          try {
            json = JSON.parse(rawBody.toString('utf8'));
          } catch {
            throw new DomainError(400, 'The request body is not valid JSON');
          }
          const parsed = call.request.safeParse(json);
          if (!parsed.success) throw new DomainError(400, describeZodError(parsed.error));
          const data = call.response.parse(await handlers[name](provider, parsed.data as never, now));
          return sendAnswer(reply.header('cache-control', 'no-store'), ok(data));
        } catch (error) {
          return sendAnswer(reply.header('cache-control', 'no-store'), answerForError(error, request.log, reply));
        }
      });
    }
  });
}
