import { describe, expect, it } from 'vitest';
import { budgetLines, staticClosure, type Manifest } from '../../../scripts/size-budgets.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-b.js', '_dexie-c.js'],
    dynamicImports: ['src/routes/vip.tsx'],
  },
  '_react-b.js': { file: 'assets/react-b.js', imports: ['_shared-d.js'] },
  '_dexie-c.js': { file: 'assets/dexie-c.js', imports: ['_react-b.js'] },
  '_shared-d.js': { file: 'assets/shared-d.js' },
  'src/routes/vip.tsx': { file: 'assets/vip-e.js', src: 'src/routes/vip.tsx', isDynamicEntry: true, imports: ['_shared-d.js'] },
  'index.css': { file: 'assets/index-f.css' },
};
const sizes: Record<string, number> = {
  'assets/index-a.js': 10,
  'assets/react-b.js': 50,
  'assets/dexie-c.js': 30,
  'assets/shared-d.js': 5,
  'assets/vip-e.js': 12,
};
const size = (file: string) => sizes[file] ?? 0;
const budgets = { firstScreen: 100, routeChunk: 12, serviceWorkerGzip: 30 };

describe('size budgets', () => {
  it('counts the entry and its static imports once each, and leaves lazily imported chunks out', () => {
    expect(staticClosure(manifest, 'index.html')).toEqual(['index.html', '_react-b.js', '_shared-d.js', '_dexie-c.js']);
    const [first] = budgetLines(manifest, size, null, budgets);
    expect(first).toMatchObject({ bytes: 95, budget: 100 });
  });

  it('holds each lazy chunk and the service worker to their own budgets', () => {
    const lines = budgetLines(manifest, size, 31, budgets);
    expect(lines.map((l) => [l.what, l.bytes, l.bytes > l.budget])).toEqual([
      ['first screen (entry + static imports)', 95, false],
      ['src/routes/vip.tsx', 12, false],
      ['service worker sw.js (gzip)', 31, true],
    ]);
  });

  it('finds a first screen over budget', () => {
    const [first] = budgetLines(manifest, (file) => size(file) * 2, null, budgets);
    expect(first!.bytes).toBeGreaterThan(first!.budget);
  });
});
