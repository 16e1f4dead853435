// Marks the JS the first screen runs at once for eager compilation (V8's explicit compile hints, Chrome 136+, so also
// the Android WebView): a file that begins with the magic comment below is compiled on a background thread while it
// streams in, instead of function by function on the main thread the first time each is called. A first visit has no
// code cache, and that lazy compiling was a fifth of the main thread's work before the home screen showed.
// Only the entry and what it imports statically: a lazily loaded chunk runs a few of its functions, and compiling all
// of them would be wasted work.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The parts of an output chunk the hint reads and changes (Rollup's and Rolldown's OutputChunk have them). */
export interface HintableChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  code: string;
  map?: { mappings: string } | null;
}
/** An emitted file that is not a chunk; a chunk's source map is one (`<chunk>.map`) when maps are built as files. */
export interface Asset {
  type: 'asset';
  source?: string | Uint8Array;
}
type Bundle = Record<string, HintableChunk | Asset>;

/** The same map moved down one generated line: an empty first line of mappings. */
const shiftMappings = (mappings: string) => `;${mappings}`;

/** Prefixes the hint to the entry chunks and every chunk they import statically; returns the file names it marked. */
export function addCompileHints(bundle: Bundle): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((c): c is HintableChunk => c.type === 'chunk')
      .map((c) => [c.fileName, c]),
  );
  const marked: string[] = [];
  const visit = (chunk: HintableChunk | undefined) => {
    if (!chunk || marked.includes(chunk.fileName)) return;
    marked.push(chunk.fileName);
    if (!chunk.code.startsWith(COMPILE_HINT)) {
      chunk.code = COMPILE_HINT + chunk.code;
      // The comment is a line of its own: a source map (when one is built) moves down one generated line with it, in
      // the chunk and in the .map file already emitted from it (Rolldown writes that file before this hook runs).
      if (chunk.map) chunk.map.mappings = shiftMappings(chunk.map.mappings);
      const mapFile = bundle[`${chunk.fileName}.map`];
      if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
        const map = JSON.parse(mapFile.source) as { mappings: string };
        mapFile.source = JSON.stringify({ ...map, mappings: shiftMappings(map.mappings) });
      }
    }
    for (const name of chunk.imports) visit(chunks.get(name));
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk);
  return marked;
}

/**
 * After every other plugin has written its part of each chunk (Vite prepends its preload list to the entry in its own
 * generateBundle), since the comment only counts at the very top of a file.
 */
export function compileHints(): Plugin {
  return {
    name: 'pisowin-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle as unknown as Bundle);
      },
    },
  };
}
