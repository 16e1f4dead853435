// The gate rows (the game, the maintenance switch, the launch) of the real-money game sessions that spun lately, kept
// by one process for a few seconds, so a spin that follows a spin sends no statement for them. A kept row is never a
// permission: every real-money spin reads again what can change (the switch, the game's status, the launch and its app
// session) in its own read statement and checks it there (domain/games/spin-gate.ts). Try-it launches are not kept.

/** How long a kept row serves; the game row's other fields (its name, type) are at most this old. */
const KEEP_MS = 30_000;
/** Rows kept at most (the oldest go first). */
const MAX_KEPT = 10_000;

interface GateRow {
  launch: unknown;
}

const isRealMoneyLaunch = (launch: unknown) => typeof launch === 'object' && launch !== null && (launch as { try_it?: unknown }).try_it === false;

const idOf = (slug: string, sessionKey: string) => `${slug}\n${sessionKey}`;

export class SpinGates<Row extends GateRow> {
  private readonly kept = new Map<string, { row: Row; at: number }>();

  get(slug: string, sessionKey: string, now: number): Row | undefined {
    if (!sessionKey) return undefined;
    const id = idOf(slug, sessionKey);
    const entry = this.kept.get(id);
    if (!entry) return undefined;
    if (now - entry.at < KEEP_MS && now >= entry.at) return entry.row;
    this.kept.delete(id);
    return undefined;
  }

  /** Keeps the row a real-money spin was answered with. */
  keep(slug: string, sessionKey: string, row: Row, now: number): void {
    if (!sessionKey || !isRealMoneyLaunch(row.launch)) return;
    const id = idOf(slug, sessionKey);
    this.kept.delete(id);
    this.kept.set(id, { row, at: now });
    if (this.kept.size > MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
  }

  /** After a refused or failed call: the next one reads the gate from the database and answers in its words. */
  forget(slug: string, sessionKey: string): void {
    this.kept.delete(idOf(slug, sessionKey));
  }
}
