// `npm run size` (and a step of `npm test`): prints the served size of the first screen's JS, of every lazily loaded
// chunk and of the service worker against scripts/size-budgets.ts, and exits 1 when one is over. Reads a build in dist/.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { budgetLines, kb, type Manifest } from './size-budgets.ts';
import { COMPILE_HINT } from './compile-hints.ts';

const dist = process.argv[2] ?? 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run \`npm run build\` first.`);
  process.exit(1);
}

/** The build's own .br file when there is one (what the server sends), else the file compressed the same way. */
function served(file: string): number {
  const path = join(dist, file);
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length;
  const data = readFileSync(path);
  return Math.min(data.length, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
}

const sw = join(dist, 'sw.js');
const lines = budgetLines(
  JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest,
  served,
  existsSync(sw) ? gzipSync(readFileSync(sw), { level: 9 }).length : null,
);
const over = lines.filter((l) => l.bytes > l.budget);
const shown = [lines[0]!, ...lines.slice(1).sort((a, b) => b.bytes - a.bytes)];
for (const line of shown.slice(0, 12)) {
  const mark = line.bytes > line.budget ? 'OVER' : 'ok  ';
  console.log(
    `${mark} ${kb(line.bytes).padStart(9)} of ${kb(line.budget).padStart(9)}  ${line.what}${line.files.length > 1 ? ` (${line.files.length} files)` : ''}`,
  );
}
if (shown.length > 12) console.log(`     ... and ${shown.length - 12} smaller chunks`);
for (const line of over.filter((l) => !shown.slice(0, 12).includes(l))) console.log(`OVER ${kb(line.bytes)} of ${kb(line.budget)}  ${line.what}`);
console.log(`size budgets: ${lines.length - over.length} within, ${over.length} over`);
// The first screen's files must begin with the eager-compile hint (scripts/compile-hints.ts): a plugin that writes
// above it after ours would silently turn it into an ordinary comment.
const unhinted = lines[0]!.files.filter((file) => !readFileSync(join(dist, file), 'utf8').startsWith(COMPILE_HINT));
for (const file of unhinted) console.log(`NO COMPILE HINT at the top of ${file}`);
process.exit(over.length === 0 && unhinted.length === 0 ? 0 : 1);
