// Group commit: calls that arrive while the database is busy with earlier ones go to it together, as one statement of
// many rows (db/rows.ts), instead of one statement each. A statement's fixed cost (its round trip, the driver's work,
// the database starting a plan of a dozen parts, the commit) is then paid once for the whole batch, and a player
// waits at most for the batch before theirs. A call that finds the database idle is sent at once, alone.

export interface BatchOptions {
  /** Batches sent and not yet answered at most; the calls that arrive meanwhile wait for the next one. */
  maxInFlight: number;
  /** Calls in one batch at most. */
  maxSize: number;
}

interface Waiting<In, Out> {
  item: In;
  resolve(out: Out): void;
  reject(error: unknown): void;
}

/**
 * Runs `run` on batches of the items given to `add`. `run` answers one result per item, in order, or throws, which
 * fails every call of the batch with that error. The calls of one turn of the event loop (the requests read together,
 * the continuations of one answer) start one batch; while `maxInFlight` batches are out, later calls gather for the
 * next, which goes as soon as a batch comes back, before that batch's callers go on.
 */
export class Batches<In, Out> {
  private waiting: Waiting<In, Out>[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly run: (items: readonly In[]) => Promise<readonly Out[]>,
    private readonly options: BatchOptions,
  ) {
    if (!(options.maxInFlight >= 1 && options.maxSize >= 1)) throw new RangeError('Batches needs maxInFlight and maxSize of at least 1');
  }

  add(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Calls waiting for a batch (for tests and figures). */
  get pending(): number {
    return this.waiting.length;
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight || this.waiting.length === 0) return;
    this.scheduled = true;
    // After this turn's I/O callbacks and their promise continuations: every call they make joins the batch.
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < this.options.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.options.maxSize);
      this.inFlight += 1;
      void this.send(batch);
    }
  }

  private async send(batch: Waiting<In, Out>[]): Promise<void> {
    try {
      const results = await this.run(batch.map((w) => w.item));
      if (results.length !== batch.length) throw new Error(`a batch of ${batch.length} was answered with ${results.length} results`);
      batch.forEach((w, i) => w.resolve(results[i]!));
    } catch (error) {
      for (const w of batch) w.reject(error);
    } finally {
      this.inFlight -= 1;
      // The calls that gathered while this batch was out go now, before this batch's callers go on: waiting a turn
      // more for company they already have would only leave the database idle while the event loop answers them.
      if (this.waiting.length > 0) this.flush();
    }
  }
}
