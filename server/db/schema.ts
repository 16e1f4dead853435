// Kysely table types of the migrations in ./migrations. int8 columns arrive as JS numbers (see database.ts).
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A jsonb column: written as a JSON string (cast in SQL), read back parsed. */
export type Json<T> = ColumnType<T, string, string>;

export interface AppConfigTable {
  key: string;
  value: Json<unknown>;
}

export interface ThemesTable {
  id: string;
  theme_name: string;
  theme_domian: Generated<string>;
  theme_json_data: string;
  is_default: Generated<boolean>;
}

export interface ActivitiesTable {
  id: number;
  name: string;
  type: number;
  sort: number;
  unlogin_show_status: Generated<number>;
  click_type: number;
  click_action: string;
  theme_url: Generated<string>;
  home_float_show_status: Generated<number>;
  img_url4: Generated<string>;
  enabled: Generated<boolean>;
}

export interface AwardJson {
  id: number;
  count: number;
}

export interface VipLevelsTable {
  level: number;
  experience: number;
  bet_limit: number;
  daily_award: Json<AwardJson[]>;
  show_type: number;
}

export interface CustomerServicesTable {
  id: number;
  name: string;
  item_type: number;
  param1: Generated<string>;
  param2: Generated<string>;
  url: Generated<string>;
  sort: number;
}

export interface UsersTable {
  id: Generated<number>;
  uuid: Generated<string>;
  account: string;
  password_hash: string;
  nickname: string;
  avatar: Generated<string>;
  mobile: Generated<string>;
  account_type: Generated<number>;
  vip: Generated<number>;
  vip_exp: Generated<number>;
  user_level: Generated<number>;
  lottery: Generated<number>;
  pid: Generated<number>;
  invite_code: string;
  current_game_id: Generated<number>;
  created_at: number;
  // ways in: migration 002
  info_pending: Generated<boolean>;
  // issue 3 (member): migration 003
  safebox_hash: Generated<string>;
  pid_bound_at: number | null;
  // invites count at the first credited deposit: migration 014
  invite_counted_at: number | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  last_seen_at: number;
  ip: Generated<string>;
}

export interface AccountsTable {
  id: Generated<number>;
  user_id: number | null;
  kind: string;
  balance: Generated<number>;
  created_at: number;
}

export interface LedgerTransactionsTable {
  id: Generated<number>;
  idempotency_key: string;
  reason: string;
  reference: Generated<string>;
  created_at: number;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  amount: number;
  balance_after: number;
  reason: string;
  reference: Generated<string>;
  created_at: number;
}

export interface RateLimitHitsTable {
  id: Generated<number>;
  bucket: string;
  at: number;
}

export interface IdempotencyKeysTable {
  key: string;
  scope: string;
  call: string;
  request_hash: string;
  state: 'pending' | 'done';
  status_code: number | null;
  answer: ColumnType<unknown, string | null, string | null>;
  created_at: number;
}

export interface ClientEventsTable {
  id: string;
  name: string;
  time: number;
  page: Generated<string>;
  params: Json<Record<string, unknown>>;
  user_id: number | null;
  received_at: number;
}

export interface SchemaMigrationsTable {
  version: string;
  applied_at: number;
}

// issue 3 (member, KYC, responsible play): migration 003
export interface UserDetailsTable {
  user_id: number;
  real_name: Generated<string>;
  birth_date: Generated<string>;
  email: Generated<string>;
  address: Generated<string>;
  updated_at: number;
}

export interface KycSubmissionsTable {
  user_id: number;
  status: Generated<number>;
  full_name: Generated<string>;
  birth_date: Generated<string>;
  id_type: Generated<string>;
  id_number: Generated<string>;
  reject_reason: Generated<string>;
  submitted_at: number | null;
  reviewed_at: number | null;
  updated_at: number;
}

export interface KycFilesTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  mime: string;
  bytes: Uint8Array;
  created_at: number;
}

export interface PlayLimitsTable {
  user_id: number;
  kind: string;
  amount: number | null;
  pending: Generated<boolean>;
  pending_amount: number | null;
  pending_from: number | null;
  updated_at: number;
}

export interface PlaySettingsTable {
  user_id: number;
  reality_check_minutes: Generated<number>;
  timeout_until: number | null;
  exclusion_started_at: number | null;
  exclusion_until: number | null;
  updated_at: number;
}

// issue 4 (wallet): migration 004
export interface RechargeTypesTable {
  id: number;
  name: string;
  kind: 'ewallet' | 'bank';
  channel: string;
  sort: number;
  min_amount: Generated<number>;
  min_amount2: Generated<number>;
  is_default: Generated<boolean>;
  enabled: Generated<boolean>;
}

export interface RechargeItemsTable {
  id: number;
  recharge_type_id: number;
  price: number;
}

export interface DepositOrdersTable {
  id: string;
  user_id: number;
  recharge_type_id: number;
  channel: string;
  amount: number;
  state: 'pending' | 'paid' | 'failed';
  fail_reason: Generated<string>;
  created_at: number;
  updated_at: number;
  /** '' or 'bank' (the bank activity, which attaches its bonus on credit). */
  activity: Generated<string>;
  bonus_amount: Generated<number>;
  /** Why a bank activity deposit got no bonus, when it got none. */
  bonus_note: Generated<string>;
  /** The player_coupons row this order reserved (migration 010). */
  coupon_id: Generated<number | null>;
  /** sha256 of the sandbox pay page's single-use token; '' once used or for other channels (migration 013). */
  pay_token_hash: Generated<string>;
  /** The app session that made the order; the sandbox pay page decides only while it is live (migration 013). */
  pay_session_id: Generated<number | null>;
}

/** Hashed device ids that completed a login for the account (migration 013). */
export interface LoginDevicesTable {
  user_id: number;
  device_hash: string;
  first_at: number;
  last_at: number;
}

export interface BankCardsTable {
  id: Generated<number>;
  user_id: number;
  bank_id: number;
  account_name: string;
  account_no: string;
  created_at: number;
  deleted_at: number | null;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  card_id: number;
  amount: number;
  fee: Generated<number>;
  state: 'pending' | 'approved' | 'paid' | 'rejected' | 'failed';
  reason: Generated<string>;
  created_at: number;
  updated_at: number;
}

export interface TurnoverLocksTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  remaining: number;
  reason: string;
  reference: Generated<string>;
  created_at: number;
}

export interface UserSocialLinksTable {
  user_id: number;
  provider: string;
  subject: string;
  name: Generated<string>;
  email: Generated<string>;
  created_at: number;
}

export interface SmsCodesTable {
  mobile: string;
  purpose: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  wrong_tries: Generated<number>;
}

export interface SmsLocksTable {
  mobile: string;
  locked_until: number;
}

export interface GameTypesTable {
  id: number;
  name: string;
  status: Generated<boolean>;
  sort: number;
}

export interface GamesTable {
  id: number;
  slug: string;
  name: string;
  provider: string;
  type_id: number;
  tags: Generated<string>;
  status: Generated<'on' | 'maintenance' | 'off'>;
  sort: number;
  rtp_bp: number;
  art_seed: number;
}

export interface GameSeedsTable {
  id: Generated<number>;
  user_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Generated<number>;
  created_at: number;
  revealed_at: number | null;
}

export interface GameLaunchesTable {
  token_hash: string;
  user_id: number;
  game_id: number;
  try_it: boolean;
  activity_id: number | null;
  demo_balance: Generated<number>;
  session_hash: string | null;
  created_at: number;
  expires_at: number;
  opened_at: number | null;
  ended_at: number | null;
  /** The app session that started the launch; null for launches from before 012 or after the session was pruned. */
  app_session_id: number | null;
}

export interface GameRoundsTable {
  id: Generated<number>;
  round_id: string;
  user_id: number;
  game_id: number;
  type_id: number;
  provider: string;
  launch_hash: string;
  activity_id: number | null;
  try_it: boolean;
  bet: number;
  win: Generated<number>;
  state: 'open' | 'settled' | 'rolled_back';
  detail: Json<unknown>;
  seed_id: number | null;
  nonce: number;
  created_at: number;
  settled_at: number | null;
}

export interface GameWalletTxnsTable {
  provider: string;
  txn_id: string;
  kind: 'debit' | 'credit' | 'rollback';
  user_id: number;
  round_id: string;
  amount: number;
  ref_txn_id: string | null;
  balance_after: number;
  created_at: number;
}

export interface BetOutboxTable {
  id: Generated<number>;
  user_id: number;
  round_id: string;
  game_id: number;
  type_id: number;
  valid_bet: number;
  win: number;
  activity_id: number | null;
  created_at: number;
  consumed_at: number | null;
}

export interface GameFavouritesTable {
  user_id: number;
  game_id: number;
  created_at: number;
}

export interface MailsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  body: string;
  /** JSON list of {id, count}. */
  awards: Generated<string>;
  has_awards: Generated<boolean>;
  created_at: number;
  read_at: number | null;
  claimed_at: number | null;
  deleted_at: number | null;
}

export interface AwardLogTable {
  id: Generated<number>;
  user_id: number;
  prop_id: number;
  count: number;
  source: string;
  reference: string;
  created_at: number;
}

/** VIP rewards and rebates (migration 008). Awards columns are JSON lists of {id, count}. */
export interface VipLevelupBonusTable {
  level: number;
  awards: string;
}

export interface VipSigninLadderTable {
  level: number;
  step: number;
  awards: string;
}

export interface VipTasksTable {
  id: number;
  level: number;
  kind: 'bet' | 'deposit';
  target: number;
  awards: string;
}

export interface VipRebateRatesTable {
  level: number;
  type_id: number;
  rate_bp: number;
}

export interface VipPeriodStatsTable {
  user_id: number;
  period: string;
  bet: Generated<number>;
  deposit: Generated<number>;
}

export interface VipLevelupClaimsTable {
  user_id: number;
  level: number;
  claimed_at: number;
}

export interface VipDailyClaimsTable {
  user_id: number;
  day: string;
  claimed_at: number;
}

export interface VipTaskClaimsTable {
  user_id: number;
  task_id: number;
  week: string;
  claimed_at: number;
}

export interface VipSigninStateTable {
  user_id: number;
  last_day: string;
  step: number;
}

export interface RebateAccrualsTable {
  user_id: number;
  type_id: number;
  valid_bet: Generated<number>;
  units: Generated<number>;
}

export interface RebateClaimsTable {
  id: Generated<number>;
  user_id: number;
  type_id: number;
  valid_bet: number;
  amount: number;
  created_at: number;
}

export interface PlayerPropsTable {
  user_id: number;
  prop_id: number;
  count: Generated<number>;
}

/** Tasks, points and liveness (migration 009). */
export type TaskKind = 'daily' | 'weekly';
export type TaskEvent = 'login' | 'deposit_count' | 'deposit_amount' | 'bet_amount' | 'play_rounds' | 'invite' | 'client';

export interface TaskDefsTable {
  id: number;
  kind: TaskKind;
  event: TaskEvent;
  type_id: number | null;
  game_id: number | null;
  title: string;
  goal: number;
  awards: string;
  action: Generated<string>;
  sort: number;
  active: Generated<boolean>;
  min_vip: Generated<number>;
  min_user_level: Generated<number>;
}

export interface TaskProgressTable {
  user_id: number;
  task_id: number;
  period_key: string;
  progress: Generated<number>;
  completed_at: number | null;
  claimed_at: number | null;
}

export interface TaskLoginDaysTable {
  user_id: number;
  day_key: string;
}

export interface PointsExchangesTable {
  id: Generated<number>;
  user_id: number;
  points: number;
  coin: number;
  created_at: number;
}

export type CouponKind = 'percent' | 'fixed' | 'give';

/** Terms of a coupon prop id (migration 010). */
export interface CouponTypesTable {
  prop_id: number;
  kind: CouponKind;
  rate: number;
  amount: number;
  min_deposit: number;
  max_bonus: number;
  turnover_multiple: number;
  validity_days: number;
}

/** A coupon a player holds, with the terms copied from its type when granted (migration 010). */
export interface PlayerCouponsTable {
  id: Generated<number>;
  user_id: number;
  prop_id: number;
  kind: CouponKind;
  rate: number;
  amount: number;
  min_deposit: number;
  max_bonus: number;
  turnover_multiple: number;
  source: string;
  reference: string;
  created_at: number;
  expires_at: number;
  state: Generated<'usable' | 'reserved' | 'used'>;
  order_id: string | null;
  reserved_at: number | null;
  used_at: number | null;
  bonus: Generated<number>;
}

export interface DB {
  app_config: AppConfigTable;
  themes: ThemesTable;
  activities: ActivitiesTable;
  vip_levels: VipLevelsTable;
  vip_levelup_bonus: VipLevelupBonusTable;
  vip_signin_ladder: VipSigninLadderTable;
  vip_tasks: VipTasksTable;
  vip_rebate_rates: VipRebateRatesTable;
  vip_period_stats: VipPeriodStatsTable;
  vip_levelup_claims: VipLevelupClaimsTable;
  vip_daily_claims: VipDailyClaimsTable;
  vip_task_claims: VipTaskClaimsTable;
  vip_signin_state: VipSigninStateTable;
  rebate_accruals: RebateAccrualsTable;
  rebate_claims: RebateClaimsTable;
  customer_services: CustomerServicesTable;
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  rate_limit_hits: RateLimitHitsTable;
  idempotency_keys: IdempotencyKeysTable;
  client_events: ClientEventsTable;
  schema_migrations: SchemaMigrationsTable;
  user_social_links: UserSocialLinksTable;
  sms_codes: SmsCodesTable;
  sms_locks: SmsLocksTable;
  recharge_types: RechargeTypesTable;
  recharge_items: RechargeItemsTable;
  deposit_orders: DepositOrdersTable;
  bank_cards: BankCardsTable;
  withdrawals: WithdrawalsTable;
  login_devices: LoginDevicesTable;
  turnover_locks: TurnoverLocksTable;
  user_details: UserDetailsTable;
  kyc_submissions: KycSubmissionsTable;
  kyc_files: KycFilesTable;
  play_limits: PlayLimitsTable;
  play_settings: PlaySettingsTable;
  game_types: GameTypesTable;
  games: GamesTable;
  game_seeds: GameSeedsTable;
  game_launches: GameLaunchesTable;
  game_rounds: GameRoundsTable;
  game_wallet_txns: GameWalletTxnsTable;
  bet_outbox: BetOutboxTable;
  game_favourites: GameFavouritesTable;
  mails: MailsTable;
  award_log: AwardLogTable;
  player_props: PlayerPropsTable;
  task_defs: TaskDefsTable;
  task_progress: TaskProgressTable;
  task_login_days: TaskLoginDaysTable;
  points_exchanges: PointsExchangesTable;
  coupon_types: CouponTypesTable;
  player_coupons: PlayerCouponsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type ActivityRow = Selectable<ActivitiesTable>;
