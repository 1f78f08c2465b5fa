// The conformance run end to end: target (configured or the embedded reference), fixture discovery, the checks
// through vitest, cleanup, report.json and the verdict.
import { readdirSync, mkdirSync, rmSync, symlinkSync, writeFileSync, cpSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningReference } from '../reference/server.js';
import type { ReferenceOptions } from '../reference/app.js';
import { Api } from './client.js';
import { assess, runSettingsOf } from './assessment.js';
import { assertSelectionMatches, suiteCatalogue } from './catalogue.js';
import { preflight, TargetUnreachable } from './preflight.js';
import { WaitProgress } from './wait-progress.js';
import { cleanupClients, cleanupLedger, compareSnapshots, snapshotDomainRecords, uncleanedRunDirs, type RecordSnapshot } from './cleanup.js';
import { CollectReporter } from './collect-reporter.js';
import { ConfigError, type Config } from './config.js';
import { ambiguities } from '../contracts/spec-data.js';
import { Pacer } from './pacer.js';
import { areasToLoad } from './selection.js';
import { certificationLines, certify } from './reports/certification.js';
import { applyExpectedFailures, readExpectedFailures } from './reports/expected-failures.js';
import { writeReports } from './reports/write-reports.js';
import { redactText, registerSecret } from './redact.js';
import { areasOf, coverageOf, exitCodeOf, verdictOf, readObservations, TOOL_NAME, toolVersion, type Report } from './report.js';
import type { RunContext } from './run-context.js';

const SUITES_DIR = fileURLToPath(new URL('../suites', import.meta.url));

export { TargetUnreachable };

export interface RunOptions {
  /** Options for the embedded reference (faults, variants) when no base URL is configured. */
  reference?: ReferenceOptions;
  write?: (line: string) => void;
  tty?: boolean;
  /** Self-test only (programmatic, never the CLI): setup files for the check worker, e.g. one that plants a bug in a helper. */
  setupFiles?: string[];
}

export interface RunOutcome {
  report: Report;
  runDir: string;
  /** 0 nothing failed, 1 a check failed, 2 the suite broke (an error): the verdict's exit code. */
  exitCode: 0 | 1 | 2;
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
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const started = new Date();
  const { runId, prefix } = newRunId(started);
  const runDir = join(config.reportDir, runId);

  let reference: RunningReference | undefined;
  try {
    let baseUrl: string = config.baseUrl ?? '';
    let apiKey = config.apiKey;
    let secondApiKey = config.secondApiKey;
    let fixtureUser = config.fixtureUser;
    let foreignDomainId = config.foreignDomainId;
    let template = config.template;
    if (!baseUrl) {
      // Loaded only for the embedded reference: a run against a configured target (and its preflight) does without.
      const [{ startReference }, { faultCatalogue }] = await Promise.all([import('../reference/server.js'), import('../reference/faults/index.js')]);
      const faults = config.referenceFaults.map((name) => {
        const fault = faultCatalogue.find((f) => f.name === name);
        if (!fault) throw new ConfigError('CONFORMANCE_REFERENCE_FAULTS', `no fault named ${name} (reference/faults)`);
        return fault;
      });
      const known = new Set(ambiguities.flatMap((a) => a.variants));
      const unknownVariant = config.referenceVariants.find((v) => !known.has(v));
      if (unknownVariant) throw new ConfigError('CONFORMANCE_REFERENCE_VARIANTS', `no variant named ${unknownVariant} (contracts/ambiguities.yaml)`);
      reference = await startReference({
        windowMs: config.referenceWindowMs,
        faults,
        variants: config.referenceVariants,
        ...options.reference,
        host: '127.0.0.1',
        port: 0,
      });
      baseUrl = reference.url;
      apiKey = reference.fixtures.apiKey;
      secondApiKey = reference.fixtures.secondApiKey;
      fixtureUser = reference.fixtures.fixtureUser;
      foreignDomainId = reference.fixtures.foreignDomainId;
      template = reference.fixtures.template;
    }
    registerSecret(apiKey, '$CONFORMANCE_API_KEY');
    registerSecret(secondApiKey, '$CONFORMANCE_SECOND_API_KEY');
    write(`${TOOL_NAME} ${toolVersion()} — run ${runId}`);
    write(
      `target ${baseUrl}${reference ? ' (embedded reference server)' : ''}, profile ${config.profile}, ` +
        `seed ${config.seed}${config.seedWasGiven ? '' : ' (random)'}${config.shard ? `, shard ${config.shard.index}/${config.shard.count}` : ''}`,
    );

    // Before any check, and before anything is written: a broken setup is one message and exit 2.
    const discoveryApi = new Api(baseUrl, apiKey!, { record() {} }, new Pacer(), config.timeoutMs);
    const checked = await preflight({
      baseUrl,
      apiKey: apiKey!,
      secondApiKey,
      fixtureUser: fixtureUser!,
      foreignDomainId,
      timeoutMs: config.timeoutMs,
      shard: config.shard,
      unknownUser: `${prefix}-preflight`,
      pacer: discoveryApi.pacer,
    });
    const suite = await suiteCatalogue(config);
    assertSelectionMatches(config, suite.checks);
    mkdirSync(runDir, { recursive: true });
    writeFileSync(join(runDir, 'run.lock'), String(process.pid));

    const progress = new WaitProgress({ write, tty: options.tty ?? false });
    const clients = cleanupClients(baseUrl, apiKey!, secondApiKey, config.timeoutMs);
    clients.primary.pacer.onWait = progress.onWait;
    if (clients.second) clients.second.pacer.onWait = progress.onWait;
    for (const dir of uncleanedRunDirs(config.reportDir, runDir)) {
      const s = await cleanupLedger(dir, clients);
      write(`swept ${relative(config.reportDir, dir)} left by an earlier run: ${s.deleted} deleted, ${s.failed.length} could not be`);
    }

    const discovered = { domain: checked.fixtureDomain };
    for (const note of checked.notes) write(`fixture: ${note}`);
    write(`fixture domain ${discovered.domain.name} (${discovered.domain.id}) of ${fixtureUser}`);
    const before: RecordSnapshot | undefined = config.profile !== 'core' ? await snapshotDomainRecords(discoveryApi, discovered.domain.id) : undefined;
    const runSettings = runSettingsOf(config);

    const context: RunContext = {
      runId,
      prefix,
      runDir,
      baseUrl,
      embedded: Boolean(reference),
      profile: config.profile,
      seed: config.seed,
      runs: config.runs,
      replayPath: config.replayPath,
      timeoutMs: config.timeoutMs,
      rateLimitProbe: config.rateLimitProbe,
      apiKey: apiKey!,
      secondApiKey,
      fixtureUser: fixtureUser!,
      foreignDomainId,
      template,
      fixtureDomain: discovered.domain,
      only: config.only,
      skip: config.skip,
      rerun: {
        target: { baseUrl: redactText(baseUrl), embedded: Boolean(reference) },
        profile: config.profile,
        seed: config.seed,
        runsPerProperty: config.runs,
        runSettings,
      },
    };

    const reporter = new CollectReporter({ write, tty: options.tty ?? false, progress });
    const knownAreas = readdirSync(SUITES_DIR)
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => f.replace(/\.test\.ts$/, ''));
    const loadedAreas = areasToLoad(config.only, knownAreas);
    // Loaded only now: importing vitest takes seconds on a busy machine, and a broken setup must not wait for it.
    const { startVitest } = await import('vitest/node');
    const vitest = await startVitest('test', loadedAreas ? loadedAreas.map((a) => `suites/${a}.test.ts`) : [], {
      config: new URL('./conformance.vitest.config.ts', import.meta.url).pathname,
      reporters: [reporter],
      provide: { conformance: context },
      watch: false,
      passWithNoTests: false,
      ...(options.setupFiles ? { setupFiles: options.setupFiles } : {}),
      ...(config.shard ? { shard: `${config.shard.index}/${config.shard.count}` } : {}),
    } as any);
    await vitest?.close();

    // The cleanup's clients go on from what the checks' pacers last learnt of the key's windows.
    clients.primary.pacer.restore(reporter.pacerState?.primary);
    clients.second?.pacer.restore(reporter.pacerState?.second);
    discoveryApi.pacer.restore(reporter.pacerState?.primary);
    const clean = await cleanupLedger(runDir, clients);
    const after = before ? await snapshotDomainRecords(discoveryApi, discovered.domain.id) : undefined;
    const fixture = before && after ? compareSnapshots(before, after) : { intact: null, differences: ['not observable in this profile'] };

    const checks = reporter.results.sort((a, b) => a.area.localeCompare(b.area) || a.id.localeCompare(b.id));
    const count = (s: string) => checks.filter((c) => c.status === s).length;
    const errors = reporter.errors.map(redactText);
    const known = config.expectedFailuresFile ? applyExpectedFailures(checks, readExpectedFailures(config.expectedFailuresFile)) : undefined;
    const finished = new Date();
    const report: Report = {
      tool: { name: TOOL_NAME, version: toolVersion() },
      runId,
      target: { baseUrl: redactText(baseUrl), embedded: Boolean(reference) },
      profile: config.profile,
      seed: config.seed,
      runsPerProperty: config.runs,
      ...(config.shard ? { shard: config.shard } : {}),
      startedAt: started.toISOString(),
      finishedAt: finished.toISOString(),
      durationMs: finished.getTime() - started.getTime(),
      verdict: verdictOf({ checks, errors, expectedFailures: known }),
      summary: {
        total: checks.length,
        passed: count('passed'),
        failed: count('failed'),
        skipped: count('skipped'),
        errored: count('error'),
        requests:
          checks.reduce((n, c) => n + c.requests, 0) +
          checked.requests +
          reporter.cleanupRequests +
          discoveryApi.stats.requests +
          clients.primary.stats.requests +
          (clients.second?.stats.requests ?? 0),
        retriedAfter429:
          checks.reduce((n, c) => n + (c.retriedAfter429 ?? 0), 0) +
          discoveryApi.stats.retriedAfter429 +
          clients.primary.stats.retriedAfter429 +
          (clients.second?.stats.retriedAfter429 ?? 0),
        pacingWaits: checks.reduce((n, c) => n + (c.pacingWaits ?? 0), 0),
        pacingWaitedMs: Math.round(reporter.pacingWaitedMs),
        requestsByGroup: sumCounts(reporter.requestsByGroup, discoveryApi.stats.byGroup, clients.primary.stats.byGroup),
      },
      checks,
      areas: areasOf(checks),
      coverage: coverageOf(checks),
      observations: readObservations(runDir),
      cleanup: { ...clean, fixtureIntact: fixture.intact, fixtureDifferences: fixture.differences },
      errors,
      ...(loadedAreas ? { areasLoaded: loadedAreas } : {}),
      ...(known ? { expectedFailures: known } : {}),
      runSettings,
      assessment: assess({
        embedded: Boolean(reference),
        runSettings,
        shard: config.shard,
        areasLoaded: loadedAreas,
        checks,
        catalogue: suite.catalogue,
      }),
    };
    report.certification = certify(report);
    writeFileSync(join(runDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
    const written = writeReports(report, runDir);
    linkLatest(config.reportDir, runDir);

    write('');
    write(
      `${report.summary.passed} passed, ${report.summary.failed} failed, ${report.summary.skipped} skipped` +
        `${report.summary.errored ? `, ${report.summary.errored} suite errors` : ''} — ` +
        `${report.summary.requests} requests in ${(report.durationMs / 1000).toFixed(1)} s`,
    );
    write(
      `coverage: ${report.coverage.operations.covered}/${report.coverage.operations.total} operations, ` +
        `${report.coverage.requirements.covered}/${report.coverage.requirements.checkable} stated requirements`,
    );
    write(
      `cleanup: ${clean.deleted} deleted, ${clean.alreadyGone} already gone, ${clean.failed.length} could not be deleted; ` +
        `fixture domain ${fixture.intact === null ? 'not compared' : fixture.intact ? 'intact' : `CHANGED: ${fixture.differences.join('; ')}`}`,
    );
    for (const e of errors) write(`error: ${e.split('\n')[0]}`);
    if (known) {
      write(
        `expected failures: ${known.expected.length} still failing (not counted), ` +
          `${known.stale.length} stale (now passing: ${known.stale.join(', ') || 'none'})`,
      );
      if (known.unknown.length) write(`expected failures: no such check: ${known.unknown.join(', ')}`);
    }
    write(`report: ${join(runDir, 'report.json')}`);
    write(`reports: ${written.html}, ${written.junit}, ${written.markdown}`);
    for (const line of certificationLines(report.certification)) write(line);
    write(`verdict: ${report.verdict.toUpperCase()}`);
    return { report, runDir, exitCode: exitCodeOf(report.verdict) };
  } finally {
    rmSync(join(runDir, 'run.lock'), { force: true });
    await reference?.close();
  }
}

/** Per-group request counts added up (sorted by group, for a stable report). */
function sumCounts(...counts: Record<string, number>[]): Record<string, number> {
  const sum: Record<string, number> = {};
  for (const c of counts) for (const [k, n] of Object.entries(c)) sum[k] = (sum[k] ?? 0) + n;
  return Object.fromEntries(Object.entries(sum).sort(([a], [b]) => a.localeCompare(b)));
}

function linkLatest(reportDir: string, runDir: string): void {
  const latest = join(reportDir, 'latest');
  rmSync(latest, { recursive: true, force: true });
  try {
    symlinkSync(relative(reportDir, runDir), latest, 'dir');
  } catch {
    cpSync(runDir, latest, { recursive: true });
  }
}
