// harness/run.ts: the conformance run end to end: resolveTarget (the configured target or the embedded reference),
// the preflight (a broken setup is one message and exit 2, before anything is written), the check catalogue (and the
// selection held against it), the sweep of earlier runs, runChecks (vitest), the cleanup, then finishRun (report.json
// with what the run assessed, renderings, summary, verdict).
import { rescrubExchanges } from './reports/exchanges.js';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { assess, runSettingsOf } from './assessment.js';
import { assertSelectionMatches, startSuiteCatalogue } from './catalogue.js';
import { staleCatalogueError } from './catalogue-file.js';
import { Api } from './client.js';
import {
  type CleanupClients,
  cleanupClients,
  cleanupLedger,
  closeEmbeddedLedgers,
  compareSnapshots,
  snapshotDomainRecords,
  targetMismatchOf,
  uncleanedRunDirs,
} from './cleanup.js';
import { sweepCommand } from './commands/sweep.js';
import { type Config, ConfigError } from './config.js';
import { completeReport, finishRun, type ReportDraft } from './finish-run.js';
import { DEFAULT_FULL_WINDOW_MS, Pacer } from './pacer.js';
import { appendLedger } from './ledger.js';
import { preflight } from './preflight.js';
import { redactingWriter, redactText, registerSecret } from './redact.js';
import { consoleText, plainLineWriter } from './console-text.js';
import { readObservations } from './report.js';
import { TOOL_NAME, toolVersion } from './tool.js';
import type { Report } from './report-model.js';
import { applyExpectedFailures, readExpectedFailures } from './reports/expected-failures.js';
import type { RunContext } from './run-context.js';
import { BUDGET_FILE } from './run-budget.js';
import { type ChecksOutcome, runChecks } from './run-checks.js';
import { orphanLine, sweepOrphans } from './orphans.js';
import { SignalWatch } from './signals.js';
import { writeRunLock } from './run-lock.js';
import { resolveTarget, type Target } from './target.js';
import { WaitProgress } from './wait-progress.js';

export { TargetUnreachable } from './target.js';

export interface RunOptions {
  write?: (line: string) => void;
  tty?: boolean;
  /** Self-test only (programmatic, never the CLI): setup files for the check worker, e.g. one that plants a bug in a helper. */
  setupFiles?: string[];
}

export interface RunOutcome {
  report: Report;
  runDir: string;
  /**
   * 0 nothing failed, 1 a check failed, 2 the suite broke (an error) or the run budget ended the run: the verdict's exit
   * code; 130 or 143 when SIGINT or SIGTERM ended it (after the cleanup).
   */
  exitCode: 0 | 1 | 2 | 130 | 143;
}

function newRunId(now: Date): { runId: string; prefix: string } {
  const rand = Math.random().toString(36).slice(2, 6).padEnd(4, '0');
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  // The prefix starts with a letter and holds only [a-z0-9-]: valid as a DNS label and as a user_identifier.
  return { runId: `${stamp}-${rand}`, prefix: `pdc-${Math.floor(now.getTime() / 1000).toString(36)}${rand}` };
}

export async function runConformance(config: Config, options: RunOptions = {}): Promise<RunOutcome> {
  // Every line the run prints is one plain line (no escape sequence, no line break a target put in it), then redacted: a target may echo a
  // key into a preflight message or the `fixture:` line, split by an escape sequence that is removed first.
  const write = plainLineWriter(redactingWriter(options.write ?? ((line: string) => process.stdout.write(`${line}\n`))));
  const started = new Date();
  const { runId, prefix } = newRunId(started);
  const runDir = join(config.reportDir, runId);
  let target: Target | undefined;
  try {
    target = await resolveTarget(config);
    registerSecret(target.apiKey, '$CONFORMANCE_API_KEY');
    registerSecret(target.secondApiKey, '$CONFORMANCE_SECOND_API_KEY');
    write(`${TOOL_NAME} ${toolVersion()} — run ${runId}`);
    write(
      `target ${target.baseUrl}${target.embedded ? ' (embedded reference server)' : ''}, profile ${config.profile}, ` +
        `seed ${config.seed}${config.seedWasGiven ? '' : ' (random)'}${config.shard ? `, shard ${config.shard.index}/${config.shard.count}` : ''}`,
    );
    // Before any check, and before anything is written: a broken setup is one message and exit 2.
    const discoveryApi = new Api(target.baseUrl, target.apiKey, { record() {} }, new Pacer(), config.timeoutMs);
    const checked = await preflight({
      baseUrl: target.baseUrl,
      apiKey: target.apiKey,
      secondApiKey: target.secondApiKey,
      fixtureUser: target.fixtureUser,
      foreignDomainId: target.foreignDomainId,
      renewDomainId: config.renewDomainId,
      timeoutMs: config.timeoutMs,
      shard: config.shard,
      unknownUser: `${prefix}-preflight`,
      pacer: discoveryApi.pacer,
      core: config.profile !== 'extended',
      extended: config.profile !== 'core',
      burstWindowMs: target.embedded ? config.referenceWindowMs : DEFAULT_FULL_WINDOW_MS,
    });
    // The catalogue is collected beside the checks (it takes seconds); a selection is held against it before anything is written.
    const suite = (await startSuiteCatalogue(config)).catalogue;
    if (config.only.length || config.skip.length) assertSelectionMatches(config, (await suite).checks);
    makeRunDir(runDir);

    const progress = new WaitProgress({ write, tty: options.tty ?? false });
    const clients = cleanupClients(target.baseUrl, target.apiKey, target.secondApiKey, config.timeoutMs);
    // The ledger says first which target and keys it belongs to: a sweep of another target refuses it.
    appendLedger(runDir, {
      kind: 'target',
      at: started.toISOString(),
      baseUrl: target.baseUrl,
      keys: clients.target.keys,
      prefix,
      domains: [checked.fixtureDomain.id],
      embedded: target.embedded,
    });
    const sweepLine = target.embedded
      ? 'the embedded reference ended with the run: nothing is left to sweep'
      : `sweep it with: ${sweepCommand(config, target.baseUrl, target.fixtureUser, Boolean(target.secondApiKey))}`;
    const signals = new SignalWatch(write, () => sweepLine);
    try {
      for (const api of [clients.primary, clients.second, discoveryApi]) if (api) api.pacer.onWait = progress.onWait;
      await sweepEarlierRuns(config.reportDir, runDir, clients, write);
      // What earlier runs over their deadline left with no ledger (a CI cancel): by the run prefix, never a live run's.
      const orphansAtStart = target.embedded
        ? undefined
        : await sweepOrphans(clients, {
            fixtureUser: target.fixtureUser,
            foreignDomainId: target.foreignDomainId,
            deadlineMs: config.runDeadlineMs,
            ownPrefix: prefix,
          });
      if (orphansAtStart && orphansAtStart.removed + orphansAtStart.left.length > 0) write(orphanLine(orphansAtStart, config.runDeadlineMs));
      const fixture = { domain: checked.fixtureDomain };
      for (const note of checked.notes) write(`fixture: ${note}`);
      write(`fixture domain ${consoleText(fixture.domain.name)} (${consoleText(fixture.domain.id)}) of ${target.fixtureUser}`);
      // The fixture domain's records are compared before and after (the core profile cannot list them).
      const snapshotDomain = config.profile !== 'core' ? fixture.domain.id : undefined;
      const before = snapshotDomain ? await snapshotDomainRecords(discoveryApi, snapshotDomain) : undefined;

      const context = runContext(config, target, { runId, prefix, runDir }, fixture.domain, started.getTime() + config.runDeadlineMs);
      const checks = await runChecks(config, context, {
        write,
        tty: options.tty ?? false,
        progress,
        setupFiles: options.setupFiles,
        signals,
        catalogue: suite.then((s) => s.checks),
      });

      rescrubExchanges(runDir); // with every login_url token the checks learnt, in whatever order their answers came
      // The cleanup's clients go on from what the checks' pacers last learnt of the key's windows.
      const pacers = checks.collected.pacerState;
      clients.primary.pacer.restore(pacers?.primary);
      clients.second?.pacer.restore(pacers?.second);
      discoveryApi.pacer.restore(pacers?.primary);
      if (signals.received) write(`${signals.received}: the checks stopped; deleting what the run created`);
      const clean = await cleanupLedger(runDir, clients);
      const after = snapshotDomain ? await snapshotDomainRecords(discoveryApi, snapshotDomain) : undefined;
      const intact = before && after ? compareSnapshots(before, after, prefix) : { intact: null, differences: ['not observable in this profile'] };

      const cleanup = {
        ...clean,
        ...(clean.left ? { sweep: sweepLine } : {}),
        fixtureIntact: intact.intact,
        fixtureDifferences: intact.differences,
        ...(orphansAtStart ? { orphansAtStart } : {}),
      };
      const draft = runReport(config, { runId, runDir, started, target, checks, cleanup, discoveryApi, clients, preflightRequests: checked.requests });
      // A run ended early (its budget spent, a signal) assessed only part of the target: partial, and an error (exit 2).
      const endedEarly = endedEarlyReasons(runDir, signals.received);
      for (const why of endedEarly) draft.errors.push(`run ended early: ${why}; the checks not run were skipped (the target was not fully assessed)`);
      const catalogue = (await suite).catalogue;
      // Every suite file ran to its end: the checks collected are the suite's, and a committed catalogue that says otherwise is stale.
      const stale = !draft.areasLoaded && !config.shard && !endedEarly.length ? staleCatalogueError(draft.checks, catalogue) : undefined;
      if (stale) draft.errors.push(stale);
      const report = completeReport({
        ...draft,
        runSettings: context.rerun.runSettings,
        assessment: assess({
          embedded: target.embedded,
          runSettings: context.rerun.runSettings,
          shard: config.shard,
          areasLoaded: draft.areasLoaded,
          endedEarly,
          checks: draft.checks,
          catalogue,
        }),
      });
      write('');
      const verdictCode = finishRun(report, { dir: runDir, write, latestIn: config.reportDir, formats: config.reports });
      return { report, runDir, exitCode: signals.received ? signals.exitCode() : verdictCode };
    } finally {
      signals.dispose();
    }
  } finally {
    // Never made when the report folder could not be written: rmSync would throw (ENOTDIR) over the error that says why.
    if (existsSync(runDir)) rmSync(join(runDir, 'run.lock'), { force: true });
    await target?.close();
  }
}

/** Open ledgers of earlier runs on this target and key are swept; those of another target are left to `sweep` there. */
async function sweepEarlierRuns(reportDir: string, runDir: string, clients: CleanupClients, write: (line: string) => void): Promise<void> {
  for (const dir of closeEmbeddedLedgers(uncleanedRunDirs(reportDir, runDir))) {
    const other = targetMismatchOf(dir, clients.target);
    if (other) {
      write(`not swept: ${relative(reportDir, dir)} (${other}); run sweep against its own target`);
      continue;
    }
    const s = await cleanupLedger(dir, clients);
    write(
      `swept ${relative(reportDir, dir)} left by an earlier run: ${s.deleted + (s.found ?? 0)} deleted, ${s.left ?? s.failed.length} left` +
        `${s.clean ? '' : ' (its ledger stays open)'}`,
    );
  }
}

/** The run folder and its lock, or one message naming the setting that chose where (a file in the way, no write permission). */
function makeRunDir(runDir: string): void {
  try {
    mkdirSync(runDir, { recursive: true });
    writeRunLock(runDir);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ConfigError('CONFORMANCE_REPORT_DIR', `cannot write the run folder ${runDir} (${reason}): give a folder you can write (--report-dir)`);
  }
}

/** Why the run ended before every check ran: its budget spent (the check worker's file says which bound), a signal. */
function endedEarlyReasons(runDir: string, signal: string | undefined): string[] {
  const reasons: string[] = [];
  const file = join(runDir, BUDGET_FILE);
  if (existsSync(file)) {
    try {
      reasons.push(`run budget spent: ${(JSON.parse(readFileSync(file, 'utf8')) as { message: string }).message}`);
    } catch {
      reasons.push('run budget spent');
    }
  }
  if (signal) reasons.push(`interrupted by ${signal}`);
  return reasons;
}

/** What the run's main process hands the checks (vitest provide/inject). */
function runContext(
  config: Config,
  target: Target,
  run: { runId: string; prefix: string; runDir: string },
  fixtureDomain: { id: string; name: string },
  /** Past it the run budget is spent: another run's `sweep --orphans` may take what this run made (harness/orphans.ts). */
  deadlineAt: number,
): RunContext {
  const runSettings = runSettingsOf(config);
  return {
    ...run,
    baseUrl: target.baseUrl,
    embedded: target.embedded,
    profile: config.profile,
    seed: config.seed,
    runs: config.runs,
    replayPath: config.replayPath,
    timeoutMs: config.timeoutMs,
    rateLimitProbe: config.rateLimitProbe,
    runBudget: { ...config.runBudget, deadlineAt },
    concurrency: config.concurrency,
    apiKey: target.apiKey,
    secondApiKey: target.secondApiKey,
    fixtureUser: target.fixtureUser,
    foreignDomainId: target.foreignDomainId,
    completedTransferId: target.completedTransferId,
    renewDomainId: config.renewDomainId,
    renewTenYears: config.renewTenYears,
    coreHourlyQuota: config.coreHourlyQuota,
    template: target.template,
    transport: target.transport,
    fixtureDomain,
    only: config.only,
    skip: config.skip,
    rerun: {
      target: { baseUrl: redactText(target.baseUrl), embedded: target.embedded },
      profile: config.profile,
      seed: config.seed,
      runsPerProperty: config.runs,
      runSettings,
    },
  };
}

interface RunFacts {
  runId: string;
  runDir: string;
  started: Date;
  target: Target;
  checks: ChecksOutcome;
  cleanup: Report['cleanup'];
  /** The main process's own clients (fixture discovery, cleanup): their requests count too. */
  discoveryApi: Api;
  clients: CleanupClients;
  /** Requests the preflight sent (its own clients). */
  preflightRequests: number;
}

/** The run's report before what follows from its checks (finish-run.ts completes it). */
function runReport(config: Config, facts: RunFacts): ReportDraft {
  const { collected, areasLoaded } = facts.checks;
  const checks = collected.results.sort((a, b) => a.area.localeCompare(b.area) || a.id.localeCompare(b.id));
  const runKey = [facts.discoveryApi, facts.clients.primary];
  const apis = facts.clients.second ? [...runKey, facts.clients.second] : runKey;
  const expectedFailures = config.expectedFailuresFile ? applyExpectedFailures(checks, readExpectedFailures(config.expectedFailuresFile)) : undefined;
  const finished = new Date();
  const total = (of: (c: (typeof checks)[number]) => number | undefined) => checks.reduce((n, c) => n + (of(c) ?? 0), 0);
  return {
    tool: { name: TOOL_NAME, version: toolVersion() },
    runId: facts.runId,
    target: {
      baseUrl: redactText(facts.target.baseUrl),
      embedded: facts.target.embedded,
      ...(config.targetName ? { name: redactText(config.targetName) } : {}),
    },
    profile: config.profile,
    seed: config.seed,
    runsPerProperty: config.runs,
    ...(config.shard ? { shard: config.shard } : {}),
    startedAt: facts.started.toISOString(),
    finishedAt: finished.toISOString(),
    durationMs: finished.getTime() - facts.started.getTime(),
    summary: {
      requests: total((c) => c.requests) + collected.cleanupRequests + facts.preflightRequests + apis.reduce((n, a) => n + a.stats.requests, 0),
      retriedAfter429: total((c) => c.retriedAfter429) + apis.reduce((n, a) => n + a.stats.retriedAfter429, 0),
      pacingWaits: total((c) => c.pacingWaits),
      pacingWaitedMs: Math.round(collected.pacingWaitedMs),
      requestsByGroup: sumCounts(collected.requestsByGroup, ...runKey.map((a) => a.stats.byGroup)),
      quotaWaitByGroup: sumCounts(collected.quotaWaitByGroup),
    },
    checks,
    observations: readObservations(facts.runDir),
    cleanup: facts.cleanup,
    errors: collected.errors.map(redactText),
    ...(areasLoaded ? { areasLoaded } : {}),
    ...(expectedFailures ? { expectedFailures } : {}),
  };
}

/** Per-group request counts added up (sorted by group, for a stable report). */
function sumCounts(...counts: Record<string, number>[]): Record<string, number> {
  const sum: Record<string, number> = {};
  for (const c of counts) for (const [k, n] of Object.entries(c)) sum[k] = (sum[k] ?? 0) + n;
  return Object.fromEntries(Object.entries(sum).sort(([a], [b]) => a.localeCompare(b)));
}
