// The real SMS gateways behind SmsProvider: Semaphore (a Philippine gateway, form-encoded POST /api/v4/messages with
// the API key) and Twilio (form-encoded POST /2010-04-01/Accounts/<sid>/Messages.json, Basic auth SID:token). Their base
// URLs come from the environment so tests point them at local fakes. A send that fails throws SmsSendError; its log
// line names the gateway and the HTTP status, never the code, the text or a key.
import type { SmsMessage, SmsProvider } from './types.ts';

type Env = Record<string, string | undefined>;

/** The gateway took too long, refused, or answered something that is not a queued message. */
export class SmsSendError extends Error {
  constructor(readonly gateway: string) {
    super(`The ${gateway} SMS gateway did not take the message`);
    this.name = 'SmsSendError';
  }
}

const TIMEOUT_MS = 10_000;

/** What each gateway needs from the environment; the production check names the missing ones. */
export const SMS_SETTINGS: Record<string, readonly string[]> = {
  semaphore: ['SEMAPHORE_API_KEY', 'SEMAPHORE_SENDER_NAME'],
  twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
};

export function missingSmsSettings(env: Env): string[] {
  const needed = SMS_SETTINGS[env.SMS_PROVIDER ?? ''] ?? [];
  return needed.filter((name) => !env[name]?.trim());
}

const setting = (env: Env, name: string) => {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const baseUrl = (value: string | undefined, fallback: string) => (value?.trim() || fallback).replace(/\/+$/, '');

async function post(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', ...headers },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { status: 0, body: null as unknown };
  }
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}

function failed(gateway: string, message: SmsMessage, status: number, log: (line: string) => void): never {
  log(`SMS to ${message.mobile} (${message.purpose}) failed on ${gateway}: ${status === 0 ? 'no answer' : `HTTP ${status}`}`);
  throw new SmsSendError(gateway);
}

export function semaphoreProvider(env: Env): SmsProvider {
  const apiKey = setting(env, 'SEMAPHORE_API_KEY');
  const senderName = setting(env, 'SEMAPHORE_SENDER_NAME');
  const url = `${baseUrl(env.SEMAPHORE_BASE_URL, 'https://api.semaphore.co')}/api/v4/messages`;
  return {
    name: 'semaphore',
    async send(message, log) {
      // Semaphore takes Philippine numbers as 639XXXXXXXXX.
      const number = message.mobile.replace(/^\+/, '');
      const { status, body } = await post(url, { apikey: apiKey, number, message: message.text, sendername: senderName });
      // It answers one entry per recipient; a field error comes back as an object instead.
      const first = Array.isArray(body) ? (body[0] as Record<string, unknown> | undefined) : undefined;
      const state = typeof first?.status === 'string' ? first.status.toLowerCase() : '';
      if (status < 200 || status >= 300 || !first || first.message_id === undefined || state === 'failed' || state === 'refunded') {
        failed('semaphore', message, status, log);
      }
      log(`SMS to ${message.mobile} (${message.purpose}) handed to semaphore as ${String(first.message_id)}`);
    },
  };
}

export function twilioProvider(env: Env): SmsProvider {
  const sid = setting(env, 'TWILIO_ACCOUNT_SID');
  const token = setting(env, 'TWILIO_AUTH_TOKEN');
  const from = setting(env, 'TWILIO_FROM');
  const url = `${baseUrl(env.TWILIO_BASE_URL, 'https://api.twilio.com')}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`;
  // A Messaging Service SID (MG...) picks the sender itself; anything else is the sender number or alphanumeric ID.
  const sender: Record<string, string> = from.startsWith('MG') ? { MessagingServiceSid: from } : { From: from };
  return {
    name: 'twilio',
    async send(message, log) {
      const { status, body } = await post(url, { To: message.mobile, Body: message.text, ...sender }, { authorization });
      const sent = typeof body === 'object' && body !== null && typeof (body as { sid?: unknown }).sid === 'string' ? (body as { sid: string }).sid : '';
      if (status < 200 || status >= 300 || !sent) failed('twilio', message, status, log);
      log(`SMS to ${message.mobile} (${message.purpose}) handed to twilio as ${sent}`);
    },
  };
}
