// Which demo parts the environment turns on, and whether production may start: without demo parts (unless forced),
// and with a real payment channel and SMS gateway fully set. Pure (reads only the env object it is given) so the
// start-up rules are unit-tested; server/server.ts wires them.

import { paymongoProblems } from './domain/payments/paymongo-config.ts';
import { missingSmsSettings, SMS_SETTINGS } from './domain/sms/gateways.ts';

type Env = Record<string, string | undefined>;

const isProduction = (env: Env) => env.NODE_ENV === 'production';

/**
 * PAYMENT_SANDBOX=1 turns the sandbox payment channel on, 0 off. Unset, it is on outside production, so `npm start`
 * and `npm run dev` run the whole money loop as a demo, and off in production, where it must be asked for.
 */
export function paymentSandboxOn(env: Env): boolean {
  if (env.PAYMENT_SANDBOX === '1') return true;
  if (env.PAYMENT_SANDBOX === '0') return false;
  return !isProduction(env);
}

/**
 * Why production must not start with these settings. Demo parts: anyone could credit sandbox deposits, the log SMS
 * provider delivers no SMS (codes only reach the log), and the test hooks expose SMS codes; ALLOW_DEMO_PARTS=1 forces a
 * demo deployment on purpose. Real parts: without the sandbox a deposit needs PayMongo, and a real SMS gateway needs its
 * settings; each missing or wrong one is named. Empty when it may start, and always outside production.
 */
export function productionRefusals(env: Env): string[] {
  if (!isProduction(env)) return [];
  const demo = env.ALLOW_DEMO_PARTS === '1';
  const refusals: string[] = [];
  const sandbox = paymentSandboxOn(env);
  if (sandbox && !demo) refusals.push('PAYMENT_SANDBOX=1 turns on the sandbox payment channel, whose pay page credits deposits without any real payment');
  // PayMongo set up at all must be set up right; without the sandbox it is the only way to take a deposit.
  if (env.PAYMONGO_SECRET_KEY?.trim() || !sandbox) refusals.push(...paymongoProblems(env).map((problem) => `PayMongo: ${problem}`));
  const sms = env.SMS_PROVIDER ?? 'log';
  if (sms === 'log') {
    if (!demo) refusals.push('SMS_PROVIDER is "log" (the default): SMS codes are written to the server log and never reach the player');
  } else if (!Object.hasOwn(SMS_SETTINGS, sms)) {
    refusals.push(`SMS_PROVIDER "${sms}" is not one of log, ${Object.keys(SMS_SETTINGS).join(', ')}`);
  } else {
    refusals.push(...missingSmsSettings(env).map((name) => `SMS (${sms}): ${name} is not set`));
  }
  if (env.TEST_HOOKS === '1' && !demo) refusals.push('TEST_HOOKS=1 exposes /__test/* routes that read SMS codes and account state');
  return refusals;
}

/** The message printed before a refused production start. */
export function refusalMessage(refusals: string[]): string {
  return [
    'Refusing to start with NODE_ENV=production:',
    ...refusals.map((reason) => `  - ${reason}`),
    'Set the missing settings (README.md, "Operating in production"), or set ALLOW_DEMO_PARTS=1 to run a demo deployment on purpose.',
  ].join('\n');
}
