// PayMongo's settings, read from the environment once at start. Pure (reads only the env object it is given) so the
// production start-up check names exactly what is missing or wrong.

type Env = Record<string, string | undefined>;

/** The Checkout API's payment_method_types this app may ask for (GCash, Maya, cards, GrabPay, QR Ph). */
export const PAYMONGO_METHODS = ['gcash', 'paymaya', 'card', 'grab_pay', 'qrph'] as const;
export type PaymongoMethod = (typeof PAYMONGO_METHODS)[number];

export interface PaymongoConfig {
  secretKey: string;
  webhookSecret: string;
  /** A live key (sk_live_): webhooks are checked against the live signature `li`, else the test one `te`. */
  live: boolean;
  /** The API, without a trailing slash; tests point it at a local fake. */
  baseUrl: string;
  /** This site's public origin, where the checkout sends the player back. */
  publicUrl: string;
  /** Recharge type id -> the payment methods its checkout offers. */
  methods: ReadonlyMap<number, readonly PaymongoMethod[]>;
}

export const PAYMONGO_REQUIRED = ['PAYMONGO_SECRET_KEY', 'PAYMONGO_WEBHOOK_SECRET', 'PAYMONGO_RECHARGE_TYPES', 'PUBLIC_URL'] as const;

const isMethod = (value: string): value is PaymongoMethod => (PAYMONGO_METHODS as readonly string[]).includes(value);

/** `1:gcash,2:paymaya,3:card+gcash` -> the map, or the reason it cannot be read. */
export function parseRechargeTypes(text: string): Map<number, PaymongoMethod[]> | string {
  const map = new Map<number, PaymongoMethod[]>();
  for (const entry of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [idText = '', methodsText = ''] = entry.split(':');
    const id = Number(idText);
    const methods = methodsText.split('+').map((s) => s.trim());
    if (!Number.isSafeInteger(id) || id <= 0 || methods.length === 0 || !methods.every(isMethod) || map.has(id)) {
      return `PAYMONGO_RECHARGE_TYPES entry "${entry}" is not <recharge type id>:<${PAYMONGO_METHODS.join('|')}>[+<method>...]`;
    }
    map.set(id, methods);
  }
  return map.size > 0 ? map : 'PAYMONGO_RECHARGE_TYPES names no recharge type';
}

/** What keeps PayMongo from running with these settings; empty when it can (or when none of them is set). */
export function paymongoProblems(env: Env): string[] {
  const problems = PAYMONGO_REQUIRED.filter((name) => !env[name]?.trim()).map((name) => `${name} is not set`);
  const key = env.PAYMONGO_SECRET_KEY?.trim();
  if (key && !/^sk_(test|live)_\w+$/.test(key)) problems.push('PAYMONGO_SECRET_KEY must be a secret key (sk_test_... or sk_live_...)');
  const types = env.PAYMONGO_RECHARGE_TYPES?.trim();
  if (types) {
    const parsed = parseRechargeTypes(types);
    if (typeof parsed === 'string') problems.push(parsed);
  }
  const publicUrl = env.PUBLIC_URL?.trim();
  if (publicUrl && !/^https?:\/\/[^/?#\s]+\/?$/.test(publicUrl)) problems.push('PUBLIC_URL must be an origin such as https://pisowin.example');
  return problems;
}

/** Null when PayMongo is not asked for (no PAYMONGO_SECRET_KEY); throws when it is asked for but set up wrong. */
export function paymongoConfig(env: Env): PaymongoConfig | null {
  if (!env.PAYMONGO_SECRET_KEY?.trim()) return null;
  const problems = paymongoProblems(env);
  if (problems.length > 0) throw new Error(`PayMongo is not set up: ${problems.join('; ')}`);
  const secretKey = env.PAYMONGO_SECRET_KEY.trim();
  return {
    secretKey,
    webhookSecret: env.PAYMONGO_WEBHOOK_SECRET!.trim(),
    live: secretKey.startsWith('sk_live_'),
    baseUrl: (env.PAYMONGO_BASE_URL?.trim() || 'https://api.paymongo.com').replace(/\/+$/, ''),
    publicUrl: env.PUBLIC_URL!.trim().replace(/\/+$/, ''),
    methods: parseRechargeTypes(env.PAYMONGO_RECHARGE_TYPES!) as Map<number, PaymongoMethod[]>,
  };
}
