// The source modules the first screen of / runs without waiting for anything else to load: the entry, the root route,
// the home route and everything they import statically. Read from the sources (import lines), not from a build, so a
// unit test can hold them to rules: every text they name is in the first-screen English table, and every module they
// load lazily waits for the rest of the table first.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * Where / starts. The generated route tree is left out: it names every route file, but the router plugin moves each
 * route's screen into a chunk of its own, loaded when that route is visited, and only the home route's runs at once.
 */
export const FIRST_SCREEN_ENTRIES = ['src/main.tsx', 'src/router.ts', 'src/routes/__root.tsx', 'src/routes/index.tsx'];
const SKIPPED = new Set(['src/routeTree.gen.ts']);
/**
 * Loaded lazily on / once a player is logged in, and drawn with the first-screen table, without waiting for the rest of
 * English: their modules are held to the first screen's rules, though they are not in its file.
 */
export const FIRST_SCREEN_LAZY_PARTS = ['src/routes/-parts/player-parts.tsx'];

/** Static imports and re-exports, not `import type` (types load nothing) and not `import()` (loaded later). */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** The repository-relative paths of the first screen's modules, entries first. */
export function firstScreenModules(entries: readonly string[] = FIRST_SCREEN_ENTRIES): string[] {
  const seen: string[] = [];
  const visit = (path: string) => {
    if (seen.includes(path) || SKIPPED.has(path)) return;
    seen.push(path);
    const source = readFileSync(resolve(ROOT, path), 'utf8');
    for (const [, spec] of source.matchAll(STATIC_IMPORT)) {
      // Our own modules are imported by relative path with their extension; packages and virtual modules are not ours.
      if (!spec?.startsWith('.') || !/\.(ts|tsx)$/.test(spec)) continue;
      const target = relative(ROOT, resolve(dirname(resolve(ROOT, path)), spec));
      if (existsSync(resolve(ROOT, target))) visit(target);
    }
  };
  for (const entry of entries) visit(entry);
  return seen;
}

export const readSource = (path: string): string => readFileSync(resolve(ROOT, path), 'utf8');
