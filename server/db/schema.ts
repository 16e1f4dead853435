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

export interface DB {
  app_config: AppConfigTable;
  themes: ThemesTable;
  activities: ActivitiesTable;
  vip_levels: VipLevelsTable;
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
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type ActivityRow = Selectable<ActivitiesTable>;
