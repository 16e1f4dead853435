// `npm run bench -- crash`: the server killed (SIGKILL) in the middle of a load of spins, claims and withdrawals, then
// started again on the same database. Prints what was answered before the kill, whether every request answered with
// success is in the database, the ledger audit, and how long the server took to answer again. Figures, not asserts;
// the exit status is 1 when an answered write is missing, the ledger does not add up, or the phone (tests/bench/phone.ts:
// the built app signed in on the wallet) lost its last balance during the outage or did not recover without a reload.
// On the embedded database (PGlite) by default; on a fresh PostgreSQL database beside DATABASE_URL when it is set.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/database.ts';
import { auditLedger } from '../../server/domain/ledger-audit.ts';
import { call, freshPostgres, gameApi, newPlayer, sandboxDeposit, startServer, stopServer, type Player } from './load.ts';
import { openPhone, phoneMissing, type Phone } from './phone.ts';

const PLAYERS = 12;
/** How long the load runs before the kill. */
const KILL_AFTER_MS = Number(process.env.CRASH_AFTER_MS ?? 4_000);
const BET = 100;
const WITHDRAWAL = 10_000;
/** The phone's player: the bench players' deposit (₱5,000), then ₱100 more paid in after the restart. */
const PHONE_BALANCE = '₱5,000.00';
const PHONE_TOP_UP = 10_000;
const PHONE_BALANCE_AFTER = '₱5,100.00';

interface Answered {
  spins: string[];
  withdrawals: number[];
  claims: string[];
  failed: number;
  refused: number;
}

/** One player's stream of writes until the server dies: mostly spins, a withdrawal every fifth, the sign-up bonus once. */
async function play(player: Player & { cardId: number }, answered: Answered, stop: () => boolean): Promise<void> {
  for (let i = 0; !stop(); i += 1) {
    try {
      if (i === 3) {
        await call('/app/v1/claimSignUpBonus', {}, player.token, { 'idempotency-key': `claim-${player.account}` });
        answered.claims.push(player.account);
      } else if (i % 5 === 4) {
        const { withdrawal } = (await call('/app/v1/withdraw', { cardId: player.cardId, amount: WITHDRAWAL }, player.token, {
          'idempotency-key': `w-${player.account}-${i}`,
        })) as { withdrawal: { id: number } };
        answered.withdrawals.push(withdrawal.id);
      } else {
        const round = (await gameApi('play', { session: player.sessionKey, bet: BET })) as { roundId: string };
        answered.spins.push(round.roundId);
      }
    } catch (error) {
      // A refusal (code != 0) is an answer too; a dead connection is what the kill does to requests in flight.
      if (error instanceof Error && /^\/(app|games)\//.test(error.message)) answered.refused += 1;
      else answered.failed += 1;
      if (stop()) return;
    }
  }
}

function admin(env: Record<string, string>, ...args: string[]): void {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/admin.ts', ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`admin ${args.join(' ')} failed: ${r.stderr}`);
}

export async function crashBench(): Promise<void> {
  // The phone opens the built app; a checkout without a build gets one first.
  if (!existsSync('dist/index.html')) {
    const built = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pisowin-crash-'));
  const postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : undefined;
  const env = { DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' };
  let server = null as Awaited<ReturnType<typeof startServer>> | null;
  let phone: Phone | null = null;
  try {
    // A claim every new player has: a sign-up bonus of ₱10, set before the server opens the database.
    admin(env, 'activity', 'signup-bonus', '2001:1000');
    server = await startServer(env);
    const players: (Player & { cardId: number })[] = [];
    for (let i = 0; i < PLAYERS; i += 1) {
      const player = await newPlayer();
      const card = (await call('/app/v1/addBankInfo', { bankId: 1, accountName: 'Juan Cruz', accountNo: `0917${String(1_000_000 + i)}` }, player.token)) as {
        id: number;
      };
      players.push({ ...player, cardId: card.id });
    }

    // A phone with the app open on the wallet, signed in as one more player who is not part of the load.
    const noPhone = phoneMissing();
    const phonePlayer = noPhone ? null : await newPlayer();
    if (phonePlayer) phone = await openPhone(phonePlayer.account, 'secret123', PHONE_BALANCE);

    const answered: Answered = { spins: [], withdrawals: [], claims: [], failed: 0, refused: 0 };
    let killed = false;
    const loads = players.map((p) => play(p, answered, () => killed));
    await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
    // Listened for before the kill: the exit may come while the loads are still ending.
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGKILL');
    killed = true;
    await Promise.all(loads);
    await exited;
    const phoneDuringOutage = phone ? await phone.showsLastBalance(PHONE_BALANCE) : null;

    const restartFrom = performance.now();
    server = await startServer(env);
    const listenedAt = performance.now();
    const restartMs = listenedAt - restartFrom;
    // Money reaches the phone's player once the server is back; the app should show it without being reloaded.
    let phoneRecovery: { ms: number | null; reloaded: boolean } | null = null;
    if (phone && phonePlayer) {
      await sandboxDeposit(phonePlayer.token, PHONE_TOP_UP);
      const recovery = await phone.recovers(PHONE_BALANCE_AFTER);
      phoneRecovery = { ms: recovery.ms === null ? null : performance.now() - listenedAt, reloaded: recovery.reloaded };
      await phone.close();
      phone = null;
    }
    // The first real answer after the restart: a player's wallet, read with their token.
    const reading = performance.now();
    await call('/app/v1/getWalletInfo', {}, players[0]!.token);
    const firstAnswerMs = performance.now() - reading;
    await stopServer(server);
    server = null;

    // Read the database itself (the embedded one is one process's: the server is stopped first).
    const db = openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir });
    try {
      const rounds = answered.spins.length ? await db.selectFrom('game_rounds').select('round_id').where('round_id', 'in', answered.spins).execute() : [];
      const withdrawals = answered.withdrawals.length ? await db.selectFrom('withdrawals').select('id').where('id', 'in', answered.withdrawals).execute() : [];
      const claimed = answered.claims.length
        ? await db
            .selectFrom('signup_bonuses')
            .innerJoin('users', 'users.id', 'signup_bonuses.user_id')
            .select('users.account')
            .where('users.account', 'in', answered.claims)
            .where('signup_bonuses.claimed_at', 'is not', null)
            .execute()
        : [];
      const audit = await auditLedger(db);
      const missing = answered.spins.length - rounds.length + (answered.withdrawals.length - withdrawals.length) + (answered.claims.length - claimed.length);
      const problems = missing + audit.problems.length;
      console.log(
        `Crash on ${postgres ? 'PostgreSQL' : 'the embedded database (PGlite)'}: ${PLAYERS} players writing at once, SIGKILL after ${KILL_AFTER_MS} ms`,
      );
      console.log(
        `  answered with success before the kill: ${answered.spins.length} spins, ${answered.withdrawals.length} withdrawals, ${answered.claims.length} sign-up bonus claims ` +
          `; besides, ${answered.refused} refused by a rule and ${answered.failed} requests of any kind cut off by the kill (in flight when it came)`,
      );
      console.log(
        `  found in the database after the restart: ${rounds.length}/${answered.spins.length} spins, ${withdrawals.length}/${answered.withdrawals.length} withdrawals, ` +
          `${claimed.length}/${answered.claims.length} claims`,
      );
      const ledger = audit.ok ? 'OK (player balances match their entries, every transaction sums to zero)' : audit.problems.join('; ');
      console.log(`  ledger after the restart: ${ledger}`);
      console.log(`  restart: listening again ${restartMs.toFixed(0)} ms after it was started, first answer in ${firstAnswerMs.toFixed(0)} ms`);
      if (noPhone) console.log(`  phone: not run, ${noPhone}`);
      else {
        const during = phoneDuringOutage ? 'kept showing the last balance' : 'did NOT keep showing the last balance';
        const after =
          phoneRecovery?.ms == null
            ? 'did NOT show the new balance within 2 minutes'
            : `showed the new balance ${(phoneRecovery.ms / 1000).toFixed(1)} s after the server listened again`;
        console.log(
          `  phone (the app in Chromium at 390x844 on the wallet, the player going home and back): while the server was down it ${during}; ` +
            `after the restart it ${after}, ${phoneRecovery?.reloaded ? 'but the page was reloaded' : 'without a reload'}`,
        );
      }
      const phoneFailed = !noPhone && (!phoneDuringOutage || phoneRecovery?.ms == null || phoneRecovery.reloaded);
      if (phoneFailed) process.exitCode = 1;
      if (problems > 0) {
        console.log(`  ${problems} problem(s): an answered write is missing or the ledger does not add up`);
        process.exitCode = 1;
      }
    } finally {
      await db.destroy();
    }
  } finally {
    await phone?.close();
    if (server) server.kill('SIGKILL');
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
