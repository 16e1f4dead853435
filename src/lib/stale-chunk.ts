// Stale-chunk recovery (SPEC sections 4 and 8): after a deploy, a chunk of the old build is gone; load the target route afresh.

const RELOAD_GUARD_KEY = 'pw.chunkReload';

export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS/i.test(message);
}

/** A chunk of an older build is gone: load the target route from the server once (never in a loop). */
export function reloadTo(href: string): boolean {
  const last = sessionStorage.getItem(RELOAD_GUARD_KEY);
  if (last && Date.now() - Number(last.split('|')[0]) < 10_000 && last.endsWith(`|${href}`)) return false;
  sessionStorage.setItem(RELOAD_GUARD_KEY, `${Date.now()}|${href}`);
  location.assign(href);
  return true;
}
