// Lotto 6/42 calls (activity 107): the open draw with its committed seed hash, buying lines, the player's own lines,
// past draws with their revealed seeds, the product prizes and the player's product orders. Every call reads or
// changes only the caller's own tickets and orders.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { deliveryAddress } from '../address.ts';
import { COUPON_PROPS, LOTTO_MAX, LOTTO_PICK, MAX_LINES } from '../lottery.ts';

export const LOTTERY_PAGE_SIZE = 20;

/** Envelope codes of a refused purchase or claim; the app words each one. */
export const LOTTERY_CODE = {
  /** Sales of that draw are closed (or it is no longer the draw on sale). */
  salesClosed: 4001,
  /** Not enough lottery tickets of that tier. */
  noTickets: 4002,
  /** The player does not hold that coupon. */
  noCoupon: 4003,
  /** Not enough coin in the wallet. */
  notEnoughCoin: 4004,
  /** That line did not win a product, or it was already ordered. */
  noProduct: 4005,
  /** The player's responsible-play settings refuse the purchase (a limit, time-out or self-exclusion); the message says which. */
  paused: 4006,
} as const;

const lineNumbers = z
  .array(z.number().int().min(1, `Numbers run from 1 to ${LOTTO_MAX}`).max(LOTTO_MAX, `Numbers run from 1 to ${LOTTO_MAX}`))
  .length(LOTTO_PICK, `Pick exactly ${LOTTO_PICK} numbers`)
  .refine((ns) => new Set(ns).size === ns.length, 'Pick six different numbers');

export const lotteryProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** What it is worth (hundredths). */
  value: z.number().int(),
});
export type LotteryProduct = z.infer<typeof lotteryProduct>;

export const lotteryDraw = z.object({
  id: z.number().int(),
  drawAt: z.number().int(),
  closesAt: z.number().int(),
  seedHash: z.string(),
  /** '' until drawn. */
  seed: z.string(),
  /** Ascending; empty until drawn. */
  numbers: z.array(z.number().int()),
  drawn: z.boolean(),
  product: lotteryProduct,
});
export type LotteryDraw = z.infer<typeof lotteryDraw>;

export const lotteryTicket = z.object({
  id: z.number().int(),
  drawId: z.number().int(),
  drawAt: z.number().int(),
  numbers: z.array(z.number().int()),
  tier: z.number().int(),
  paidWith: z.enum(['coin', 'ticket', 'coupon']),
  /** Coin paid for this line (hundredths). */
  paid: z.number().int(),
  status: z.enum(['pending', 'won', 'lost']),
  /** Numbers matched once drawn. */
  matched: z.number().int().nullable(),
  drawNumbers: z.array(z.number().int()),
  /** Coin won (hundredths). */
  prize: z.number().int(),
  /** The product won, when 6 of 6. */
  productName: z.string().nullable(),
  /** The product order, once the player gave an address. */
  orderId: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type LotteryTicket = z.infer<typeof lotteryTicket>;

export const lotteryInfo = z.object({
  /** The draw on sale now. */
  draw: lotteryDraw,
  /** The last drawn draw, if any. */
  lastDraw: lotteryDraw.nullable(),
  /** Lottery ticket props held, by tier 1..3. */
  tickets: z.array(z.number().int()),
  /** Lottery coupons held. */
  coupons: z.array(z.object({ propId: z.number().int(), count: z.number().int() })),
  /** The player's lines in the draw on sale. */
  myLines: z.array(lotteryTicket),
  /** Product wins still waiting for a delivery address. */
  unclaimedProducts: z.number().int(),
  serverTime: z.number().int(),
});
export type LotteryInfo = z.infer<typeof lotteryInfo>;

export const getLotteryInfoCall = defineCall('getLotteryInfo', 'app/v1', {
  request: z.object({}),
  response: lotteryInfo,
  auth: 'required',
  kind: 'read',
});

export const buyLotteryTicketsCall = defineCall('buyLotteryTickets', 'app/v1', {
  request: z.object({
    /** The draw the player saw (and its hash): a purchase never lands on another draw. */
    drawId: z.number().int().positive(),
    tier: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Choose tier 1, 2 or 3' }),
    lines: z.array(lineNumbers).min(1, 'Pick at least one line').max(MAX_LINES, `At most ${MAX_LINES} lines at a time`),
    pay: z.enum(['coin', 'ticket', 'coupon'], { error: 'Choose how to pay: coin, ticket or coupon' }),
    couponId: z
      .number()
      .int()
      .refine((id) => COUPON_PROPS.includes(id), 'Unknown lottery coupon')
      .optional(),
  }),
  response: z.object({ lines: z.array(lotteryTicket), balance: z.number().int(), tickets: z.array(z.number().int()) }),
  auth: 'required',
  kind: 'write',
});

const page = z.object({
  pageNum: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(LOTTERY_PAGE_SIZE),
});

export const getLotteryRecordCall = defineCall('getLotteryRecord', 'app/v1', {
  request: page,
  response: z.object({ list: z.array(lotteryTicket), total: z.number().int(), pages: z.number().int() }),
  auth: 'required',
  kind: 'read',
});

export const getLotteryHistoryCall = defineCall('getLotteryHistory', 'app/v1', {
  request: page,
  response: z.object({ list: z.array(lotteryDraw), total: z.number().int(), pages: z.number().int() }),
  auth: 'required',
  kind: 'read',
});

export const getLotteryProductsCall = defineCall('getLotteryProducts', 'app/v1', {
  request: z.object({}),
  response: z.object({ list: z.array(lotteryProduct) }),
  auth: 'required',
  kind: 'read',
});

export const lotteryOrder = z.object({
  id: z.number().int(),
  ticketId: z.number().int(),
  productName: z.string(),
  status: z.enum(['ordered', 'shipped', 'delivered']),
  address: deliveryAddress,
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type LotteryOrder = z.infer<typeof lotteryOrder>;

export const getLotteryOrdersCall = defineCall('getLotteryOrders', 'app/v1', {
  request: z.object({}),
  response: z.object({ list: z.array(lotteryOrder), unclaimed: z.array(lotteryTicket) }),
  auth: 'required',
  kind: 'read',
});

export const claimLotteryProductCall = defineCall('claimLotteryProduct', 'app/v1', {
  request: z.object({ ticketId: z.number().int().positive(), address: deliveryAddress }),
  response: lotteryOrder,
  auth: 'required',
  kind: 'write',
});
