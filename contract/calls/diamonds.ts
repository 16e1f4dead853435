// Diamond mall calls: the shop (diamonds held, coin rate, goods, addup ladder, held diamond coupons), exchanges for
// coin or goods, the player's orders and diamond journal, the delivery address, the exchange ticker, addup claims and
// using a diamond coupon. Every exchange is a write call sent with an Idempotency-Key.
import { z } from 'zod';
import { deliveryAddress } from '../address.ts';
import { defineCall } from '../call.ts';
import { award } from '../entities.ts';

export const DIAMOND_PAGE_SIZE = 20;

/** Diamonds a diamond coupon adds when used, by prop id (100001-100005). */
export const DIAMOND_COUPON_FACE: Readonly<Record<number, number>> = { 100001: 10, 100002: 20, 100003: 50, 100004: 100, 100005: 200 };

/** Envelope codes of a refused mall call; the app words each one itself. */
export const DIAMOND_CODE = {
  /** Fewer diamonds held than the exchange costs. */
  notEnough: 1101,
  /** The good is sold out (or was taken off the mall). */
  soldOut: 1102,
  /** No delivery address saved yet. */
  noAddress: 1103,
  /** The rung's threshold is not reached yet. */
  notReached: 1104,
  /** The rung, or the coupon, was already used. */
  alreadyClaimed: 1105,
  /** The player's responsible-play settings pause rewards. */
  paused: 1106,
  /** The amount is outside the exchange's bounds. */
  outOfBounds: 1107,
} as const;

const awards = z.array(award);

export const mallGoods = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A picture URL under the app's own origin, or '' for none. */
  picture: z.string(),
  /** Price in diamonds. */
  price: z.number().int(),
  /** What the prize is worth, hundredths of a peso. */
  value: z.number().int(),
  stock: z.number().int(),
});
export type MallGoods = z.infer<typeof mallGoods>;

export const addupRung = z.object({
  id: z.number().int(),
  /** Total diamonds spent in the mall to reach the rung. */
  threshold: z.number().int(),
  awards,
  reached: z.boolean(),
  claimed: z.boolean(),
});
export type AddupRung = z.infer<typeof addupRung>;

export const coinRate = z.object({
  /** Hundredths of a peso one diamond buys (its peso value). */
  diamondValue: z.number().int(),
  /** Fewest and most diamonds one exchange may take. */
  min: z.number().int(),
  max: z.number().int(),
  /** Wagering of the coin before it is withdrawable, x the coin. */
  turnoverMultiple: z.number(),
});
export type CoinRate = z.infer<typeof coinRate>;

export const diamondShop = z.object({
  diamonds: z.number().int(),
  /** diamonds x diamondValue, hundredths. */
  diamondsValue: z.number().int(),
  rate: coinRate,
  goods: z.array(mallGoods),
  /** Diamonds spent in the mall so far (the addup ladder's progress). */
  spent: z.number().int(),
  addup: z.array(addupRung),
  /** Diamond coupons held: prop id, count, and the diamonds one adds. */
  coupons: z.array(z.object({ propId: z.number().int(), count: z.number().int(), face: z.number().int() })),
  hasAddress: z.boolean(),
});
export type DiamondShop = z.infer<typeof diamondShop>;

export const diamondShopDataCall = defineCall('diamondShopData', 'app/v1', {
  request: z.object({}),
  response: diamondShop,
  auth: 'required',
  kind: 'read',
});

export const diamondExchangeCoinCall = defineCall('diamondExchangeCoin', 'app/v1', {
  request: z.object({ diamonds: z.number().int().positive().max(10_000_000) }),
  response: z.object({ diamonds: z.number().int(), coin: z.number().int(), balance: z.number().int(), awards }),
  auth: 'required',
  kind: 'write',
});

export const orderStatus = z.enum(['ordered', 'shipped', 'delivered']);
export type OrderStatus = z.infer<typeof orderStatus>;

export const mallOrder = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  goodsName: z.string(),
  price: z.number().int(),
  status: orderStatus,
  /** The courier's tracking number, '' until shipped (or when the operator gave none). */
  tracking: z.string(),
  /** Where it goes, as one line. */
  address: z.string(),
  createdAt: z.number().int(),
  shippedAt: z.number().int().nullable(),
  deliveredAt: z.number().int().nullable(),
});
export type MallOrder = z.infer<typeof mallOrder>;

export const diamondExchangeGoodsCall = defineCall('diamondExchangeGoods', 'app/v1', {
  request: z.object({ goodsId: z.number().int().positive() }),
  response: z.object({ order: mallOrder, diamonds: z.number().int() }),
  auth: 'required',
  kind: 'write',
});

const pageRequest = z.object({ page: z.number().int().min(1).max(10_000).default(1) });

export const diamondGoodsExchangeOrderLogCall = defineCall('diamondGoodsExchangeOrderLog', 'app/v1', {
  request: pageRequest,
  response: z.object({ list: z.array(mallOrder), page: z.number().int(), total: z.number().int(), hasMore: z.boolean() }),
  auth: 'required',
  kind: 'read',
});

export const diamondMove = z.object({
  id: z.number().int(),
  /** Positive earned, negative spent. */
  change: z.number().int(),
  balanceAfter: z.number().int(),
  kind: z.enum(['earned', 'coupon', 'coin', 'goods', 'scratch']),
  time: z.number().int(),
});
export type DiamondMove = z.infer<typeof diamondMove>;

export const diamondLogCall = defineCall('diamondLog', 'app/v1', {
  request: pageRequest,
  response: z.object({ list: z.array(diamondMove), page: z.number().int(), total: z.number().int(), hasMore: z.boolean() }),
  auth: 'required',
  kind: 'read',
});

export const getAddressCall = defineCall('getAddress', 'app/v1', {
  request: z.object({}),
  response: z.object({ address: deliveryAddress.nullable() }),
  auth: 'required',
  kind: 'read',
});

export const updateAddressCall = defineCall('updateAddress', 'app/v1', {
  request: deliveryAddress,
  response: z.object({ address: deliveryAddress }),
  auth: 'required',
  kind: 'write',
});

export const tickerRow = z.object({
  id: z.number().int(),
  /** Masked, e.g. "Ju***o". */
  nickname: z.string(),
  kind: z.enum(['coin', 'goods']),
  diamonds: z.number().int(),
  /** Coin received (hundredths) for a coin exchange; 0 for goods. */
  coin: z.number().int(),
  /** The good's name for a goods exchange; '' for coin. */
  goodsName: z.string(),
  time: z.number().int(),
});
export type TickerRow = z.infer<typeof tickerRow>;

export const appDiamondBonusTickersDataCall = defineCall('appDiamondBonusTickersData', 'app/v1', {
  request: z.object({}),
  response: z.object({ list: z.array(tickerRow) }),
  auth: 'required',
  kind: 'read',
});

export const receiveAddupAwardByIdCall = defineCall('receiveAddupAwardById', 'app/v1', {
  request: z.object({ id: z.number().int().positive() }),
  response: z.object({ id: z.number().int(), awards, balance: z.number().int() }),
  auth: 'required',
  kind: 'write',
});

export const diamondUseCouponCall = defineCall('diamondUseCoupon', 'app/v1', {
  request: z.object({ propId: z.number().int().min(100001).max(100005) }),
  response: z.object({ propId: z.number().int(), added: z.number().int(), diamonds: z.number().int() }),
  auth: 'required',
  kind: 'write',
});
