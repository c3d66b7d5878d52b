// CPU time a process has used (user and system, from /proc/<pid>/stat): divided by the requests
// of a run, what each request cost that server whatever share of the machine it got. On a shared
// machine the req/s of a run moves with the neighbours' load; the CPU per request hardly does.
import { readFileSync } from 'node:fs';

// Linux's USER_HZ, the unit of utime and stime, is 100 on every common kernel.
const TICKS_PER_SECOND = 100;

export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) in parentheses: utime is the 14th field, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
