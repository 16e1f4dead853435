// The Provider API: the seamless wallet over HTTP for an operator's game aggregator (POST /provider/v1/<call>).
// Every request is signed (see PROVIDER_HEADERS); answers use the app's envelope `{code, msg, data}` with the
// matching HTTP status. Money is integer hundredths of a peso (PHP).
import { z } from 'zod';

export const PROVIDER_API_BASE = '/provider/v1';

/**
 * `signature` is hex HMAC-SHA256, keyed with the provider's secret, of `<timestamp>.<raw body>`; `timestamp` is the
 * sender's clock in milliseconds since the epoch and must be within PROVIDER_CLOCK_SKEW_MS of ours, so a captured
 * request cannot be replayed later.
 */
export const PROVIDER_HEADERS = { provider: 'x-provider-code', timestamp: 'x-timestamp', signature: 'x-signature' } as const;
export const PROVIDER_CLOCK_SKEW_MS = 5 * 60_000;

const id = (what: string) => z.string().trim().min(1, `${what} is required`).max(64, `${what} is at most 64 characters`);
const amount = z.number().int('Amounts are whole hundredths of a peso').min(0).max(1_000_000_000_00);
const session = { sessionId: id('sessionId'), playerId: id('playerId') };

const walletAnswer = z.object({
  balance: z.number().int(),
  currency: z.literal('PHP'),
  transactionId: z.string(),
  /** True when this transaction id had already been applied: nothing moved this time. */
  replayed: z.boolean(),
});

export const providerCalls = {
  /** Exchanges the launch token from the game URL (once) for the session every later call names. */
  session: {
    request: z.object({ launchToken: id('launchToken') }),
    response: z.object({
      sessionId: z.string(),
      playerId: z.string(),
      gameCode: z.string(),
      currency: z.literal('PHP'),
      /** `demo`: a try-it session; its wallet calls are refused, the provider plays it with its own demo coins. */
      mode: z.enum(['real', 'demo']),
      balance: z.number().int(),
    }),
  },
  balance: {
    request: z.object(session),
    response: z.object({ balance: z.number().int(), currency: z.literal('PHP') }),
  },
  debit: {
    request: z.object({ ...session, transactionId: id('transactionId'), roundId: id('roundId'), amount: amount.positive('A bet is more than 0') }),
    response: walletAnswer,
  },
  /** A win (0 closes a lost round); refused unless this player's debit on the round was taken and not rolled back. */
  credit: {
    request: z.object({ ...session, transactionId: id('transactionId'), roundId: id('roundId'), amount }),
    response: walletAnswer,
  },
  /** Undoes the debit `refTransactionId`; one never seen is recorded, so that debit is refused if it arrives late. */
  rollback: {
    request: z.object({ ...session, transactionId: id('transactionId'), roundId: id('roundId'), refTransactionId: id('refTransactionId') }),
    response: walletAnswer,
  },
} as const;

export type ProviderCallName = keyof typeof providerCalls;
export type ProviderRequest<N extends ProviderCallName> = z.input<(typeof providerCalls)[N]['request']>;
export type ProviderResponse<N extends ProviderCallName> = z.output<(typeof providerCalls)[N]['response']>;
