import { readFileSync } from 'node:fs';

/**
 * CPU time a process has used so far, ms: utime + stime of /proc/<pid>/stat in clock ticks (USER_HZ 100; Linux), 0
 * once the process is gone. Per request it is the cost of the path itself, which the machine's load does not change
 * the way it changes requests/s. With `thread`, of that one thread (/proc/<pid>/task/<thread>/stat; the main thread's
 * id is the pid).
 */
export function cpuMsOf(pid: number | undefined, thread?: number): number {
  try {
    const fields = readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8')
      .split(') ')[1]
      .split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Resident and peak resident memory of a process, MiB (VmRSS and VmHWM of /proc/<pid>/status), zeros once it is gone. */
export function memoryOf(pid: number | undefined): { rss: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
    return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
  } catch {
    return { rss: 0, peak: 0 };
  }
}
