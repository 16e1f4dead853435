import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, type HintableChunk } from '../../../scripts/compile-hints.ts';

const chunk = (fileName: string, imports: string[] = [], isEntry = false): HintableChunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  code: `console.log(${JSON.stringify(fileName)});\n`,
  map: { mappings: 'AAAA' },
});

function bundle() {
  return {
    'assets/index-a.js': chunk('assets/index-a.js', ['assets/first-screen-b.js'], true),
    'assets/first-screen-b.js': chunk('assets/first-screen-b.js', ['assets/runtime-c.js']),
    'assets/runtime-c.js': chunk('assets/runtime-c.js'),
    // A route chunk, loaded lazily: it imports first-screen code, but nothing on the first screen imports it.
    'assets/vip-d.js': chunk('assets/vip-d.js', ['assets/first-screen-b.js']),
    'assets/index-e.css': { type: 'asset' as const },
    // Maps built as files: Rolldown has emitted them before the hint is added.
    'assets/index-a.js.map': { type: 'asset' as const, source: JSON.stringify({ version: 3, mappings: 'AAAA' }) },
    'assets/vip-d.js.map': { type: 'asset' as const, source: JSON.stringify({ version: 3, mappings: 'AAAA' }) },
  };
}

describe('compile hints', () => {
  it('marks the entry and its static imports, first thing in the file, and no lazily loaded chunk', () => {
    const b = bundle();
    expect(addCompileHints(b).sort()).toEqual(['assets/first-screen-b.js', 'assets/index-a.js', 'assets/runtime-c.js']);
    expect(b['assets/index-a.js'].code).toBe(`${COMPILE_HINT}console.log("assets/index-a.js");\n`);
    expect(b['assets/runtime-c.js'].code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(b['assets/vip-d.js'].code).toBe('console.log("assets/vip-d.js");\n');
  });

  it('moves a source map down the one line it adds', () => {
    const b = bundle();
    addCompileHints(b);
    expect(b['assets/index-a.js'].map?.mappings).toBe(';AAAA');
    expect(b['assets/vip-d.js'].map?.mappings).toBe('AAAA');
    expect(JSON.parse(b['assets/index-a.js.map'].source)).toEqual({ version: 3, mappings: ';AAAA' });
    expect(JSON.parse(b['assets/vip-d.js.map'].source)).toEqual({ version: 3, mappings: 'AAAA' });
  });

  it('marks a file once, also when two entries share it or the plugin runs again', () => {
    const b = { ...bundle(), 'assets/other-f.js': chunk('assets/other-f.js', ['assets/runtime-c.js'], true) };
    addCompileHints(b);
    addCompileHints(b);
    expect(b['assets/runtime-c.js'].code.split(COMPILE_HINT)).toHaveLength(2);
    expect(b['assets/runtime-c.js'].map?.mappings).toBe(';AAAA');
  });
});
