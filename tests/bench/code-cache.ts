// What V8's code cache cost the page's main thread in a Lighthouse run, read from the run's trace: reading a script's
// cache (a compile that consumed one) and making one (after a script ran without). Observed, unthrottled times.
// On a repeat visit one of the two happens for the entry chunk, on the main thread, in one task.

interface TraceEvent {
  name?: string;
  ph?: string;
  pid?: number;
  tid?: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; consumedCacheSize?: number; producedCacheSize?: number } };
}

export interface CacheWork {
  /** Milliseconds and bytes of the compiles that read a cache. */
  readMs: number;
  readBytes: number;
  /** Milliseconds and bytes of the caches made. */
  madeMs: number;
  madeBytes: number;
  /** The longest single read or make, and its file. */
  longestMs: number;
  longestFile: string;
}

/** The renderer's main thread with the most events: the audited page's (Lighthouse opens about:blank first). */
function pageMainThread(events: TraceEvent[]): string | null {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const counts = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (mains.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

export function codeCacheWork(trace: { traceEvents?: TraceEvent[] } | undefined): CacheWork | null {
  const events = trace?.traceEvents;
  if (!events) return null;
  const main = pageMainThread(events);
  const work: CacheWork = { readMs: 0, readBytes: 0, madeMs: 0, madeBytes: 0, longestMs: 0, longestFile: '' };
  for (const e of events) {
    if (e.ph !== 'X' || `${e.pid}:${e.tid}` !== main) continue;
    const data = e.args?.data;
    const ms = (e.dur ?? 0) / 1000;
    if (e.name === 'v8.compileModule' && data?.consumedCacheSize !== undefined) {
      work.readMs += ms;
      work.readBytes += data.consumedCacheSize;
    } else if (e.name === 'v8.produceModuleCache' && data?.producedCacheSize !== undefined) {
      work.madeMs += ms;
      work.madeBytes += data.producedCacheSize;
    } else continue;
    if (ms > work.longestMs) {
      work.longestMs = ms;
      work.longestFile = String(data.url ?? '').replace(/^.*\//, '');
    }
  }
  return work;
}

export function describeCacheWork(work: CacheWork | null): string {
  if (!work) return 'code cache: no trace';
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  return (
    `code cache on the main thread: read ${work.readMs.toFixed(0)} ms (${kb(work.readBytes)}), ` +
    `made ${work.madeMs.toFixed(0)} ms (${kb(work.madeBytes)}); longest ${work.longestMs.toFixed(0)} ms ${work.longestFile}`
  );
}
