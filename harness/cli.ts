#!/usr/bin/env -S npx tsx
// The command line: run (the conformance run), list (the checks, without running them), reference (serve the
// reference), merge (one report from the shards of a split run), sweep (delete what crashed runs left), diff, compare,
// bundle and verify (reports). Exit codes: 0 pass (an INCOMPLETE certification too), 1 a check failed (run), a regression
// (diff) or a bundle that does not verify (verify), 2 configuration, usage, setup (preflight), target or unreadable-file
// errors, or a suite error (the suite's own code broke) — always one clear message, never a stack trace.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { ConfigError, environment, parseConfig, SETTINGS } from './config.js';
import { cleanupClients, cleanupLedger, uncleanedRunDirs } from './cleanup.js';
import { runConformance, TargetUnreachable } from './run.js';
import { PreflightError } from './preflight.js';
import { assertSelectionMatches } from './catalogue.js';
import { collectChecks, listingText } from './commands/list.js';
import { MergeError, registerMerge } from './commands/merge.js';
import { registerReference } from './commands/reference.js';
import { bundleRun, verifyBundle } from './reports/bundle.js';
import { toCompareHtml } from './reports/compare.js';
import { diffMarkdown, diffReports, diffText } from './reports/diff.js';
import { readReport, reportPath, ReportFileError } from './reports/read-report.js';
import { writeReportFile } from './reports/write-reports.js';

const FLAG_TO_ENV: Record<string, string> = {
  baseUrl: 'CONFORMANCE_BASE_URL',
  profile: 'CONFORMANCE_PROFILE',
  seed: 'CONFORMANCE_SEED',
  path: 'CONFORMANCE_PATH',
  runs: 'CONFORMANCE_RUNS',
  reportDir: 'CONFORMANCE_REPORT_DIR',
  timeoutMs: 'CONFORMANCE_TIMEOUT_MS',
  fixtureUser: 'CONFORMANCE_FIXTURE_USER',
  foreignDomainId: 'CONFORMANCE_FOREIGN_DOMAIN_ID',
  template: 'CONFORMANCE_TEMPLATE',
  expectedFailures: 'CONFORMANCE_EXPECTED_FAILURES',
  only: 'CONFORMANCE_ONLY',
  skip: 'CONFORMANCE_SKIP',
  shard: 'CONFORMANCE_SHARD',
  referenceWindowMs: 'CONFORMANCE_REFERENCE_WINDOW_MS',
  referenceFault: 'CONFORMANCE_REFERENCE_FAULTS',
  referenceVariant: 'CONFORMANCE_REFERENCE_VARIANTS',
};

function configFrom(flags: Record<string, unknown>) {
  const env = environment();
  for (const [flag, name] of Object.entries(FLAG_TO_ENV)) {
    if (flags[flag] !== undefined) env[name] = String(flags[flag]);
  }
  if (flags.rateLimitProbe) env.CONFORMANCE_RATE_LIMIT_PROBE = '1';
  return parseConfig(env);
}

function withTargetOptions(cmd: Command): Command {
  return cmd
    .option('--base-url <url>', 'target root before /api/v1 (CONFORMANCE_BASE_URL); unset: the embedded reference')
    .option('--fixture-user <id>', 'user owning at least one domain (CONFORMANCE_FIXTURE_USER)')
    .option('--foreign-domain-id <id>', 'a domain the key may not use (CONFORMANCE_FOREIGN_DOMAIN_ID)')
    .option('--template <json>', 'template fixture JSON (CONFORMANCE_TEMPLATE)')
    .option('--report-dir <dir>', 'where run folders go (CONFORMANCE_REPORT_DIR)')
    .option('--timeout-ms <ms>', 'per-request timeout (CONFORMANCE_TIMEOUT_MS)');
}

const EXIT_CODES = `
Exit codes:
  0  nothing failed (a certification may still be INCOMPLETE: the checks that ran passed)
  1  a check failed (run, merge), a regression (diff), a bundle that does not verify (verify)
  2  configuration, usage or setup error (unknown setting, --only/--skip selecting nothing, key refused,
     no /api/v1 at the base URL, fixture user absent or without a domain, ...), a target that cannot be used,
     or a suite error (the suite's own code broke: the target was not assessed)`;

const program = new Command()
  .name('partner-dns-conformance')
  .description('Conformance and certification suite for the Partner Domain and DNS Service interface')
  .addHelpText('after', EXIT_CODES)
  .exitOverride()
  .configureOutput({ writeErr: (s) => process.stderr.write(s) });

withTargetOptions(program.command('run').description('run the conformance checks against the target').addHelpText('after', EXIT_CODES))
  .addOption(new Option('--profile <profile>', 'core, extended or full (CONFORMANCE_PROFILE)').choices(['core', 'extended', 'full']))
  .option('--seed <n>', 'fast-check seed (CONFORMANCE_SEED)')
  .option('--path <path>', 'fast-check replay path, with --seed (CONFORMANCE_PATH)')
  .option('--runs <n>', 'runs per property (CONFORMANCE_RUNS)')
  .option('--only <list>', 'comma-separated areas or check ids (CONFORMANCE_ONLY)')
  .option('--skip <list>', 'comma-separated areas or check ids to leave out (CONFORMANCE_SKIP)')
  .option('--expected-failures <file>', 'expected-failures file (CONFORMANCE_EXPECTED_FAILURES)')
  .option('--rate-limit-probe', 'exhaust one rate-limit group to check 429 (CONFORMANCE_RATE_LIMIT_PROBE=1)')
  .option('--reference-window-ms <ms>', 'rate-limit window of the embedded reference (CONFORMANCE_REFERENCE_WINDOW_MS)')
  .option('--reference-fault <list>', 'self-test: faults to plant in the embedded reference (CONFORMANCE_REFERENCE_FAULTS)')
  .option('--reference-variant <list>', 'self-test: allowed choices of the embedded reference (CONFORMANCE_REFERENCE_VARIANTS)')
  .option('--shard <i/n>', 'run the i-th of n parts, by suite file; needs --seed; merge the reports (CONFORMANCE_SHARD)')
  .option('--list', 'list the checks this run would run (id, area, operation, spec section, requirements) and exit')
  .action(async (flags) => {
    const config = configFrom(flags);
    if (flags.list) {
      await printListing(config, {});
      return;
    }
    const outcome = await runConformance(config, { tty: process.stdout.isTTY });
    process.exitCode = outcome.exitCode;
  });

async function printListing(config: ReturnType<typeof configFrom>, flags: { json?: boolean; all?: boolean }): Promise<void> {
  const listing = await collectChecks(config);
  // A selection is held against every check, not only the shard's or the profile's: a typo is an error, not an empty list.
  assertSelectionMatches(config, config.shard ? (await collectChecks({ ...config, shard: undefined })).checks : listing.checks);
  if (flags.json) {
    const checks = flags.all ? listing.checks : listing.checks.filter((c) => !c.leftOut);
    process.stdout.write(`${JSON.stringify({ checks, errors: listing.errors }, null, 2)}\n`);
  } else {
    process.stdout.write(listingText(listing, flags));
  }
  process.exitCode = listing.errors.length ? 2 : 0;
}

program
  .command('list')
  .description('list every check (id, area, interface, operation, spec section, requirements) without running anything')
  .addOption(new Option('--profile <profile>', 'core, extended or full (CONFORMANCE_PROFILE)').choices(['core', 'extended', 'full']))
  .option('--only <list>', 'comma-separated areas or check ids, DNS-TTL-* for a prefix (CONFORMANCE_ONLY)')
  .option('--skip <list>', 'comma-separated areas or check ids to leave out (CONFORMANCE_SKIP)')
  .option('--shard <i/n>', 'the checks of one shard (CONFORMANCE_SHARD; a seed is not needed to list)')
  .option('--all', 'also list the checks left out, with the reason (JSON: leftOut)')
  .option('--json', 'JSON instead of a table')
  .action(async (flags) => {
    // Listing sends nothing: no target settings are needed, and a shard needs no seed to be listed.
    const env = { ...environment() };
    for (const name of [
      'CONFORMANCE_BASE_URL',
      'CONFORMANCE_API_KEY',
      'CONFORMANCE_SECOND_API_KEY',
      'CONFORMANCE_FIXTURE_USER',
      'CONFORMANCE_FOREIGN_DOMAIN_ID',
      'CONFORMANCE_REFERENCE_FAULTS',
      'CONFORMANCE_REFERENCE_VARIANTS',
    ])
      delete env[name];
    for (const [flag, name] of Object.entries({
      profile: 'CONFORMANCE_PROFILE',
      only: 'CONFORMANCE_ONLY',
      skip: 'CONFORMANCE_SKIP',
      shard: 'CONFORMANCE_SHARD',
    })) {
      if (flags[flag] !== undefined) env[name] = String(flags[flag]);
    }
    if (env.CONFORMANCE_SHARD && !env.CONFORMANCE_SEED) env.CONFORMANCE_SEED = '0';
    await printListing(parseConfig(env), flags);
  });

registerReference(program);
registerMerge(program);

withTargetOptions(program.command('sweep').description('delete what crashed runs left on the target, from their ledgers')).action(async (flags) => {
  const config = configFrom(flags);
  if (!config.baseUrl) throw new ConfigError('CONFORMANCE_BASE_URL', 'sweep needs a target (the embedded reference keeps nothing between runs)');
  const clients = cleanupClients(config.baseUrl, config.apiKey!, config.secondApiKey, config.timeoutMs);
  const dirs = uncleanedRunDirs(config.reportDir);
  if (!dirs.length) process.stdout.write('nothing to sweep\n');
  for (const dir of dirs) {
    const s = await cleanupLedger(dir, clients);
    process.stdout.write(`${dir}: ${s.deleted} deleted, ${s.alreadyGone} already gone, ${s.failed.length} could not be deleted\n`);
    for (const f of s.failed) process.stdout.write(`  ${f.entry}: ${f.reason}\n`);
  }
});

program
  .command('settings')
  .description('print every setting with its default')
  .action(() => {
    for (const [name, def, meaning] of SETTINGS) process.stdout.write(`${name.padEnd(34)} ${def.padEnd(34)} ${meaning}\n`);
  });

function writeOut(file: string, text: string): void {
  try {
    mkdirSync(dirname(resolve(file)), { recursive: true });
    writeReportFile(file, text);
  } catch (error) {
    throw new ReportFileError(`${file}: cannot be written (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
}

program
  .command('diff')
  .description(
    'compare two report.json files (earlier, later): newly failing, newly passing, still failing, newly skipped, added, removed; exit 1 on a regression',
  )
  .argument('<before>', 'the earlier report.json (or its run folder)')
  .argument('<after>', 'the later report.json (or its run folder)')
  .option('--out <file>', 'write the diff here: .md for Markdown, otherwise JSON (default: diff.json and diff.md beside the later report)')
  .action((beforePath: string, afterPath: string, flags: { out?: string }) => {
    const before = readReport(beforePath);
    const after = readReport(afterPath);
    const d = diffReports(before, after);
    process.stdout.write(diffText(d));
    const outs = flags.out ? [flags.out] : [join(dirname(reportPath(afterPath)), 'diff.json'), join(dirname(reportPath(afterPath)), 'diff.md')];
    for (const out of outs) {
      writeOut(out, out.endsWith('.md') ? diffMarkdown(d) : `${JSON.stringify(d, null, 2)}\n`);
      process.stdout.write(`written: ${out}\n`);
    }
    process.exitCode = d.regressions.length ? 1 : 0;
  });

program
  .command('compare')
  .description('several implementations side by side: one column per report.json, as one HTML page')
  .argument('<reports...>', 'report.json files (or run folders)')
  .option('--out <file>', 'the HTML file to write', 'compare.html')
  .action((paths: string[], flags: { out: string }) => {
    const reports = paths.map(readReport);
    const labels = reports.map((r) => `${r.target.baseUrl}${r.target.embedded ? ' (embedded)' : ''}`);
    const unique = labels.map((l, i) => (labels.filter((x) => x === l).length > 1 ? `${l} · ${reports[i]!.runId}` : l));
    writeOut(flags.out, toCompareHtml(reports, unique));
    process.stdout.write(`compared ${reports.length} reports: ${flags.out}\n`);
  });

program
  .command('bundle')
  .description('pack a run folder as a certification bundle: manifest.json (SHA-256 of every file) and a .tar.gz')
  .argument('<run-dir>', 'the run folder (reports/<run-id>)')
  .option('--out <file>', 'the .tar.gz to write (default: <run-dir>.tar.gz)')
  .action(async (runDir: string, flags: { out?: string }) => {
    const { file, manifest } = await bundleRun(runDir, flags.out);
    process.stdout.write(`bundle: ${file} (${Object.keys(manifest.files).length} files and manifest.json, run ${manifest.runId})\n`);
  });

program
  .command('verify')
  .description('check a certification bundle offline: hashes match the manifest, the verdict and the certification follow from the checks')
  .argument('<bundle>', 'a bundle .tar.gz, or a run folder holding manifest.json')
  .action(async (bundle: string) => {
    const v = await verifyBundle(bundle);
    for (const note of v.notes) process.stdout.write(`  ${note}\n`);
    for (const problem of v.problems) process.stdout.write(`  problem: ${problem}\n`);
    if (v.ok && v.report) {
      process.stdout.write(`VERIFIED: ${bundle} — run ${v.report.runId}, verdict ${v.report.verdict.toUpperCase()}\n`);
      for (const p of v.report.certification?.profiles ?? []) process.stdout.write(`  ${p.statement}\n`);
    } else {
      process.stdout.write(`NOT VERIFIED: ${bundle} — ${v.problems.length} problem(s)\n`);
    }
    process.exitCode = v.ok ? 0 : 1;
  });

async function main(): Promise<void> {
  try {
    await program.parseAsync(process.argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      process.exitCode = error.exitCode === 0 ? 0 : 2;
      return;
    }
    if (error instanceof ConfigError) {
      process.stderr.write(`configuration error: ${error.message}\n`);
    } else if (error instanceof ReportFileError || error instanceof MergeError) {
      process.stderr.write(`${error.message}\n`);
    } else if (error instanceof TargetUnreachable) {
      process.stderr.write(`${error.message}\n`);
    } else if (error instanceof PreflightError) {
      process.stderr.write(`setup error: ${error.message}\n`);
    } else {
      process.stderr.write(`error: ${(error as Error)?.message ?? String(error)}\n`);
    }
    process.exitCode = 2;
  }
}

await main();
// Exit explicitly (vitest can leave handles open), but only once stdout and stderr are flushed: output queued for a
// pipe (`list --json | jq`, CI logs) would otherwise be cut off at 64 KiB.
const code = Number(process.exitCode ?? 0);
process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
