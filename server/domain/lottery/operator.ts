// The operator's lottery commands (npm run admin -- lottery ...): draw now, list and move product orders, list draws.
import type { Database } from '../../db/database.ts';
import { formatNumbers } from '../../../contract/lottery.ts';
import { oldestOpenDraw, runDraw, salesDraw } from './draws.ts';
import { listOrders, ORDER_STATUSES, setOrderStatus, type OrderStatus } from './orders.ts';

type LotteryArgs =
  | { action: 'draw'; drawId: number | null }
  | { action: 'show' }
  | { action: 'orders'; status?: OrderStatus }
  | { action: 'order'; orderId: number; status: OrderStatus };

const id = (text: string | undefined): number | null => (text !== undefined && /^\d{1,12}$/.test(text) && Number(text) > 0 ? Number(text) : null);
const isStatus = (text: string | undefined): text is OrderStatus => ORDER_STATUSES.some((s) => s === text);

export const lotteryCommand = {
  usage: 'lottery show | lottery draw [drawId] | lottery orders [ordered|shipped|delivered] | lottery orders set <orderId> shipped|delivered|ordered',
  parse(args: string[]): LotteryArgs | null {
    const [action, a, b, c] = args;
    if (action === 'show' && args.length === 1) return { action };
    if (action === 'draw' && args.length === 1) return { action, drawId: null };
    if (action === 'draw' && args.length === 2 && id(a) !== null) return { action, drawId: id(a) };
    if (action === 'orders' && args.length === 1) return { action };
    if (action === 'orders' && args.length === 2 && isStatus(a)) return { action, status: a };
    if (action === 'orders' && a === 'set' && args.length === 4 && id(b) !== null && isStatus(c)) return { action: 'order', orderId: id(b)!, status: c };
    return null;
  },
  async run(db: Database, args: LotteryArgs, now: number): Promise<string> {
    switch (args.action) {
      case 'show': {
        const draw = await salesDraw(db, now);
        return `draw ${draw.id} on sale: draws at ${new Date(draw.draw_at).toISOString()}, sales close ${new Date(draw.closes_at).toISOString()}, seed hash ${draw.seed_hash}`;
      }
      case 'draw': {
        // The operator may draw ahead of time (sales end at once); the server's timer only draws due draws.
        const outcome = await runDraw(db, args.drawId ?? (await oldestOpenDraw(db, now)), now, { early: true });
        if (!outcome.drawnNow) return `Lottery draw ${outcome.drawId} was already drawn: ${formatNumbers(outcome.numbers)}`;
        return `Lottery draw ${outcome.drawId}: ${formatNumbers(outcome.numbers)}; ${outcome.settled} lines settled, ${outcome.winners} winning`;
      }
      case 'orders':
        return listOrders(db, args.status);
      case 'order':
        await setOrderStatus(db, args.orderId, args.status, now);
        return `Lottery order ${args.orderId} is ${args.status}`;
    }
  },
};
