// Scratch card calls. Each acts on the caller's own diamonds and cards only.
import { randomUUID } from 'node:crypto';
import { calls } from '../../contract/index.ts';
import { buyCards, scratchCard, scratchInfo, scratchLog } from '../domain/scratch/cards.ts';
import type { CallRegistry } from './register-call.ts';

export function scratchRoutes(registry: CallRegistry): void {
  registry.register(calls.getScratchCardInfo, ({ db, requireUser }) => scratchInfo(db, requireUser().userId));
  registry.register(calls.diamondExchangeScratchcard, ({ db, now, requireUser, body, request }) => {
    const header = request.headers['idempotency-key'];
    // Without a key each request is its own purchase; with one, a retry the replay store missed still buys once.
    const key = typeof header === 'string' && header.length > 0 ? `key:${header}` : `once:${randomUUID()}`;
    return buyCards(db, requireUser().userId, body.kindId, body.count, key, now);
  });
  registry.register(calls.scratchCardLottery, ({ db, now, requireUser, body }) => scratchCard(db, requireUser().userId, body.cardId, now));
  registry.register(calls.searchScratchCardAwardLog, ({ db, requireUser, body }) => scratchLog(db, requireUser().userId, body.pageNum));
}
