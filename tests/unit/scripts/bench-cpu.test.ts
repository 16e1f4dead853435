// The load bench's CPU line (tests/bench/cpu.ts): what it reads of a process tree from /proc, and the per-request
// arithmetic, including processes that start or end during a run.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cpuLine, cpuSnapshot, type CpuSnapshot } from '../../bench/cpu.ts';

const snapshot = (server: [number, number][], postgres: [number, number][] | null, bench: number, busy: number, idle: number, steal = 0): CpuSnapshot => ({
  server: new Map(server),
  postgres: postgres && new Map(postgres),
  bench,
  busy,
  idle,
  steal,
});

describe('the load bench CPU line', () => {
  it('divides what each side used by the requests, counting a process from when it appears', () => {
    const before = snapshot(
      [[10, 1_000]],
      [
        [20, 500],
        [21, 300],
      ],
      100,
      10_000,
      10_000,
      1_000,
    );
    // Backend 21 ended during the run (left out), 22 started in it (counted whole); the server forked worker 11.
    const after = snapshot(
      [
        [10, 1_800],
        [11, 200],
      ],
      [
        [20, 1_500],
        [22, 400],
      ],
      150,
      11_800,
      10_200,
      1_100,
    );
    // Of the 2,000 ms the cores had, 100 went to the host's other guests.
    expect(cpuLine(before, after, 1_000)).toMatch(
      /^CPU per request: server 1\.00 ms, PostgreSQL 1\.40 ms, load generator 0\.05 ms; the \d+ cores 10% idle, 5% stolen$/,
    );
  });

  it('leaves PostgreSQL out when none of its backends was seen, and says nothing without requests or /proc', () => {
    const before = snapshot([[10, 0]], [], 0, 0, 0);
    const after = snapshot([[10, 500]], [], 10, 900, 100);
    expect(cpuLine(before, after, 500)).toMatch(/^CPU per request: server 1\.00 ms, load generator 0\.02 ms;/);
    expect(cpuLine(before, after, 0)).toBeNull();
    expect(cpuLine(null, after, 10)).toBeNull();
  });

  it.runIf(existsSync('/proc/stat'))('reads a process and its children from /proc', async () => {
    const child = spawn(process.execPath, ['-e', 'const end = Date.now() + 300; while (Date.now() < end); setTimeout(() => {}, 5000)'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const seen = cpuSnapshot(process.pid, 'no_such_database')!;
      expect(seen.server.get(process.pid)).toBeGreaterThanOrEqual(0);
      // The busy child is in this process's tree, with the ~300 ms it spun.
      expect(seen.server.get(child.pid!)).toBeGreaterThanOrEqual(100);
      expect(seen.postgres?.size).toBe(0);
      expect(seen.busy + seen.idle).toBeGreaterThan(0);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
