// Row types of the Dexie tables, and the value type of every key of the `kv` table.
import type { FeedbackCategory, FeedbackTerms, FeedbackTicket, FeedbackTicketSummary } from '../../contract/index.ts';
import type { BankCard, CoinRecord, DepositOrder, RechargeType, WalletInfo, Withdrawal } from '../../contract/index.ts';
import type { BetRecordItem, BetReport, Game, GameType } from '../../contract/index.ts';
import type { Award, MailListItem } from '../../contract/index.ts';
import type { RebateLogItem, RebateRow, VipAudit, VipData } from '../../contract/index.ts';
import type { FirstDepositData, SignInData } from '../../contract/index.ts';
import type { ExchangeInfo, LivenessChest, PointsHistoryItem, Task } from '../../contract/index.ts';
import type { AwardLogItem, Coupon, HeldProp, RewardRates } from '../../contract/index.ts';
import type { JackpotDrawInfo, JackpotRow, RankRow } from '../../contract/index.ts';
import type { RankBoard, RankList, RankPeriod } from '../../contract/index.ts';
import type { LotteryDraw, LotteryInfo, LotteryOrder, LotteryProduct, LotteryTicket } from '../../contract/index.ts';
import type { ContentPage } from '../../contract/index.ts';
import type { BankruptGiftInfo, MonthlyBonus } from '../../contract/index.ts';
import type { AgentLogRow, AgentOverview, InviteRecord, InviteSummary } from '../../contract/index.ts';
import type { PkData } from '../../contract/index.ts';
import type { ScratchCard, ScratchInfo } from '../../contract/index.ts';
import type { FollowPage, LiveStream, SlotshackInfo } from '../../contract/index.ts';
import type { CoinPusherInfo } from '../../contract/calls/coin-pusher.ts';
import type { DeliveryAddress, DiamondMove, DiamondShop, MallOrder, TickerRow } from '../../contract/index.ts';
import type { SpinInfo, SpinRecordRow } from '../../contract/index.ts';
import type { GetCustomerServicesAnswer } from '../../contract/index.ts';
import type {
  Activity,
  AppConfig,
  CustomerService,
  MaintenanceState,
  OtherUserState,
  PlayLimits,
  KycState,
  UserOther,
  VipProgress,
  RedDotFlags,
  Theme,
  ThemeColours,
  UserInfo,
} from '../../contract/index.ts';

/** `updatedAt` is the device clock (ms) when the worker wrote the row, so the UI can tell how stale it is. */
export type ConfigRow = { key: 'current' } & AppConfig & { updatedAt: number; socialProviders?: string[]; socialClientIds?: Record<string, string> };

/** `colours` is `themeJsonData` parsed once by the worker, so the UI never parses JSON while rendering. */
export type ThemeRow = { key: 'current' } & Theme & { colours: ThemeColours; updatedAt: number };

/** The logged-in player (SPEC section 6: logged in means this row exists with `id !== 0`). */
export type UserRow = { key: 'me' } & UserInfo & { updatedAt: number };

export type FlagsRow = { key: 'me' } & RedDotFlags;

export type ActivityRow = Activity;

/** getAfterLoginInfoWeb's answer without `userInfo` (that goes to the `user` table). */
export type AfterLoginState = OtherUserState & {
  kycAmount: number;
  isAddKyc: boolean;
  hasKyc: boolean;
  isNewUserForcePopKyc: boolean;
};

/** getActivityIds' answer without the activities themselves (those go to the `activities` table). */
export interface ActivityState {
  hasTurntable: boolean;
  totalRecharge: number;
  loginBonus3CanReceive: boolean;
}

/** Every key of the `kv` table and the type of its value. */
export interface KvValues {
  /** Made once per install and sent with preLogin. */
  deviceId: string;
  maintenance: MaintenanceState;
  customerService: CustomerService[];
  /** Customer service: getCustomerServices' answer (VIP rows included at the player's level) and when it came. */
  serviceDesk: GetCustomerServicesAnswer & { fetchedAt: number };
  /** Device clock (ms) of the last start-up. */
  lastStartUp: number;
  afterLogin: AfterLoginState;
  activityState: ActivityState;
  /** A new social player must complete /auth/info before playing (the social login answer's needsInfo). */
  infoPending: boolean;
  /** Member area: the player's KYC state, other details, VIP progress and responsible-play limits. */
  kyc: KycState;
  userOther: UserOther;
  vipProgress: VipProgress;
  playLimits: PlayLimits;
  /** Wallet: balances, turnover locks and withdraw rules; the channel the player last deposited on. */
  wallet: WalletInfo;
  rechargeLastUsedId: number | null;
  /** Wallet: the player's recent deposit orders, newest first (worker/deposit-orders.ts). */
  depositOrders: DepositOrder[];
  /** Games: the gameListVersion the cached catalogue came from (device-wide); the player's last bet report. */
  gameCatalogueVersion: string;
  betReport: BetReport;
  /** VIP: getVipInfo's vipData and the keep-level audit. */
  vipData: VipData;
  vipAudit: VipAudit;
  /** Bankruptcy gift: the info with the device time it arrived (its timers count from then). */
  bankruptGift: { info: BankruptGiftInfo; fetchedAt: number };
  /** Monthly bonus: last month's figures, tier and claim. */
  monthlyBonus: MonthlyBonus;
  /** Rewards: the props the player holds with their peso values (getMyRewards). */
  myRewards: MyRewards;
  /** Tasks and points: liveness and points with the task list; the points exchange terms. */
  taskState: TaskState;
  pointsExchange: PointsExchangeState;
  /** Activities: the daily sign-in calendar (loginBonus3User) and the first-deposit offer and result (firstDepositInfo). */
  signIn: SignInData;
  firstDeposit: FirstDepositData;
  /** Jackpot draw: the last draw info, the player's own draw log (pages loaded so far) and the rank's first page. */
  jackpotInfo: JackpotDrawInfo;
  jackpotLog: { list: JackpotRow[]; pages: number; pageNum: number };
  jackpotRank: { allRank: RankRow[]; pages: number; personRank: RankRow | null };
  /** Rank list: the last page read of each board and period (`bet-day`, `jackpot-week`, ...), with when it was read. */
  rank: Partial<Record<`${RankBoard}-${RankPeriod}`, RankList & { readAt: number }>>;
  /** Scratch cards: the shop (kinds, diamonds, unrevealed cards) and the player's cards (pages loaded so far). */
  scratchInfo: ScratchInfo;
  scratchLog: { list: ScratchCard[]; total: number; pages: number; pageNum: number };
  /** Diamond mall: the shop, the first pages of orders and of the diamond journal, the ticker, the saved address. */
  diamondShop: DiamondShop;
  diamondOrders: { list: MallOrder[]; page: number; hasMore: boolean };
  diamondLog: { list: DiamondMove[]; page: number; hasMore: boolean };
  diamondTicker: TickerRow[];
  deliveryAddress: DeliveryAddress | null;
  /** Lottery: the draw on sale with the player's lines, their lines and past draws (pages loaded so far), products, orders. */
  lotteryInfo: LotteryInfo;
  lotteryRecord: { list: LotteryTicket[]; pages: number; pageNum: number };
  lotteryHistory: { list: LotteryDraw[]; pages: number; pageNum: number };
  lotteryProducts: LotteryProduct[];
  lotteryOrders: { list: LotteryOrder[]; unclaimed: LotteryTicket[] };
  /** Activities: the player's sign-up bonus (null: none); its red dot is the flags row's hasSignUpBonus. */
  signUpBonus: SignUpBonusState | null;
  /** Agent and invite friends: the overview, commission by day and invitees (pages loaded so far), the goals. */
  agentOverview: AgentOverview;
  agentLog: { list: AgentLogRow[]; page: number; hasMore: boolean };
  inviteRecords: { list: InviteRecord[]; total: number; page: number; hasMore: boolean };
  inviteSummary: InviteSummary;
  /** Red versus blue: the last pkData answer, with the device time it arrived (its countdowns count from then). */
  pkData: PkData & { readAt: number };
  /** Events: the live stream (device-wide), the follow pages with the player's taps and claims, the slot tournament. */
  liveStream: LiveStream & { readAt: number };
  followPages: FollowPage[];
  slotshack: SlotshackInfo & { readAt: number };
  /** Coin pusher: the screen's state by mode (real money, try-it demo coins), the last drops first. */
  coinPusher: Partial<Record<'real' | 'demo', CoinPusherInfo>>;
  /** Spin wheel: the wheel with the player's chances (getSpinInfo) and their own spins (pages loaded so far). */
  spinInfo: SpinInfo;
  spinLog: { list: SpinRecordRow[]; pages: number; pageNum: number };
  /** Content pages (terms, privacy, FAQ, about) by slug, as last fetched: readable offline once seen. Not per player. */
  contentPages: Record<string, ContentPage>;
  /** Feedback: my tickets with the terms, each ticket opened (by id), and a ticket not yet sent. */
  feedbackList: FeedbackTerms & { list: FeedbackTicketSummary[] };
  feedbackTickets: Record<number, FeedbackTicket>;
  feedbackDraft: { category: FeedbackCategory | ''; text: string };
  /** Favourites and mail read marks the service worker holds in its queue, laid over server copies until they agree (worker/queued-writes.ts). */
  queuedWrites: QueuedWrites;
}

/** Writes made offline that wait in the service worker's queue: a favourite by game id, a mail read mark by mail id, each with when it was made. */
export interface QueuedWrites {
  likes: Record<number, { liked: boolean; at: number }>;
  reads: Record<number, number>;
}

/** getSignUpBonus' answer: the awards and whether they were claimed. */
export interface SignUpBonusState {
  awards: Award[];
  claimed: boolean;
}

export type KvKey = keyof KvValues;

export interface KvRow {
  key: string;
  value: unknown;
}

/** Keys that belong to one player's session and go when the session ends. */
export const USER_KV_KEYS = [
  'afterLogin',
  'activityState',
  'infoPending',
  'kyc',
  'userOther',
  'vipProgress',
  'playLimits',
  'wallet',
  'rechargeLastUsedId',
  'depositOrders',
  'betReport',
  'vipData',
  'vipAudit',
  'taskState',
  'pointsExchange',
  'myRewards',
  'jackpotInfo',
  'jackpotLog',
  'jackpotRank',
  'rank',
  'scratchInfo',
  'scratchLog',
  'lotteryInfo',
  'lotteryRecord',
  'lotteryHistory',
  'lotteryProducts',
  'lotteryOrders',
  'signUpBonus',
  'bankruptGift',
  'monthlyBonus',
  'signIn',
  'firstDeposit',
  'diamondShop',
  'diamondOrders',
  'diamondLog',
  'diamondTicker',
  'deliveryAddress',
  'agentOverview',
  'agentLog',
  'inviteRecords',
  'inviteSummary',
  'pkData',
  'followPages',
  'slotshack',
  'coinPusher',
  'spinInfo',
  'spinLog',
  'feedbackList',
  'feedbackTickets',
  'feedbackDraft',
  'serviceDesk',
  'queuedWrites',
] as const satisfies readonly KvKey[];

/** Wallet tables (Dexie version 3). Coin records are ledger entries: immutable, so cached pages never go stale. */
export type RechargeTypeRow = RechargeType;
export type WalletRecordRow = CoinRecord;
export type BankCardRow = BankCard;
export type WithdrawalRow = Withdrawal;

/** Games tables (Dexie version 4): the catalogue (device-wide) and the player's favourites, history, bets. */
export type GameRow = Game;
export type GameTypeRow = GameType;
export interface GameLikeRow {
  gameId: number;
}
export interface GameHistoryRow {
  gameId: number;
  playedAt: number;
}
export type BetRecordRow = BetRecordItem;

/** One mail of the inbox: the list row, plus body and awards once its detail was opened. */
export type MailRow = MailListItem & { body?: string; awards?: Award[] };

/** VIP rebates (Dexie version 6): the unclaimed rebate by game type (replaced whole) and the claims log. */
export type RebateAccrualRow = RebateRow;
export type RebateLogRow = RebateLogItem;

/** Rewards (Dexie version 8): the player's coupons (replaced whole) and the award log (immutable rows, added to). */
export type CouponRow = Coupon;
export type AwardLogRow = AwardLogItem;
export interface MyRewards {
  props: HeldProp[];
  usableCoupons: number;
  totalValue: number;
  rates: RewardRates;
}

/** Tasks and points (Dexie version 7): the current period's tasks and the points history, newest first. */
export type TaskRow = Task;
export type PointsHistoryRow = PointsHistoryItem;
export interface TaskState {
  liveness: number;
  /** Liveness earned this Manila day, and the day's chests it opens. */
  livenessToday: number;
  chests: LivenessChest[];
  points: number;
  /** Server time of the answer minus the device time when it arrived: countdowns run on server time. */
  clockOffset: number;
}
export type PointsExchangeState = ExchangeInfo & { hasMore: boolean; page: number };
