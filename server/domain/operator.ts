// Operator commands shared by the admin CLI and the running server's /admin endpoint. Adding one is one entry below.
import { DEFAULT_MAINTENANCE_MESSAGE, writeMaintenance } from './app-config.ts';
import type { Database } from '../db/database.ts';
import { ACTIVITY_USAGE, parseActivityArgs, runActivityCommand } from './activities/operator.ts';
import { conflict, notFound } from './errors.ts';
import { paymentChannels, payoutChannel } from './payments/channel.ts';
import { paymongoConfig } from './payments/paymongo-config.ts';
import { paymentSandboxOn } from '../demo-parts.ts';
import { listPendingKyc, reviewKyc } from './kyc.ts';
import { setGameStatus } from './games/catalogue.ts';
import { addProvider, disableProvider, listProviders, rotateProviderSecret, type NewProviderGame } from './providers/registry.ts';
import { auditRounds } from './games/round-audit.ts';
import { auditLedger, formatLedgerAudit } from './ledger-audit.ts';
import { revokeUserSessions } from './sessions.ts';
import { sendMail } from './mail.ts';
import { cleanMailHtml } from './mail-html.ts';
import { describePrune, pruneOld } from './housekeeping.ts';
import { findUserIdByAccount } from './users.ts';
import { setVipLevel } from './vip/operator-level.ts';
import { formatMoney } from '../../contract/money.ts';
import { describeProp } from '../../contract/props.ts';
import { JACKPOT_TIER_PROPS } from '../../contract/calls/jackpot.ts';
import { parseSpinArgs, runSpinCommand, SPIN_USAGE } from './spin/operator-command.ts';
import {
  CONFIG_WORDS,
  TIER_FIELDS,
  TIER_WORDS,
  describeJackpot,
  giveChances,
  setJackpotConfig,
  setJackpotPrize,
  setJackpotTier,
  setJackpotWeights,
} from './jackpot/operator.ts';
import { lotteryCommand } from './lottery/operator.ts';
import { BANKRUPT_USAGE, parseBankruptArgs, runBankrupt } from './bankrupt/operator.ts';
import { MALL_USAGE, ORDERS_USAGE, parseMallArgs, parseOrdersArgs, runMall, runOrders } from './mall/operator.ts';
import { MONTHLY_USAGE, parseMonthlyArgs, runMonthly } from './monthly-bonus/operator.ts';
import { SCRATCH_USAGE, parseScratchArgs, runScratch } from './scratch/operator.ts';
import { signInCommand } from './sign-in/operator.ts';
import { firstDepositCommand } from './first-deposit/operator.ts';
import { PK_USAGE, parsePkArgs, runPk } from './pk/operator.ts';
import { liveCommand } from './live/operator.ts';
import { followCommand } from './follow/operator.ts';
import { slotshackCommand } from './slotshack/operator.ts';
import { payWithdrawal, operatorWithdrawals, settleWithdrawal } from './wallet/withdrawals.ts';
import { feedbackCommand } from './feedback/operator.ts';
import { AGENT_USAGE, parseAgentArgs, runAgent } from './agent/operator.ts';
import { contentCommand } from './content/operator.ts';

/** Bad arguments: the CLI prints the usage and exits 2; the endpoint answers 400. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface OperatorCommand<Args> {
  usage: string;
  /** Checks the words after the command name; throws UsageError. Runs before any database is opened. */
  parse(args: string[]): Args;
  /** Returns the one-line result to print. */
  run(db: Database, args: Args, now: number): Promise<string>;
}

type JackpotArgs =
  | { action: 'show' }
  | { action: 'set'; field: keyof typeof CONFIG_WORDS; value: number }
  | { action: 'tier'; tier: keyof typeof TIER_WORDS; field: keyof typeof TIER_FIELDS; value: number }
  | { action: 'prize'; cell: number; propId: number; count: number; weight: number }
  | { action: 'weights'; weights: number[] }
  | { action: 'chances'; account: string; count: number };

const wholeNumber = (text: string | undefined): number | null => (text !== undefined && /^\d{1,12}$/.test(text) ? Number(text) : null);
const isKey = <T extends object>(table: T, key: string | undefined): key is Extract<keyof T, string> => key !== undefined && Object.hasOwn(table, key);

type ProvidersArgs =
  | { action: 'list' }
  | { action: 'disable' | 'secret-rotate'; code: string }
  | { action: 'add'; code: string; baseUrl: string; name: string; games: NewProviderGame[] };

/** `withdrawals pay <id>`: through the channel this environment turns on that can pay out, if any. */
async function payThroughChannel(db: Database, id: number, now: number) {
  const channel = payoutChannel(paymentChannels({ sandbox: paymentSandboxOn(process.env), paymongo: paymongoConfig(process.env) }));
  if (!channel) {
    throw conflict(
      `No payment channel here can pay out withdrawals (PayMongo cannot). Send withdrawal ${id} to the player's account yourself, then run: withdrawals pay ${id} sent`,
    );
  }
  return payWithdrawal(db, id, now, channel);
}

// The generic is checked per entry here and erased in the table below.
const command = <Args>(definition: OperatorCommand<Args>) => definition as OperatorCommand<unknown>;
const usageError = (usage: string) => new UsageError(`Usage: npm run admin -- ${usage}`);

/** A command whose parse answers null on bad arguments (kept apart from this file, so no import cycle). */
function withUsage<Args>(parts: {
  usage: string;
  parse(args: string[]): Args | null;
  run(db: Database, args: Args, now: number): Promise<string>;
}): OperatorCommand<Args> {
  return {
    usage: parts.usage,
    parse(args) {
      const parsed = parts.parse(args);
      if (parsed === null) throw usageError(parts.usage);
      return parsed;
    },
    run: (db, args, now) => parts.run(db, args, now),
  };
}

export const operatorCommands: Record<string, OperatorCommand<unknown>> = {
  activity: command({
    usage: ACTIVITY_USAGE,
    parse(args) {
      const parsed = parseActivityArgs(args);
      if (!parsed) throw usageError(this.usage);
      return parsed;
    },
    run: (db, args) => runActivityCommand(db, args),
  }),
  jackpot: command<JackpotArgs>({
    usage:
      'jackpot show | jackpot set deposit-per-chance|bet-per-chance|spread <n> | jackpot tier mega|major|minor|mini seed|share|fund <n> | jackpot prize <cell 1-10> <propId> <count> <weight> | jackpot weights <w1,...,w10> | jackpot chances <account> <n>',
    parse(args) {
      const [action, a, b, c, d] = args;
      const n = (text: string | undefined) => wholeNumber(text);
      if (action === 'show' && args.length === 1) return { action };
      if (action === 'set' && args.length === 3 && isKey(CONFIG_WORDS, a) && n(b) !== null) {
        const value = n(b)!;
        if (a !== 'spread' || value <= 5000) return { action, field: a, value };
      }
      if (action === 'tier' && args.length === 4 && isKey(TIER_WORDS, a) && isKey(TIER_FIELDS, b) && n(c) !== null) {
        const value = n(c)!;
        const valid = b === 'share' ? value >= 1 && value <= 10_000 : b === 'seed' ? value > 0 : true;
        if (valid) return { action, tier: a, field: b, value };
      }
      if (action === 'prize' && args.length === 5 && n(a) !== null && n(a)! >= 1 && n(a)! <= 10 && n(b) !== null && n(c) !== null && n(d) !== null) {
        const kind = describeProp(n(b)!).kind;
        // A jackpot cell pays its pool (count 0); any other prize must be a prop the award grant knows, at least one.
        const valid = kind === 'jackpot' ? JACKPOT_TIER_PROPS.some((p) => p === n(b)) && n(c) === 0 : kind !== 'unknown' && n(c)! > 0;
        if (valid) return { action, cell: n(a)!, propId: n(b)!, count: n(c)!, weight: n(d)! };
      }
      const weights = action === 'weights' && args.length === 2 ? (a ?? '').split(',').map(n) : [];
      if (weights.length === 10 && weights.every((w) => w !== null)) return { action: 'weights', weights: weights as number[] };
      if (action === 'chances' && args.length === 3 && a && n(b) !== null && n(b)! <= 1000) return { action, account: a, count: n(b)! };
      throw usageError(this.usage);
    },
    async run(db, args) {
      switch (args.action) {
        case 'show':
          return describeJackpot(db);
        case 'set':
          await setJackpotConfig(db, CONFIG_WORDS[args.field], args.value);
          return `Jackpot ${args.field} is ${args.value}`;
        case 'tier':
          await setJackpotTier(db, TIER_WORDS[args.tier], TIER_FIELDS[args.field], args.value);
          return `Jackpot ${args.tier} ${args.field} is ${args.value}`;
        case 'prize':
          await setJackpotPrize(db, args.cell, args.propId, args.count, args.weight);
          return `Jackpot cell ${args.cell} is prop ${args.propId} x${args.count}, weight ${args.weight}`;
        case 'weights':
          await setJackpotWeights(db, args.weights);
          return `Jackpot weights are ${args.weights.join(', ')}`;
        case 'chances':
          return `${args.account} has ${await giveChances(db, args.account, args.count)} jackpot draw chances`;
      }
    },
  }),
  lottery: command(withUsage(lotteryCommand)),
  'sign-in': command(withUsage(signInCommand)),
  'first-deposit': command(withUsage(firstDepositCommand)),
  games: command({
    usage: 'games status <gameId> on|maintenance|off',
    parse(args) {
      const [action, idText, status] = args;
      const gameId = Number(idText);
      if (action !== 'status' || !Number.isInteger(gameId) || gameId <= 0 || args.length !== 3) throw usageError(this.usage);
      const statuses = ['on', 'maintenance', 'off'] as const;
      const chosen = statuses.find((s) => s === status);
      if (!chosen) throw usageError(this.usage);
      return { gameId, status: chosen };
    },
    async run(db, { gameId, status }, now) {
      await setGameStatus(db, gameId, status, now);
      return `Game ${gameId} is ${status}; the catalogue version moved, so apps refresh their copy`;
    },
  }),
  providers: command<ProvidersArgs>({
    usage:
      'providers add <code> <base-url> <name...> [--game <slug>:<typeId>:<game name>]... | providers list | providers disable <code> | providers secret-rotate <code>',
    parse(args) {
      const [action, code, ...rest] = args;
      if (action === 'list' && args.length === 1) return { action: 'list' };
      if ((action === 'disable' || action === 'secret-rotate') && code && rest.length === 0) return { action, code };
      if (action !== 'add' || !code || !/^[a-z0-9][a-z0-9-]{1,31}$/.test(code) || code === 'builtin') throw usageError(this.usage);
      const [baseUrl, ...words] = rest;
      const nameWords: string[] = [];
      const games: NewProviderGame[] = [];
      for (let i = 0; i < words.length; i += 1) {
        if (words[i] !== '--game') {
          if (games.length > 0) throw usageError(this.usage);
          nameWords.push(words[i]!);
          continue;
        }
        const match = /^([a-z0-9][a-z0-9-]{1,47}):(\d+):(.{1,64})$/.exec(words[i + 1] ?? '');
        if (!match) throw usageError(this.usage);
        games.push({ slug: match[1]!, typeId: Number(match[2]), name: match[3]!.trim() });
        i += 1;
      }
      const name = nameWords.join(' ').trim();
      if (!baseUrl || !name) throw usageError(this.usage);
      return { action: 'add', code, baseUrl, name, games };
    },
    async run(db, args, now) {
      if (args.action === 'list') {
        const rows = await listProviders(db);
        if (rows.length === 0) return 'No outside providers are configured';
        return rows.map((r) => `${r.code}\t${r.name}\t${r.status}\t${r.wallet_type}\t${r.games} games\t${r.base_url}`).join('\n');
      }
      if (args.action === 'add') {
        const { secret, games } = await addProvider(db, { code: args.code, name: args.name, baseUrl: args.baseUrl, games: args.games }, now);
        return `Provider ${args.code} added with ${games} game${games === 1 ? '' : 's'}. Signing secret (shown once, give it to the provider): ${secret}`;
      }
      if (args.action === 'disable') {
        await disableProvider(db, args.code, now);
        return `Provider ${args.code} is off: its games left the catalogue and its calls are refused`;
      }
      const secret = await rotateProviderSecret(db, args.code, now);
      return `New signing secret of ${args.code} (shown once; the old one works for one more hour): ${secret}`;
    },
  }),
  audit: command({
    usage: 'audit rounds | audit ledger',
    parse(args): { what: 'rounds' | 'ledger' } {
      if (args.length !== 1 || (args[0] !== 'rounds' && args[0] !== 'ledger')) throw usageError(this.usage);
      return { what: args[0] };
    },
    run: async (db, { what }) => (what === 'rounds' ? auditRounds(db) : formatLedgerAudit(await auditLedger(db))),
  }),
  maintenance: command({
    usage: 'maintenance on [message...] | maintenance off',
    parse([mode, ...words]) {
      if (mode === 'on') return { status: true, message: words.join(' ').trim() || DEFAULT_MAINTENANCE_MESSAGE };
      if (mode === 'off' && words.length === 0) return { status: false, message: '' };
      throw usageError(this.usage);
    },
    async run(db, state) {
      await writeMaintenance(db, state);
      return state.status ? `Maintenance is on: "${state.message}"` : 'Maintenance is off';
    },
  }),
  mail: command({
    usage: 'mail send <account|all> <title> <html-body> [--award <propId>:<count> ...]',
    parse(args) {
      const [action, to, title, body, ...rest] = args;
      if (action !== 'send' || !to || !title?.trim() || !body?.trim()) throw usageError(this.usage);
      // sendMail stores only the cleaned body; the operator fixes the source instead of sending a mail that reads differently.
      const { removed } = cleanMailHtml(body);
      if (removed.length > 0) throw new UsageError(`Mail body refused: it has what mail cannot carry (${removed.join(', ')})`);
      const awards: { id: number; count: number }[] = [];
      for (let i = 0; i < rest.length; i += 2) {
        const match = rest[i] === '--award' ? /^(\d+):(\d+)$/.exec(rest[i + 1] ?? '') : null;
        if (!match) throw usageError(this.usage);
        const id = Number(match[1]);
        const count = Number(match[2]);
        if (!Number.isSafeInteger(id) || id <= 0 || !Number.isSafeInteger(count) || count <= 0) throw usageError(this.usage);
        awards.push({ id, count });
      }
      return { to, title: title.trim(), body, awards };
    },
    async run(db, { to, title, body, awards }, now) {
      let userIds: number[] | 'all' = 'all';
      if (to !== 'all') {
        const userId = await findUserIdByAccount(db, to);
        if (userId === undefined) throw notFound(`No account named "${to}"`);
        userIds = [userId];
      }
      const sent = await sendMail(db, { userIds, title, body, awards, now });
      return `Sent "${title}" to ${sent} player${sent === 1 ? '' : 's'}${awards.length ? ` with ${awards.length} award${awards.length === 1 ? '' : 's'}` : ''}`;
    },
  }),
  vip: command({
    usage: 'vip set <account> <level>',
    parse(args) {
      const [action, account, levelText] = args;
      const level = Number(levelText);
      if (action !== 'set' || !account || !Number.isInteger(level) || level < 0 || args.length !== 3) throw usageError(this.usage);
      return { account, level };
    },
    async run(db, { account, level }) {
      const userId = await findUserIdByAccount(db, account);
      if (userId === undefined) throw notFound(`No account named "${account}"`);
      const { vip, vipExp } = await setVipLevel(db, userId, level);
      return `${account} is VIP ${vip} with ${vipExp} experience`;
    },
  }),
  bankrupt: command({
    usage: BANKRUPT_USAGE,
    parse(args) {
      const parsed = parseBankruptArgs(args);
      if (!parsed) throw usageError(this.usage);
      return parsed;
    },
    run: (db, args) => runBankrupt(db, args),
  }),
  scratch: command(withUsage({ usage: SCRATCH_USAGE, parse: parseScratchArgs, run: runScratch })),
  monthly: command({
    usage: MONTHLY_USAGE,
    parse(args) {
      const parsed = parseMonthlyArgs(args);
      if (!parsed) throw usageError(this.usage);
      return parsed;
    },
    run: (db, args, now) => runMonthly(db, args, now),
  }),
  orders: withUsage({ usage: ORDERS_USAGE, parse: parseOrdersArgs, run: runOrders }),
  mall: withUsage({ usage: MALL_USAGE, parse: parseMallArgs, run: (db, args) => runMall(db, args) }),
  prune: command({
    usage: 'prune',
    parse(args) {
      if (args.length !== 0) throw usageError(this.usage);
      return {};
    },
    async run(db, _args, now) {
      return describePrune(await pruneOld(db, now));
    },
  }),
  sessions: command({
    usage: 'sessions revoke <account>',
    parse(args) {
      const [action, account] = args;
      if (action !== 'revoke' || !account || args.length !== 2) throw usageError(this.usage);
      return { account };
    },
    async run(db, { account }, now) {
      const userId = await findUserIdByAccount(db, account);
      if (userId === undefined) throw notFound(`No account named "${account}"`);
      const count = await revokeUserSessions(db, userId, now);
      return `Revoked ${count} session${count === 1 ? '' : 's'} of ${account}`;
    },
  }),
  withdrawals: command({
    usage: 'withdrawals list | withdrawals approve <id> | withdrawals reject <id> <reason...> | withdrawals pay <id> [sent]',
    parse([action, idText, ...words]) {
      if (action === 'list' && idText === undefined) return { action, id: 0, reason: '' };
      const id = Number(idText);
      if (!Number.isSafeInteger(id) || id <= 0) throw usageError(this.usage);
      if ((action === 'approve' || action === 'pay') && words.length === 0) return { action, id, reason: '' };
      // `sent`: the operator paid it out by hand (no channel here can pay out) and records that it is paid.
      if (action === 'pay' && words.length === 1 && words[0] === 'sent') return { action: 'sent', id, reason: '' };
      if (action === 'reject' && words.join(' ').trim()) return { action, id, reason: words.join(' ').trim() };
      throw usageError(this.usage);
    },
    async run(db, { action, id, reason }, now) {
      if (action === 'list') {
        const rows = await operatorWithdrawals(db);
        if (rows.length === 0) return 'No withdrawals';
        return rows
          .map(
            (w) =>
              `#${w.id} ${w.account} ${formatMoney(w.amount, { grouping: false, symbol: false })} fee ${formatMoney(w.fee, { grouping: false, symbol: false })} ${w.state}${w.reason ? ` (${w.reason})` : ''}`,
          )
          .join('\n');
      }
      const done =
        action === 'pay'
          ? await payThroughChannel(db, id, now)
          : action === 'sent'
            ? await settleWithdrawal(db, id, { to: 'paid' }, now)
            : await settleWithdrawal(db, id, action === 'approve' ? { to: 'approved' } : { to: 'rejected', reason }, now);
      return `Withdrawal #${done.id} is ${done.state}`;
    },
  }),
  kyc: command({
    usage: 'kyc list | kyc approve <account> | kyc reject <account> <reason...>',
    parse(args) {
      const [action, account, ...words] = args;
      if (action === 'list' && args.length === 1) return { action: 'list' as const };
      if (action === 'approve' && account && words.length === 0) return { action: 'approve' as const, account };
      const reason = words.join(' ').trim();
      if (action === 'reject' && account && reason) return { action: 'reject' as const, account, reason };
      throw usageError(this.usage);
    },
    async run(db, args, now) {
      if (args.action === 'list') {
        const rows = await listPendingKyc(db);
        if (rows.length === 0) return 'No KYC is waiting for review';
        return rows.map((r) => `${r.account}\t${r.full_name}\t${r.birth_date}\t${r.id_type} ${r.id_number}`).join('\n');
      }
      if (args.action === 'approve') {
        await reviewKyc(db, args.account, { approve: true }, now);
        return `KYC of ${args.account} approved`;
      }
      await reviewKyc(db, args.account, { approve: false, reason: args.reason }, now);
      return `KYC of ${args.account} rejected: ${args.reason}`;
    },
  }),
  agent: command(withUsage({ usage: AGENT_USAGE, parse: parseAgentArgs, run: runAgent })),
  pk: command(withUsage({ usage: PK_USAGE, parse: parsePkArgs, run: runPk })),
  live: command(withUsage(liveCommand)),
  follow: command(withUsage(followCommand)),
  slotshack: command(withUsage(slotshackCommand)),
  spin: command(withUsage({ usage: SPIN_USAGE, parse: parseSpinArgs, run: runSpinCommand })),
  content: command(withUsage(contentCommand)),
  feedback: command(withUsage(feedbackCommand)),
};

export function operatorUsage(): string {
  return ['Usage: npm run admin -- <command>', ...Object.values(operatorCommands).map((c) => `  ${c.usage}`)].join('\n');
}

function lookUp(name: string): OperatorCommand<unknown> {
  const found = Object.hasOwn(operatorCommands, name) ? operatorCommands[name] : undefined;
  if (!found) throw new UsageError(operatorUsage());
  return found;
}

/** Throws UsageError when the command or its arguments are wrong. */
export function checkOperatorArgs(name: string, args: string[]): void {
  lookUp(name).parse(args);
}

export async function runOperatorCommand(db: Database, name: string, args: string[], now: number): Promise<string> {
  const found = lookUp(name);
  return found.run(db, found.parse(args), now);
}
