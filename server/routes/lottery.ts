// Lotto 6/42 calls. Every call acts on the caller's own lines and orders; draws and products are the same for all.
import { calls } from '../../contract/index.ts';
import { claimProduct, playerOrders } from '../domain/lottery/orders.ts';
import { buyLines, lotteryHistory, lotteryInfo, lotteryProducts, lotteryRecord } from '../domain/lottery/tickets.ts';
import type { CallRegistry } from './register-call.ts';

export function lotteryRoutes(registry: CallRegistry): void {
  registry.register(calls.getLotteryInfo, ({ db, now, requireUser }) => lotteryInfo(db, requireUser().userId, now));
  registry.register(calls.buyLotteryTickets, ({ db, now, body, requireUser }) => buyLines(db, requireUser().userId, body, now));
  registry.register(calls.getLotteryRecord, ({ db, body, requireUser }) => lotteryRecord(db, requireUser().userId, body.pageNum, body.pageSize));
  registry.register(calls.getLotteryHistory, ({ db, body, requireUser }) => {
    requireUser();
    return lotteryHistory(db, body.pageNum, body.pageSize);
  });
  registry.register(calls.getLotteryProducts, ({ db, requireUser }) => {
    requireUser();
    return lotteryProducts(db);
  });
  registry.register(calls.getLotteryOrders, ({ db, requireUser }) => playerOrders(db, requireUser().userId));
  registry.register(calls.claimLotteryProduct, ({ db, now, body, requireUser }) => claimProduct(db, requireUser().userId, body.ticketId, body.address, now));
}
