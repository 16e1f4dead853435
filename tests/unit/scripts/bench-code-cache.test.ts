// The Lighthouse bench's code-cache line (tests/bench/code-cache.ts): only the audited page's main thread counts.
import { describe, expect, it } from 'vitest';
import { codeCacheWork, describeCacheWork } from '../../bench/code-cache.ts';

const thread = (pid: number, tid: number) => ({ ph: 'M', name: 'thread_name', pid, tid, args: { name: 'CrRendererMain' } });
const filler = (pid: number, tid: number, n: number) => Array.from({ length: n }, () => ({ ph: 'X', name: 'RunTask', pid, tid, dur: 10 }));

describe('code cache work from a trace', () => {
  it('adds the reads and the makes on the page main thread and names the longest', () => {
    const trace = {
      traceEvents: [
        thread(1, 1),
        thread(2, 2),
        ...filler(1, 1, 5),
        ...filler(2, 2, 50),
        // about:blank's renderer, and a worker thread of the page: not counted.
        { ph: 'X', name: 'v8.compileModule', pid: 1, tid: 1, dur: 90_000, args: { data: { url: 'http://x/a.js', consumedCacheSize: 4096 } } },
        { ph: 'X', name: 'v8.compileModule', pid: 2, tid: 9, dur: 90_000, args: { data: { url: 'http://x/w.js', consumedCacheSize: 4096 } } },
        { ph: 'X', name: 'v8.compileModule', pid: 2, tid: 2, dur: 84_000, args: { data: { url: 'http://x/assets/index-1.js', consumedCacheSize: 1_177_456 } } },
        { ph: 'X', name: 'v8.compileModule', pid: 2, tid: 2, dur: 1_400, args: { data: { url: 'http://x/assets/b.js', consumedCacheSize: 3_472 } } },
        // A compile without a cache, and the outer produce event without data: not counted.
        { ph: 'X', name: 'v8.compileModule', pid: 2, tid: 2, dur: 5_000, args: { data: { url: 'http://x/assets/c.js' } } },
        { ph: 'X', name: 'v8.produceModuleCache', pid: 2, tid: 2, dur: 4_000 },
        { ph: 'X', name: 'v8.produceModuleCache', pid: 2, tid: 2, dur: 3_900, args: { data: { url: 'http://x/assets/en.js', producedCacheSize: 124_096 } } },
      ],
    };
    const work = codeCacheWork(trace)!;
    expect(work.readMs).toBeCloseTo(85.4);
    expect(work.readBytes).toBe(1_177_456 + 3_472);
    expect(work.madeMs).toBeCloseTo(3.9);
    expect(work.madeBytes).toBe(124_096);
    expect(work).toMatchObject({ longestMs: 84, longestFile: 'index-1.js' });
    expect(describeCacheWork(work)).toBe('code cache on the main thread: read 85 ms (1153 KB), made 4 ms (121 KB); longest 84 ms index-1.js');
  });

  it('says when there is no trace', () => {
    expect(codeCacheWork(undefined)).toBeNull();
    expect(describeCacheWork(null)).toBe('code cache: no trace');
  });
});
