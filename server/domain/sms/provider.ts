// How an SMS leaves the server. The built-in provider writes a masked line to the server log; the test sink
// (TEST_HOOKS=1 only) keeps the last codes in memory, and with several server processes each passes the codes it
// records to the others (server/server.ts wires that), so any process shows them.
import { semaphoreProvider, twilioProvider } from './gateways.ts';
import type { SmsProvider } from './types.ts';

export type { SmsMessage, SmsProvider } from './types.ts';

/** Hides all but the last two digits: enough to tell two sends apart, too little to sign in with. */
export const maskCode = (code: string) => `••••${code.slice(-2)}`;

/**
 * The default: one line per SMS in the server log, so every SMS flow runs locally without a gateway. The code itself
 * is masked (logs are read and shipped by more people than the player); local flows read it from the test sink.
 */
export const logProvider: SmsProvider = {
  name: 'log',
  async send(message, log) {
    log(`SMS to ${message.mobile} (${message.purpose}): code ${maskCode(message.code)}`);
  },
};

export interface SinkEntry {
  mobile: string;
  purpose: string;
  code: string;
  at: number;
}

const SINK_SIZE = 200;
let sink: SinkEntry[] | null = null;

/** Turned on with the test hooks; until then nothing keeps a code in plain text. */
export function enableTestSink(): void {
  sink ??= [];
}

let relay: ((entry: SinkEntry) => void) | null = null;

/** Hands each code this process records to the other server processes. */
export function relayTestSink(send: (entry: SinkEntry) => void): void {
  relay = send;
}

/** `relayed`: the entry came from another process (so it is not passed on again). */
export function recordInTestSink(entry: SinkEntry, relayed = false): void {
  if (!sink) return;
  if (!relayed) relay?.(entry);
  sink.push(entry);
  if (sink.length > SINK_SIZE) sink.splice(0, sink.length - SINK_SIZE);
}

/** Newest first. */
export function testSinkFor(mobile: string): SinkEntry[] {
  return (sink ?? []).filter((entry) => entry.mobile === mobile).reverse();
}

/** SMS_PROVIDER picks the provider: 'log' (the default), 'semaphore' or 'twilio' (server/domain/sms/gateways.ts). */
export function smsProvider(env: Record<string, string | undefined> = process.env): SmsProvider {
  const name = env.SMS_PROVIDER ?? 'log';
  if (name === logProvider.name) return logProvider;
  if (name === 'semaphore') return semaphoreProvider(env);
  if (name === 'twilio') return twilioProvider(env);
  throw new Error(`unknown SMS_PROVIDER ${name}`);
}
