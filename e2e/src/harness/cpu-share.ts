import { readdirSync, readFileSync } from 'node:fs';

/**
 * How much CPU other work took while a measurement ran (ADR 060): the machine's busy time from /proc/stat (steal included: the
 * hypervisor giving our cores to someone else) minus the time of our own processes (this one and the process tree under `rootPid`,
 * e.g. the Chrome that Lighthouse drives). Linux only; elsewhere every figure is 0 and nothing counts as disturbed.
 */
export interface CpuSample {
  at: number;
  /** Jiffies all CPUs spent on anything but idling. */
  busy: number;
  /** Jiffies our processes spent, their reaped children included. */
  ours: number;
}

const JIFFIES_PER_SECOND = 100; // USER_HZ on Linux (getconf CLK_TCK)

function machineBusy(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already inside user)
  const [user, nice, system, , , irq, softirq, steal] = fields;
  return user! + nice! + system! + irq! + softirq! + (steal ?? 0);
}

/** pid -> [parent pid, utime + stime + cutime + cstime] for every process we may read. */
function processTable(): Map<number, [number, number]> {
  const table = new Map<number, [number, number]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // NOTE: the command name (field 2) may hold spaces and parentheses; the fields after its last ')' are plain.
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const [ppid, utime, stime, cutime, cstime] = [rest[1], rest[11], rest[12], rest[13], rest[14]].map(Number);
      table.set(Number(name), [ppid!, utime! + stime! + cutime! + cstime!]);
    } catch {
      // NOTE: the process ended between the listing and the read.
    }
  }
  return table;
}

function ourTime(rootPid: number): number {
  const table = processTable();
  const ours = new Set([process.pid, rootPid]);
  // NOTE: parents are listed before most children, but not always; repeat until no process joins.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, [ppid]] of table) {
      if (!ours.has(pid) && ours.has(ppid)) {
        ours.add(pid);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const pid of ours) total += table.get(pid)?.[1] ?? 0;
  return total;
}

export function sampleCpu(rootPid: number): CpuSample {
  if (process.platform !== 'linux') return { at: Date.now(), busy: 0, ours: 0 };
  return { at: Date.now(), busy: machineBusy(), ours: ourTime(rootPid) };
}

/** The cores' worth of CPU that other work used between two samples (0 = only we ran; 2 = two whole cores went elsewhere). */
export function othersCores(before: CpuSample, after: CpuSample): number {
  const seconds = (after.at - before.at) / 1000;
  if (seconds <= 0) return 0;
  const others = after.busy - before.busy - (after.ours - before.ours);
  return Math.max(0, others / JIFFIES_PER_SECOND / seconds);
}
