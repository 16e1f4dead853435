// Business constants of SPEC section 9. Money is always integer hundredths of a peso.

export const REQUEST_TIMEOUT_MS = { default: 10_000, slow: 20_000, '3g': 30_000 } as const;
/** HTTP statuses a safe-to-retry call is retried on (SPEC section 9). */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
export const READ_RETRIES = 2;

export const EVENT_LOG_BATCH = 20;
export const EVENT_LOG_FLUSH_MS = 2_000;
export const EVENT_LIST_MAX = 100;
export const HEARTBEAT_MS = 60_000;

export const NICKNAME_MIN = 0;
export const NICKNAME_MAX = 12;

export const JACKPOT_WHEEL = { sectors: 4, minSpinMs: 4_000, maxSpinMs: 6_000, extraDegrees: 1_800, resultCloseMs: 2_000 } as const;
export const JACKPOT_GRID_CELLS = 10;
export const JACKPOT_RERANDOMISE_MS = 6_000;
export const JACKPOT_SPIN = { stepMs: 80, slowAfterMs: 3_000, slowByMs: 20, landAtMs: 300 } as const;
export const RANK_PAGE_SIZE = 10;
export const RECORD_PAGE_SIZE = 20;
export const WINNER_TICKER_MS = 2_000;
export const VIP_THEMES = [1, 2, 3, 4, 5, 6] as const;

/** The languages the app speaks: English (Philippines), the default, and Filipino. */
export const LANGUAGES = ['en-PH', 'fil'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'en-PH' satisfies Language;
/** The cookie that keeps the player's language choice, for LOCALE_COOKIE_DAYS (SPEC section 9). */
export const LOCALE_COOKIE = 'locale';
export const DEFAULT_COUNTRY = 'ph';
export const DEFAULT_CURRENCY = 'PHP';

/** Hundredths of a peso: 100 is one peso, 10000 is one hundred pesos. */
export const DEFAULT_MIN_DEPOSIT = 100;
export const DEFAULT_SECOND_MIN_DEPOSIT = 10_000;

export const MIN_AGE = 21;
export const CLICK_DEBOUNCE_MS = 300;
export const AGE_NOTICE_ACCEPT_DELAY_MS = 300;
export const LOCALE_COOKIE_DAYS = 365;
export const ROUTE_PENDING_MS = 100;
export const VERSION_POLL_MS = 5 * 60_000;

/** Sent in every request body (SPEC section 7). */
export const APP_ID = 'pisowin';
export const APP_WEB_NAME = 'PisoWin';
export const DEFAULT_CHANNEL = 'web';
