// Which demo parts the environment turns on, and whether production may start with them. Pure (reads only the env
// object it is given) so the start-up rules are unit-tested; server/server.ts wires them.

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
 * Why production must not start with these settings: anyone could credit sandbox deposits, the log SMS provider
 * delivers no SMS (codes only reach the log), and the test hooks expose SMS codes. Empty when it may start, outside
 * production, or when ALLOW_DEMO_PARTS=1 forces a demo deployment on purpose.
 */
export function productionRefusals(env: Env): string[] {
  if (!isProduction(env) || env.ALLOW_DEMO_PARTS === '1') return [];
  const refusals: string[] = [];
  if (paymentSandboxOn(env)) refusals.push('PAYMENT_SANDBOX=1 turns on the sandbox payment channel, whose pay page credits deposits without any real payment');
  if ((env.SMS_PROVIDER ?? 'log') === 'log')
    refusals.push('SMS_PROVIDER is "log" (the default): SMS codes are written to the server log and never reach the player');
  if (env.TEST_HOOKS === '1') refusals.push('TEST_HOOKS=1 exposes /__test/* routes that read SMS codes and account state');
  return refusals;
}

/** The message printed before a refused production start. */
export function refusalMessage(refusals: string[]): string {
  return [
    'Refusing to start with NODE_ENV=production and demo parts on:',
    ...refusals.map((reason) => `  - ${reason}`),
    'Change these settings, or set ALLOW_DEMO_PARTS=1 to run a demo deployment on purpose.',
  ].join('\n');
}
