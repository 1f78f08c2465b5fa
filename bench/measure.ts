// Runs one conformance run as a child process and measures it: wall time (spawn to exit) and memory of the process
// tree (the run and its vitest worker), sampled from /proc every 200 ms.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync } from 'node:fs';

export interface ProcessPeak {
  pid: number;
  command: string;
  /** VmHWM: the process's own peak resident set, MiB. */
  peakMiB: number;
}

export interface MemoryPeak {
  /** Largest sum of VmRSS over the tree seen in one sample, MiB. */
  treePeakMiB: number;
  processes: ProcessPeak[];
  method: string;
}

export interface MeasuredRun {
  wallMs: number;
  exitCode: number | null;
  startedAtMs: number;
  /** The report.json the run printed (`report: <path>`). */
  reportPath?: string;
  memory?: MemoryPeak;
  logFile: string;
}

const MiB = 1024 * 1024;

function statusField(pid: number, field: string): number | undefined {
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return m ? (Number(m[1]) * 1024) / MiB : undefined;
  } catch {
    return undefined;
  }
}

function childrenOf(): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = map.get(ppid) ?? [];
      list.push(Number(name));
      map.set(ppid, list);
    } catch {
      // gone meanwhile
    }
  }
  return map;
}

function tree(root: number): number[] {
  const kids = childrenOf();
  const out: number[] = [];
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    out.push(pid);
    stack.push(...(kids.get(pid) ?? []));
  }
  return out;
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .slice(0, 4)
      .join(' ')
      .replace(/\/[^ ]*\//g, '')
      .slice(0, 80);
  } catch {
    return '?';
  }
}

class MemorySampler {
  private readonly peaks = new Map<number, ProcessPeak>();
  private treePeak = 0;
  private timer?: NodeJS.Timeout;

  private readonly root: number;
  constructor(root: number) {
    this.root = root;
  }

  start(): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), 200);
  }

  sample(): void {
    let sum = 0;
    for (const pid of tree(this.root)) {
      const rss = statusField(pid, 'VmRSS');
      const hwm = statusField(pid, 'VmHWM');
      if (rss !== undefined) sum += rss;
      if (hwm === undefined) continue;
      const known = this.peaks.get(pid);
      if (known) known.peakMiB = Math.max(known.peakMiB, hwm);
      else this.peaks.set(pid, { pid, command: commandOf(pid), peakMiB: hwm });
    }
    this.treePeak = Math.max(this.treePeak, sum);
  }

  stop(): MemoryPeak {
    clearInterval(this.timer);
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      treePeakMiB: round(this.treePeak),
      processes: [...this.peaks.values()].map((p) => ({ ...p, peakMiB: round(p.peakMiB) })).sort((a, b) => b.peakMiB - a.peakMiB),
      method: '/proc/<pid>/status sampled every 200 ms over the run process and its descendants (VmHWM per process, VmRSS summed per sample)',
    };
  }
}

/** `node bin/partner-dns-conformance.js run` (the installed command) with exactly the given CONFORMANCE_* settings (none inherited). */
export function measureRun(env: Record<string, string>, logFile: string, cwd: string): Promise<MeasuredRun> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('CONFORMANCE_'))) as Record<string, string>;
  const startedAtMs = Date.now();
  const child = spawn(process.execPath, ['bin/partner-dns-conformance.js', 'run'], {
    cwd,
    env: { ...base, ...env, FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  let out = '';
  child.stdout.on('data', (c: Buffer) => {
    out += c.toString('utf8');
    log.write(c);
  });
  child.stderr.on('data', (c: Buffer) => log.write(c));
  const sampler = existsSync('/proc/self/status') ? new MemorySampler(child.pid!) : undefined;
  sampler?.start();
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const wallMs = Date.now() - startedAtMs;
      const memory = sampler?.stop();
      log.end();
      const reportPath = out.match(/^report: (.+report\.json)$/m)?.[1];
      resolve({ wallMs, exitCode: code, startedAtMs, reportPath, memory, logFile });
    });
  });
}
