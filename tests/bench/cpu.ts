// CPU time of the processes a load run keeps busy, read from Linux's /proc: the server's process tree (a cluster's
// workers are its children), the PostgreSQL backends serving the run's database when PostgreSQL runs on this machine,
// and this process (autocannon runs in it). A run's figures divided by its requests say what one request costs each
// of them, which tells whether the server, the database or the machine bounds the rate. Elsewhere it reads nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

export interface CpuSnapshot {
  /** Milliseconds of CPU (user + system) so far, by pid: a process that starts or ends in a run counts from then on. */
  server: Map<number, number>;
  postgres: Map<number, number> | null;
  bench: number;
  /** The whole machine's busy and idle milliseconds, summed over its cores. */
  busy: number;
  idle: number;
  /** Of `busy`, the time a virtual machine's cores waited for the host's (steal): a figure of the host, not the run. */
  steal: number;
}

/** Kernel ticks per second: 100 on every Linux build Node supports. */
const TICK_MS = 10;

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** A process's parent pid and its CPU in ms, from /proc/<pid>/stat (the command may hold spaces and brackets). */
function statOf(pid: number): { ppid: number; cpu: number } | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the command: state, ppid, ... utime is the 14th field of the line, the 12th after the command.
  return { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
}

const pids = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);

/** Null when this machine has no /proc (the figures are then left out). */
export function cpuSnapshot(serverPid: number, database: string | null): CpuSnapshot | null {
  const machine = readText('/proc/stat')?.split('\n')[0];
  if (!machine) return null;
  // "cpu user nice system idle iowait irq softirq steal ...", in ticks summed over the cores.
  const ticks = machine.trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = Array.from({ length: 8 }, (_, i) => ticks[i] ?? 0) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const all = pids();
  const stats = new Map(all.map((pid) => [pid, statOf(pid)]));
  const tree = new Set([serverPid]);
  // Parents before children is not guaranteed by pid order; repeat until the tree stops growing.
  for (let grown = true; grown;) {
    grown = false;
    for (const [pid, stat] of stats) {
      if (stat && !tree.has(pid) && tree.has(stat.ppid)) {
        tree.add(pid);
        grown = true;
      }
    }
  }
  const server = new Map([...tree].map((pid) => [pid, stats.get(pid)?.cpu ?? 0]));
  let postgres: Map<number, number> | null = null;
  if (database) {
    postgres = new Map();
    // A backend's command line reads "postgres: <user> <database> <client> <state>".
    for (const pid of all) {
      const command = readText(`/proc/${pid}/cmdline`);
      if (command?.startsWith('postgres: ') && command.split(' ')[2] === database) postgres.set(pid, stats.get(pid)?.cpu ?? 0);
    }
  }
  const own = process.cpuUsage();
  return {
    server,
    postgres,
    bench: (own.user + own.system) / 1000,
    busy: (user + nice + system + irq + softirq + steal) * TICK_MS,
    idle: (idle + iowait) * TICK_MS,
    steal: steal * TICK_MS,
  };
}

/** What the processes alive at the end used since the start (or since they started). */
function grew(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, cpu] of after) used += cpu - (before.get(pid) ?? 0);
  return used;
}

/**
 * "CPU per request: server 1.02 ms, PostgreSQL 1.36 ms, load generator 0.10 ms; the 2 cores 14% idle, 3% stolen" (the
 * share of the cores' time the host gave to other guests: on a virtual machine, runs are comparable only at like steal).
 */
export function cpuLine(before: CpuSnapshot | null, after: CpuSnapshot | null, requests: number): string | null {
  if (!before || !after || requests === 0) return null;
  const ms = (used: number) => `${(used / requests).toFixed(2)} ms`;
  const parts = [`server ${ms(grew(before.server, after.server))}`];
  // No backend of the run's database seen: PostgreSQL runs elsewhere, so its share is not known here.
  if (before.postgres && after.postgres?.size) parts.push(`PostgreSQL ${ms(grew(before.postgres, after.postgres))}`);
  parts.push(`load generator ${ms(after.bench - before.bench)}`);
  const total = after.busy - before.busy + (after.idle - before.idle);
  const percent = (part: number) => (total > 0 ? Math.round((100 * part) / total) : 0);
  const idle = percent(after.idle - before.idle);
  const stolen = percent(after.steal - before.steal);
  return `CPU per request: ${parts.join(', ')}; the ${cpus().length} cores ${idle}% idle, ${stolen}% stolen`;
}
