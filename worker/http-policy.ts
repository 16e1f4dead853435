// How long to wait for an answer and how long to wait before trying again (SPEC section 9).
import { REQUEST_TIMEOUT_MS } from '../contract/index.ts';

/** First back-off step; each retry waits three times longer, so 2 retries stay within a couple of seconds. */
export const BACKOFF_BASE_MS = 300;
/** A server asking for a longer pause than this gets a failure the UI can show instead of a frozen button. */
export const RETRY_AFTER_CAP_MS = 10_000;

/** SPEC section 9: slow connections get longer, because a slow answer on 2g is not a dead server. */
export function timeoutFor(effectiveType: string | undefined): number {
  if (effectiveType === 'slow-2g' || effectiveType === '2g') return REQUEST_TIMEOUT_MS.slow;
  if (effectiveType === '3g') return REQUEST_TIMEOUT_MS['3g'];
  return REQUEST_TIMEOUT_MS.default;
}

/** The Network Information API's connection type where the browser has it (Chromium, also in workers). */
export function readEffectiveType(): string | undefined {
  const nav = globalThis.navigator as { connection?: { effectiveType?: string } } | undefined;
  return nav?.connection?.effectiveType;
}

/** Exponential back-off with jitter (0.5x to 1.5x) so many phones coming back online do not retry in step. */
export function backoffMs(attempt: number, random: () => number): number {
  return Math.round(BACKOFF_BASE_MS * 3 ** attempt * (0.5 + random()));
}

/** `Retry-After` in seconds (the form our server and proxies send), capped; null when absent or a date. */
export function retryAfterMs(header: string | null): number | null {
  if (header === null || !/^\s*\d+\s*$/.test(header)) return null;
  return Math.min(Number(header) * 1000, RETRY_AFTER_CAP_MS);
}
