// Operator commands shared by the admin CLI and the running server's /admin endpoint. Adding one is one entry below.
import { DEFAULT_MAINTENANCE_MESSAGE, writeMaintenance } from './app-config.ts';
import type { Database } from '../db/database.ts';
import { notFound } from './errors.ts';
import { revokeUserSessions } from './sessions.ts';
import { findUserIdByAccount } from './users.ts';

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

// The generic is checked per entry here and erased in the table below.
const command = <Args>(definition: OperatorCommand<Args>) => definition as OperatorCommand<unknown>;
const usageError = (usage: string) => new UsageError(`Usage: npm run admin -- ${usage}`);

export const operatorCommands: Record<string, OperatorCommand<unknown>> = {
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
