// Writes `.br` (brotli 11) and `.gz` (gzip 9) beside every compressible file of a build, so the server sends the
// smallest bytes without compressing on each request (on the fly it can only afford a low brotli quality).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats only: images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico|map)$/;
/** Below this the headers weigh more than the saving. */
const MIN_BYTES = 512;

export const brotliBytes = (data: Buffer | Uint8Array, sizeHint = data.length) =>
  brotli(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
    },
  });
export const gzipBytes = (data: Buffer | Uint8Array) => gz(data, { level: 9 });

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  // Dot folders (.vite/manifest.json) are build records, not served to browsers.
  return entries.filter((e) => e.isFile() && !/(^|[\\/])\./.test(relative(dir, e.parentPath))).map((e) => join(e.parentPath, e.name));
}

/** Compresses every eligible file under `dir`; a variant is written only when it is smaller than the file. */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; brotli: number }> {
  const targets: string[] = [];
  for (const file of await filesUnder(dir)) {
    if (COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_BYTES) targets.push(file);
  }
  let bytes = 0;
  let brotliTotal = 0;
  await Promise.all(
    targets.map(async (file) => {
      const data = await readFile(file);
      const [br, gzipped] = await Promise.all([brotliBytes(data), gzipBytes(data)]);
      bytes += data.length;
      brotliTotal += Math.min(br.length, data.length);
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
    }),
  );
  return { files: targets.length, bytes, brotli: brotliTotal };
}

/** Runs last, after the service worker is written (vite-plugin-pwa writes it in its own closeBundle). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pisowin-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
