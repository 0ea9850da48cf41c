import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100;

function ownCpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: state is field 3, utime 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // gone, or not Linux
  }
}

function children(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/**
 * CPU milliseconds a process and its live descendants have used (tsx starts the real server as a child).
 * On a busy machine req/s mostly measures the other sessions; CPU per request measures our code.
 */
export function processTreeCpuMs(pid: number): number {
  let ticks = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const next = pending.pop()!;
    ticks += ownCpuTicks(next);
    pending.push(...children(next));
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
