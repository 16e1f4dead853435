// The bundle budgets `npm test` holds the build to, and the pure reading of Vite's build manifest behind them.
// Sizes are brotli (quality 11) bytes: what the server sends a browser (the build precompresses every file).

/** One record of `dist/.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const KB = 1024;

/**
 * Set just above the figures of the build they were taken from, so that a change that grows the first screen or a
 * route has to say so here. `routeChunk` holds every lazily loaded chunk (a route's screen, or code routes share).
 */
export const BUDGETS = {
  /**
   * index.html's entry and every chunk it imports statically: the JS a first visit to / waits for. Since the home
   * route's screen joined the entry (it was ~17 KB of lazily loaded chunks outside this line), it is all of it.
   */
  firstScreen: 132 * KB,
  routeChunk: 24 * KB,
  /** sw.js, gzip: every offline event wakes it on a cold phone (the target is under 30 KB). */
  serviceWorkerGzip: 16 * KB,
} as const;

/** Manifest keys of the entry chunk and everything it imports statically, entry first. */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const seen: string[] = [];
  const visit = (k: string) => {
    if (seen.includes(k) || !manifest[k]) return;
    seen.push(k);
    for (const child of manifest[k].imports ?? []) visit(child);
  };
  visit(key);
  return seen;
}

export interface BudgetLine {
  what: string;
  bytes: number;
  budget: number;
  files: string[];
}

/**
 * One line for the first screen, one per lazily loaded JS chunk, one for the service worker. `size` answers a
 * file's served (brotli) size; `swGzip` the service worker's gzip size, or null when there is none.
 */
export function budgetLines(manifest: Manifest, size: (file: string) => number, swGzip: number | null, budgets = BUDGETS): BudgetLine[] {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry && manifest[k].file.endsWith('.js'));
  if (!entry) throw new Error('the build manifest names no JS entry');
  const eager = staticClosure(manifest, entry);
  const eagerFiles = eager.map((k) => manifest[k]!.file);
  const lines: BudgetLine[] = [
    { what: 'first screen (entry + static imports)', bytes: sum(eagerFiles.map(size)), budget: budgets.firstScreen, files: eagerFiles },
  ];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (eager.includes(key) || !chunk.file.endsWith('.js')) continue;
    lines.push({ what: chunk.src ?? chunk.name ?? key, bytes: size(chunk.file), budget: budgets.routeChunk, files: [chunk.file] });
  }
  if (swGzip !== null) lines.push({ what: 'service worker sw.js (gzip)', bytes: swGzip, budget: budgets.serviceWorkerGzip, files: ['sw.js'] });
  return lines;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
