// `npm run bench`: full conformance runs against the reference, measured.
//   1. unthrottled: the default run (embedded reference, 1-second windows): wall time, requests, requests per check,
//      peak memory.
//   2. rate-limited: a reference enforcing the §8 limits over real 60-second windows, started here; its wall time is
//      compared with the lower bound implied by its requests per §8 group (bench/lower-bound.ts), and its unexpected
//      429s (waited out and retried by the client) are counted.
// Figures go to bench/results/latest.json and bench/results/latest.md. No thresholds: nothing here fails on timing.
//
//   3. remote-like: the reference with 100 ms before every answer, with and without the §8 limits (60-second windows),
//      serial (--concurrency 1) and at the default concurrency: wall time, requests, 429s and the lower bound
//      max(quota bound, latency x longest chain of dependent requests) with the ratio to it.
//
//   4. history: the history command building its site from 2,700 synthetic reports (30 targets × 90 nights):
//      build time, peak memory, pages and bytes (bench/history.ts).
//
//   npm run bench -- [--seed N] [--only unthrottled|rate-limited|remote|history] [--remote NAME] [--no-align] [--out DIR]
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { limits } from '../contracts/spec-data.js';
import { startReference } from '../reference/server.js';
import { TOOL_NAME, toolVersion } from '../harness/tool.js';
import { benchHistory, historyBenchMarkdown } from './history.js';
import { lowerBound, type LowerBound } from './lower-bound.js';
import { measureRun, type MeasuredRun } from './measure.js';
import { DEFAULT_CONCURRENCY, LATENCY_MS, loadNow, REMOTE_BOUND_DEFINITION, REMOTE_RUNS, remoteRun } from './remote.js';
import type { Report } from '../harness/report-model.js';
import { targetEnvOf } from '../reference/target-env.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WINDOW_MS = 60_000;

export const LOWER_BOUND_DEFINITION = [
  'W = 60 s; windows fixed and aligned to the epoch (as the reference counts them).',
  'n_g = requests the run sent with its key in §8 group g (report.json summary.requestsByGroup); L_g = the §8 limit of g per window.',
  'k_g = ceil(n_g / L_g) windows at the least; r_g = n_g - (k_g - 1) L_g requests fall in the last of them at the least.',
  't0 = when the run process was spawned; b1 = the end of the window t0 lies in; tau = unthrottled wall time / unthrottled requests.',
  'LB_g = n_g tau if k_g = 1, else (b1 - t0) + (k_g - 2) W + r_g tau: the last window of g begins no earlier than b1 + (k_g - 2) W.',
  'The core hourly quota (1000 an hour) gives a bound of the same shape with W = 3600 s.',
  'LB = max(unthrottled wall time, max_g LB_g). ratio = rate-limited wall time / LB. ' +
    'With the run started at a window boundary, b1 - t0 = W and LB_g = (k_g - 1) W + r_g tau.',
].join(' ');

interface Args {
  seed: number;
  only?: 'unthrottled' | 'rate-limited' | 'remote' | 'history';
  /** Only the remote runs whose name contains this (e.g. "no limits"); their figures are merged into latest-remote.json. */
  remote?: string;
  align: boolean;
  out: string;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { seed: 1, align: true, out: join(ROOT, 'bench', 'results') };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--seed') args.seed = Number(argv[++i]);
    else if (a === '--only') args.only = argv[++i] as Args['only'];
    else if (a === '--no-align') args.align = false;
    else if (a === '--remote') args.remote = argv[++i];
    else if (a === '--out') args.out = resolve(argv[++i]);
    else if (a === '--help') {
      process.stdout.write('npm run bench -- [--seed N] [--only unthrottled|rate-limited|remote|history] [--remote NAME] [--no-align] [--out DIR]\n');
      process.exit(0);
    } else {
      process.stderr.write(`bench: unknown option ${a}\n`);
      process.exit(2);
    }
  }
  if (!Number.isInteger(args.seed)) throw new Error('--seed needs an integer');
  if (args.only && !['unthrottled', 'rate-limited', 'remote', 'history'].includes(args.only))
    throw new Error('--only unthrottled, rate-limited, remote or history');
  return args;
}

interface RunFigures {
  target: string;
  wallMs: number;
  exitCode: number | null;
  verdict?: string;
  checks: { total: number; run: number; passed: number; failed: number; skipped: number };
  requests: number;
  requestsPerCheck: number;
  retriedAfter429: number;
  pacingWaits: number;
  pacingWaitedMs: number;
  requestsByGroup: Record<string, number>;
  peakMemory?: MeasuredRun['memory'];
  report?: string;
  log: string;
}

function figures(target: string, m: MeasuredRun): { figures: RunFigures; report?: Report } {
  const report = m.reportPath ? (JSON.parse(readFileSync(m.reportPath, 'utf8')) as Report) : undefined;
  const s = report?.summary;
  const run = s ? s.passed + s.failed : 0;
  return {
    report,
    figures: {
      target,
      wallMs: m.wallMs,
      exitCode: m.exitCode,
      verdict: report?.verdict,
      checks: { total: s?.total ?? 0, run, passed: s?.passed ?? 0, failed: s?.failed ?? 0, skipped: s?.skipped ?? 0 },
      requests: s?.requests ?? 0,
      requestsPerCheck: run ? Math.round(((s?.requests ?? 0) / run) * 100) / 100 : 0,
      retriedAfter429: s?.retriedAfter429 ?? 0,
      pacingWaits: s?.pacingWaits ?? 0,
      pacingWaitedMs: s?.pacingWaitedMs ?? 0,
      requestsByGroup: s?.requestsByGroup ?? {},
      peakMemory: m.memory,
      report: m.reportPath ? relative(ROOT, m.reportPath) : undefined,
      log: relative(ROOT, m.logFile),
    },
  };
}

const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function markdown(results: any): string {
  const lines = [
    `# Bench — ${results.generatedAt}`,
    '',
    `${results.tool} ${results.version}, Node ${results.node}, ${results.cpus} CPUs, seed ${results.seed}.`,
    '',
    '| Run | Wall time | Checks run | Requests | Requests/check | Peak memory (tree / largest process) | Lower bound | Ratio | Unexpected 429s | Verdict |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [name, r] of Object.entries<any>(results.runs)) {
    if (!r) continue;
    const mem = r.peakMemory ? `${r.peakMemory.treePeakMiB} MiB / ${r.peakMemory.processes[0]?.peakMiB ?? '?'} MiB` : 'n/a';
    const lb = r.lowerBound ? sec(r.lowerBound.boundMs) : '—';
    const ratio = r.ratio !== undefined ? r.ratio.toFixed(3) : '—';
    lines.push(
      `| ${name} (${r.target}) | ${sec(r.wallMs)} | ${r.checks.run} | ${r.requests} | ${r.requestsPerCheck} | ${mem} | ` +
        `${lb} | ${ratio} | ${r.retriedAfter429} | ${r.verdict ?? `exit ${r.exitCode}`} |`,
    );
  }
  const rl = results.runs['rate-limited'];
  if (rl?.lowerBound) {
    const b = rl.lowerBound as LowerBound;
    lines.push(
      '',
      `Lower bound set by **${b.setBy}**; the run started ${sec(b.firstWindowRestMs)} before the end of its first window; ` +
        `tau = ${b.msPerRequest.toFixed(2)} ms per request.`,
      '',
    );
    lines.push('| §8 group | Requests n_g | Limit L_g | Window | Windows k_g | In last window r_g | LB_g |', '|---|---|---|---|---|---|---|');
    for (const g of b.groups)
      lines.push(`| ${g.group} | ${g.requests} | ${g.limit} | ${g.windowSeconds} s | ${g.windows} | ${g.inLastWindow} | ${sec(g.boundMs)} |`);
  }
  if (results.remote) {
    lines.push('', `**Remote-like runs** (${results.remote.latencyMs} ms per answer, default concurrency ${results.remote.defaultConcurrency}).`, '');
    lines.push(
      '| Run | Wall time | Requests | Connections | Quota bound | Latency x chain | Lower bound | Ratio | 429s | Load (1 min) before / after |',
      '|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const [name, r] of Object.entries<any>(results.runs)) {
      if (!r?.lowerBound?.chain) continue;
      const b = r.lowerBound;
      lines.push(
        `| ${name} | ${sec(r.wallMs)} | ${r.requests} | ${r.connections} | ${sec(b.quotaMs)} | ` +
          `${b.chain} x ${results.remote.latencyMs} ms = ${sec(b.chainMs)} | ${sec(b.boundMs)} | ${r.ratio.toFixed(3)} | ${r.unexpected429} | ` +
          `${r.load.before.loadAverage1m} / ${r.load.after.loadAverage1m} |`,
      );
    }
    lines.push('', `**Remote lower bound.** ${results.remote.lowerBound}`);
  }
  if (results.history) lines.push('', historyBenchMarkdown(results.history));
  if (results.load)
    lines.push('', `Machine load at the end (1 min / 5 min): ${results.load.loadAverage1m} / ${results.load.loadAverage5m} on ${results.cpus} CPUs.`);
  lines.push('', `**Lower bound.** ${LOWER_BOUND_DEFINITION}`, '');
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  mkdirSync(args.out, { recursive: true });
  const work = join(args.out, 'runs');
  if (!args.remote) rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const say = (s: string) => process.stdout.write(`${s}\n`);
  const results: any = {
    tool: TOOL_NAME,
    version: toolVersion(),
    generatedAt: new Date().toISOString(),
    node: process.versions.node,
    cpus: cpus().length,
    seed: args.seed,
    definitions: { lowerBound: LOWER_BOUND_DEFINITION },
    runs: {} as Record<string, unknown>,
  };

  let unthrottled: RunFigures | undefined;
  if (!args.only || args.only === 'unthrottled') {
    say('bench 1/2: full run against the embedded reference (1-second windows) ...');
    const m = await measureRun({ CONFORMANCE_SEED: String(args.seed), CONFORMANCE_REPORT_DIR: join(work, 'unthrottled') }, join(work, 'unthrottled.log'), ROOT);
    unthrottled = figures('embedded reference, 1 s windows', m).figures;
    results.runs.unthrottled = unthrottled;
    say(
      `  ${sec(unthrottled.wallMs)}, ${unthrottled.requests} requests, ${unthrottled.requestsPerCheck} per check, ` +
        `peak ${unthrottled.peakMemory?.treePeakMiB ?? '?'} MiB, verdict ${unthrottled.verdict ?? `exit ${m.exitCode}`}`,
    );
  }

  if (!args.only || args.only === 'rate-limited') {
    const ref = await startReference({ windowMs: WINDOW_MS, rateLimits: true, host: '127.0.0.1', port: 0 });
    try {
      if (args.align) {
        const wait = Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS - Date.now();
        say(`bench 2/2: waiting ${sec(wait)} for the next 60-second window boundary ...`);
        await new Promise((r) => setTimeout(r, wait + 5));
      }
      say(`bench 2/2: full run against a reference enforcing §8 over 60-second windows (${ref.url}) ...`);
      const m = await measureRun(
        {
          CONFORMANCE_SEED: String(args.seed),
          CONFORMANCE_REPORT_DIR: join(work, 'rate-limited'),
          ...targetEnvOf(ref),
        },
        join(work, 'rate-limited.log'),
        ROOT,
      );
      const rl = figures('reference enforcing §8, 60 s windows', m).figures as RunFigures & Record<string, unknown>;
      const base = unthrottled ?? { wallMs: 0, requests: 0 };
      const bound = lowerBound({
        requestsByGroup: rl.requestsByGroup,
        groups: limits.rateLimitGroups,
        unthrottledMs: base.wallMs,
        unthrottledRequests: base.requests,
        startedAtMs: m.startedAtMs,
      });
      rl.startedAt = new Date(m.startedAtMs).toISOString();
      rl.lowerBound = bound;
      rl.ratio = Math.round((rl.wallMs / bound.boundMs) * 1000) / 1000;
      rl.unexpected429 = rl.retriedAfter429;
      results.runs['rate-limited'] = rl;
      say(
        `  ${sec(rl.wallMs)}, ${rl.requests} requests, ${rl.requestsPerCheck} per check, ` +
          `peak ${rl.peakMemory?.treePeakMiB ?? '?'} MiB, verdict ${rl.verdict ?? `exit ${m.exitCode}`}`,
      );
      say(
        `  lower bound ${sec(bound.boundMs)} (set by ${bound.setBy}), ratio ${rl.ratio}, ` +
          `unexpected 429s ${rl.retriedAfter429}, pacing waits ${rl.pacingWaits} (${sec(rl.pacingWaitedMs)})`,
      );
    } finally {
      await ref.close();
    }
  }

  if (!args.only || args.only === 'remote') {
    if (args.remote) {
      // A partial remote bench keeps the other runs' figures of the last one.
      const previous = join(args.out, 'latest-remote.json');
      if (existsSync(previous)) Object.assign(results.runs, JSON.parse(readFileSync(previous, 'utf8')).runs);
    }
    for (const run of REMOTE_RUNS.filter((r) => !args.remote || r.name.includes(args.remote!))) {
      const figures = await remoteRun(run, args, work, say);
      results.runs[run.name] = figures;
    }
    results.remote = { latencyMs: LATENCY_MS, defaultConcurrency: DEFAULT_CONCURRENCY, lowerBound: REMOTE_BOUND_DEFINITION, load: loadNow() };
  }

  if (!args.only || args.only === 'history') {
    say('bench: history site from 30 targets × 90 nights of synthetic reports ...');
    results.history = await benchHistory(30, 90, 445, say);
    say(`  ${historyBenchMarkdown(results.history)}`);
  }

  results.load = loadNow();
  const name = args.only ? `latest-${args.only}` : 'latest';
  writeFileSync(join(args.out, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(args.out, `${name}.md`), markdown(results));
  say(`results: ${relative(ROOT, join(args.out, `${name}.json`))}, ${relative(ROOT, join(args.out, `${name}.md`))}`);
}

main().catch((error) => {
  process.stderr.write(`bench: ${(error as Error).message}\n`);
  process.exit(2);
});
