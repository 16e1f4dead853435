// The live tables' engine: shared rounds on the server's clock. One process runs each table (an advisory lock on
// PostgreSQL; the single process on PGlite) and tells every process (LISTEN/NOTIFY, or in-process) when a table
// changed; each process then reads the table's view and pushes it to its own followers (Server-Sent Events).
// Every step is also guarded in SQL (a per-table transaction lock and state transitions), so a round runs once even
// if two processes ever both believe they run it.
import { randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import pg from 'pg';
import { isEmbedded, type Database } from '../../../db/database.ts';
import type { DB } from '../../../db/schema.ts';
import type { Clock } from '../../clock.ts';
import { isUniqueViolation, refused } from '../../errors.ts';
import { LIVE_TABLES, liveTable, type LiveTable } from '../../../games/live/tables.ts';
import { gamePaused, gameRow } from '../catalogue.ts';
import { fairRng } from '../fair.ts';
import type { GameSession } from '../launches.ts';
import { BUILTIN_PROVIDER } from '../provider.ts';
import { sessionBalance, settle, takeStake } from '../rounds.ts';
import { chainSeeds, newChain } from './chain.ts';

export interface LiveOptions {
  /** Run the tables' clock with timers; off in tests, which call tick() after moving the clock. */
  timers?: boolean;
  /** PostgreSQL only: the URL for the one connection that holds the table locks and listens. */
  databaseUrl?: string | undefined;
  betMs?: number;
  resultMs?: number;
  chainLength?: number;
}

export interface TableView {
  table: string;
  serverNow: number;
  options: readonly string[];
  /** The chain's commitment (published before its first round). */
  commitment: string | null;
  round: {
    no: number;
    phase: 'betting' | 'result';
    opensAt: number;
    closesAt: number;
    endsAt: number;
    /** What this round's seed must hash to: the previous round's seed, or the commitment. */
    prevHash: string;
    seed: string | null;
    result: Record<string, unknown> | null;
    words: string | null;
    /** The same in Filipino, for a page opened in Filipino. */
    wordsFil: string | null;
  } | null;
  /** Real-money bets on the round: the amount on each option and how many players; nobody's details. */
  bets: { totals: number[]; players: number };
  history: { no: number; result: Record<string, unknown> }[];
}

const CHANNEL = 'live_tables';
/** Advisory lock keys, apart from the migration lock: who runs a table (held by a session), and each step's own. */
const lockKey = (slug: string) => 727_100 + LIVE_TABLES.findIndex((t) => t.slug === slug);
const stepKey = (slug: string) => 727_200 + LIVE_TABLES.findIndex((t) => t.slug === slug);

type Listener = (view: TableView) => void;

export class LiveEngine {
  readonly betMs: number;
  readonly resultMs: number;
  readonly chainLength: number;
  private readonly chains = new Map<number, string[]>();
  private readonly followers = new Map<string, Set<Listener>>();
  private readonly running = new Set<string>();
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private ticking: Promise<void> | null = null;
  private readonly refreshing = new Map<string, Promise<void>>();
  private readonly dirty = new Set<string>();
  /** When each table next has something to do (it only changes on its own clock while this process runs it). */
  private readonly due = new Map<string, number>();

  constructor(
    private readonly db: Database,
    private readonly now: Clock,
    private readonly options: LiveOptions = {},
  ) {
    this.betMs = options.betMs ?? 15_000;
    this.resultMs = options.resultMs ?? 6_000;
    this.chainLength = options.chainLength ?? 2_000;
  }

  get embedded(): boolean {
    return isEmbedded(this.db);
  }

  async start(): Promise<void> {
    if (!this.embedded && this.options.databaseUrl) await this.connect();
    await this.tick();
    if (this.options.timers) this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking;
    const client = this.client;
    this.client = null;
    this.running.clear();
    this.due.clear();
    // Ending the connection releases its advisory locks: another process takes the tables over.
    if (client) await client.end().catch(() => undefined);
    for (const set of this.followers.values()) set.clear();
  }

  /** Follows a table: the listener gets its view now and at every change. Returns the unfollow. */
  follow(slug: string, listener: Listener): () => void {
    let set = this.followers.get(slug);
    if (!set) this.followers.set(slug, (set = new Set()));
    set.add(listener);
    void this.view(slug).then(listener, () => undefined);
    return () => set.delete(listener);
  }

  /** Whether this process runs the table (tests and the page's diagnostics). */
  runs(slug: string): boolean {
    return this.running.has(slug);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) this.changed(message.payload);
    });
    client.on('error', () => {
      // A lost connection lost its locks too: stop running tables until it is back.
      if (this.client === client) this.client = null;
      this.running.clear();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
  }

  /** Takes the tables this process may run. */
  private async claim(): Promise<void> {
    if (this.embedded || !this.options.databaseUrl) {
      for (const t of LIVE_TABLES) this.running.add(t.slug);
      return;
    }
    if (!this.client) {
      await this.connect().catch(() => undefined);
      if (!this.client) return;
    }
    for (const t of LIVE_TABLES) {
      if (this.running.has(t.slug)) continue;
      const got = await this.client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [lockKey(t.slug)]);
      if (got.rows[0]?.ok) this.running.add(t.slug);
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.tick().finally(() => this.schedule());
    }, 250);
    this.timer.unref();
  }

  /** Moves every table this process runs to where the clock says it is. */
  tick(): Promise<void> {
    if (this.ticking) return this.ticking;
    this.ticking = (async () => {
      try {
        await this.claim();
        for (const slug of this.running) {
          if (this.stopped) break;
          if (this.now() < (this.due.get(slug) ?? 0)) continue;
          await this.advance(slug);
        }
      } catch (error) {
        if (!this.stopped) console.error('live tables:', error);
      } finally {
        this.ticking = null;
      }
    })();
    return this.ticking;
  }

  private async lockTable(trx: Transaction<DB>, slug: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(${stepKey(slug)})`.execute(trx);
  }

  private async gameOf(slug: string) {
    return this.db.selectFrom('games').select(['id', 'status']).where('slug', '=', slug).executeTakeFirst();
  }

  private async latest(slug: string) {
    return this.db.selectFrom('live_rounds').selectAll().where('table_slug', '=', slug).orderBy('round_no', 'desc').limit(1).executeTakeFirst();
  }

  private seedsOf(chain: { id: number; terminal_seed: string; length: number }): string[] {
    let seeds = this.chains.get(chain.id);
    if (!seeds) this.chains.set(chain.id, (seeds = chainSeeds(chain.terminal_seed, chain.length)));
    return seeds;
  }

  /** One table's steps due now: close and settle the betting round, then open the next when the result is shown. */
  async advance(slug: string): Promise<void> {
    const table = liveTable(slug)!;
    for (let step = 0; step < 4; step += 1) {
      const now = this.now();
      const round = await this.latest(slug);
      let moved = false;
      if (round?.state === 'betting' && now >= round.closes_at) moved = await this.draw(table, round.id);
      else if (round?.state === 'drawn') moved = await this.settleRound(table, round.id);
      else if (!round || (round.state === 'settled' && now >= round.ends_at)) {
        const game = await this.gameOf(slug);
        if (!game || game.status !== 'on') return;
        moved = await this.open(slug, round?.round_no ?? 0, now);
      }
      if (!moved) {
        // A round in betting is next due at its close, a shown result at its end; else look again shortly.
        const next = round?.state === 'betting' ? round.closes_at : round?.state === 'settled' ? round.ends_at : now + 1_000;
        this.due.set(slug, Math.min(next, now + 5_000));
        return;
      }
      await this.notify(slug);
    }
  }

  private async open(slug: string, lastNo: number, now: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await this.lockTable(trx, slug);
      const last = await trx
        .selectFrom('live_rounds')
        .select('round_no')
        .where('table_slug', '=', slug)
        .orderBy('round_no', 'desc')
        .limit(1)
        .executeTakeFirst();
      if ((last?.round_no ?? 0) !== lastNo) return false;
      let chain = await trx.selectFrom('live_chains').selectAll().where('table_slug', '=', slug).orderBy('id', 'desc').limit(1).executeTakeFirst();
      if (!chain || chain.used >= chain.length) {
        const fresh = newChain(this.chainLength);
        chain = await trx
          .insertInto('live_chains')
          .values({ table_slug: slug, length: this.chainLength, terminal_seed: fresh.terminalSeed, commitment: fresh.commitment, used: 0, created_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      const index = chain.used + 1;
      const prevHash = this.seedsOf(chain)[index - 1]!;
      await trx.updateTable('live_chains').set({ used: index }).where('id', '=', chain.id).execute();
      await trx
        .insertInto('live_rounds')
        .values({
          table_slug: slug,
          round_no: lastNo + 1,
          chain_id: chain.id,
          chain_index: index,
          prev_hash: prevHash,
          state: 'betting',
          opens_at: now,
          closes_at: now + this.betMs,
          ends_at: now + this.betMs + this.resultMs,
          seed: null,
          result: null,
        })
        .execute();
      return true;
    });
  }

  /** Closes betting: reveals the round's seed and draws the result from it. Bets placed before this are all in. */
  private async draw(table: LiveTable, roundId: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await this.lockTable(trx, table.slug);
      const round = await trx.selectFrom('live_rounds').selectAll().where('id', '=', roundId).forUpdate().executeTakeFirstOrThrow();
      if (round.state !== 'betting') return false;
      const chain = await trx.selectFrom('live_chains').selectAll().where('id', '=', round.chain_id).executeTakeFirstOrThrow();
      const seed = this.seedsOf(chain)[round.chain_index]!;
      const result = table.draw(roundRng(table.slug, seed, round.round_no));
      await trx
        .updateTable('live_rounds')
        .set({ state: 'drawn', seed, result: JSON.stringify(result) })
        .where('id', '=', roundId)
        .where('state', '=', 'betting')
        .execute();
      return true;
    });
  }

  /** Pays every bet of a drawn round once, then marks the round settled. */
  private async settleRound(table: LiveTable, roundId: number): Promise<boolean> {
    const round = await this.db.selectFrom('live_rounds').selectAll().where('id', '=', roundId).executeTakeFirstOrThrow();
    const result = round.result as Record<string, unknown>;
    const open = await this.db.selectFrom('live_bets').select('id').where('live_round_id', '=', roundId).where('state', '=', 'open').orderBy('id').execute();
    for (const { id } of open) await settleBet(this.db, table, id, result, round.round_no, this.now());
    const done = await this.db
      .updateTable('live_rounds')
      .set({ state: 'settled' })
      .where('id', '=', roundId)
      .where('state', '=', 'drawn')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('live_bets').select('id').where('live_round_id', '=', roundId).where('state', '=', 'open'))),
      )
      .executeTakeFirst();
    return Number(done.numUpdatedRows) > 0;
  }

  private async notify(slug: string): Promise<void> {
    if (this.client) await sql`SELECT pg_notify(${CHANNEL}, ${slug})`.execute(this.db);
    else this.changed(slug);
  }

  /** A table changed: read its view once (coalescing bursts) and push it to this process's followers. */
  private changed(slug: string): void {
    if (!this.followers.get(slug)?.size) return;
    if (this.refreshing.has(slug)) {
      this.dirty.add(slug);
      return;
    }
    const run = (async () => {
      try {
        do {
          this.dirty.delete(slug);
          const view = await this.view(slug);
          for (const listener of this.followers.get(slug) ?? []) listener(view);
        } while (this.dirty.has(slug) && !this.stopped);
      } catch {
        // The next change sends a fresh view.
      } finally {
        this.refreshing.delete(slug);
      }
    })();
    this.refreshing.set(slug, run);
  }

  /** What every follower of the table sees. */
  async view(slug: string): Promise<TableView> {
    const table = liveTable(slug)!;
    const round = await this.latest(slug);
    const totals = table.options.map(() => 0);
    let players = 0;
    let commitment: string | null = null;
    if (round) {
      const bets = await this.db
        .selectFrom('live_bets')
        .select(['user_id', 'stakes'])
        .where('live_round_id', '=', round.id)
        .where('try_it', '=', false)
        .execute();
      players = new Set(bets.map((b) => b.user_id)).size;
      for (const bet of bets) (bet.stakes as number[]).forEach((s, i) => (totals[i] = (totals[i] ?? 0) + s));
      commitment = (await this.db.selectFrom('live_chains').select('commitment').where('id', '=', round.chain_id).executeTakeFirst())?.commitment ?? null;
    }
    const history = await this.db
      .selectFrom('live_rounds')
      .select(['round_no', 'result'])
      .where('table_slug', '=', slug)
      .where('result', 'is not', null)
      .orderBy('round_no', 'desc')
      .limit(12)
      .execute();
    const result = round?.result ? (round.result as Record<string, unknown>) : null;
    return {
      table: slug,
      serverNow: this.now(),
      options: table.options,
      commitment,
      round: round
        ? {
            no: round.round_no,
            phase: round.state === 'betting' ? 'betting' : 'result',
            opensAt: round.opens_at,
            closesAt: round.closes_at,
            endsAt: round.ends_at,
            prevHash: round.prev_hash,
            seed: round.seed,
            result,
            words: result ? table.words(result) : null,
            wordsFil: result ? table.wordsFil(result) : null,
          }
        : null,
      bets: { totals, players },
      history: history.map((h) => ({ no: h.round_no, result: h.result as Record<string, unknown> })),
    };
  }

  /** Takes a bet on the round named in it, refused once that round's betting closed. */
  async bet(session: GameSession, slug: string, roundNo: number, stakes: number[], now: number) {
    const table = liveTable(slug)!;
    if (stakes.length !== table.options.length) throw refused('This bet does not fit the table');
    const total = stakes.reduce((a, b) => a + b, 0);
    if (total <= 0) throw refused('Put a bet on at least one option');
    try {
      const answer = await this.db.transaction().execute(async (trx) => {
        // Shares the round's row lock with other bets; closing the round waits for these, and they for it.
        const round = await trx
          .selectFrom('live_rounds')
          .selectAll()
          .where('table_slug', '=', slug)
          .where('round_no', '=', roundNo)
          .forShare()
          .executeTakeFirst();
        if (!round || round.state !== 'betting' || now >= round.closes_at || now < round.opens_at)
          throw refused('Betting on this round has closed. Wait for the next round.');
        const game = await gameRow(trx, session.gameId);
        if (game.status !== 'on') throw gamePaused(game.name);
        const already = await trx
          .selectFrom('live_bets')
          .select('id')
          .where('live_round_id', '=', round.id)
          .where('launch_hash', '=', session.launchHash)
          .executeTakeFirst();
        if (already) throw refused('You already have a bet on this round');
        const roundId = randomBytes(10).toString('hex');
        const balance = await takeStake(trx, session, roundId, total, now);
        await trx
          .insertInto('game_rounds')
          .values({
            round_id: roundId,
            user_id: session.userId,
            game_id: game.id,
            type_id: game.type_id,
            provider: BUILTIN_PROVIDER,
            launch_hash: session.launchHash,
            activity_id: session.activityId,
            try_it: session.tryIt,
            bet: total,
            state: 'open',
            detail: JSON.stringify({ table: slug, round: roundNo, stakes }),
            seed_id: null,
            nonce: roundNo,
            created_at: now,
            settled_at: null,
          })
          .execute();
        await trx
          .insertInto('live_bets')
          .values({
            live_round_id: round.id,
            game_round_id: roundId,
            user_id: session.userId,
            launch_hash: session.launchHash,
            try_it: session.tryIt,
            stakes: JSON.stringify(stakes),
            total,
            state: 'open',
            created_at: now,
          })
          .execute();
        return { round: roundNo, roundId, stakes, bet: total, balance };
      });
      void this.notify(slug).catch(() => undefined);
      return answer;
    } catch (error) {
      // Another request of the same session won the race for this round's one bet.
      if (isUniqueViolation(error)) throw refused('You already have a bet on this round');
      throw error;
    }
  }

  /** The session's bet on a round and, once settled, what came back. */
  async mine(session: GameSession, slug: string, roundNo: number) {
    const row = await this.db
      .selectFrom('live_bets as b')
      .innerJoin('live_rounds as r', 'r.id', 'b.live_round_id')
      .select(['b.stakes', 'b.total', 'b.win', 'b.state', 'r.prev_hash', 'r.round_no'])
      .where('r.table_slug', '=', slug)
      .where('r.round_no', '=', roundNo)
      .where('b.launch_hash', '=', session.launchHash)
      .executeTakeFirst();
    const balance = await sessionBalance(this.db, session);
    if (!row) return { round: roundNo, bet: 0, win: 0, settled: false, stakes: null, balance };
    return {
      round: roundNo,
      bet: row.total,
      win: row.win,
      settled: row.state === 'settled',
      stakes: row.stakes as number[],
      balance,
      // For the fairness panel: the round's seed must hash to this; the client seed is the table, the nonce the round.
      serverSeedHash: row.prev_hash,
      clientSeed: slug,
      nonce: row.round_no,
    };
  }
}

/** A round's random stream: the revealed seed, the table as the client seed, the round number as the nonce. */
export const roundRng = (slug: string, seed: string, roundNo: number) => fairRng(seed, slug, roundNo);

/** Settles one bet exactly once: the 'open' -> 'settled' step and the payout commit together or not at all. */
export async function settleBet(
  db: Database,
  table: LiveTable,
  betId: number,
  result: Record<string, unknown>,
  roundNo: number,
  now: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const bet = await trx.selectFrom('live_bets').selectAll().where('id', '=', betId).where('state', '=', 'open').forUpdate().executeTakeFirst();
    if (!bet) return false;
    const win = table.returns(result, bet.stakes as number[]);
    const moved = await trx.updateTable('live_bets').set({ state: 'settled', win }).where('id', '=', betId).where('state', '=', 'open').executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    const round = await trx
      .selectFrom('game_rounds')
      .selectAll()
      .where('round_id', '=', bet.game_round_id)
      .where('state', '=', 'open')
      .forUpdate()
      .executeTakeFirstOrThrow();
    await settle(trx, round, win, { table: table.slug, round: roundNo, stakes: bet.stakes, result }, now);
    return true;
  });
}

const engines = new WeakMap<object, LiveEngine>();
/** The engine of an app (set by buildApp). */
export const liveEngine = (app: object): LiveEngine => engines.get(app)!;
export const setLiveEngine = (app: object, engine: LiveEngine): void => void engines.set(app, engine);
