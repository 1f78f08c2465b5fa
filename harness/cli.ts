#!/usr/bin/env -S npx tsx
// harness/cli.ts: the command line: run (the conformance run), list (the checks, without running them), reference
// (serve the reference), merge (one report from the shards of a split run), sweep (delete what crashed runs left),
// settings, diff, compare, bundle and verify (reports), and history (a static site of many runs of many targets).
// Exit codes: 0 pass (an INCOMPLETE certification too), 1 a check failed (run, merge), a regression (diff) or a
// bundle that does not verify (verify), 2 configuration, usage, setup (preflight), target or unreadable-file errors,
// a suite error (the suite's own code broke), a run ended by its budget or a sweep refused or incomplete, 130/143 a
// run ended by SIGINT/SIGTERM after its cleanup: always one clear message, never a stack trace. Only commander, the
// settings and the reference's flags load up front; every command loads what it needs when it runs, so --help and
// the report commands start fast.
import { Command, CommanderError, Option } from 'commander';
import { registerReference } from './commands/reference.js';
import { type Config, environment, parseConfig } from './config.js';
import { CONSOLE_LINE_MAX, consoleText, plainLineWriter } from './console-text.js';
import { redactingWriter, redactText, registerSecret } from './redact.js';
import { SETTING_LIST, type SettingCommand } from './settings.js';
import { TOOL_NAME, toolVersion } from './tool.js';

const out = (text: string) => process.stdout.write(text);
/** One line of the tool's (merge, sweep): plain text, redacted, as a target's answers may be quoted in it (harness/console-text.ts). */
const line = plainLineWriter(redactingWriter((text: string) => process.stdout.write(`${text}\n`)));

const HELP_AFTER = `
Keys: CONFORMANCE_API_KEY and CONFORMANCE_SECOND_API_KEY come from the environment (or a .env file) only, never from
a flag. Every other setting has a CONFORMANCE_* variable and a flag of the commands it applies to (\`settings\` lists
them all, with their defaults).

Exit codes:
  0  nothing failed (a certification may still be INCOMPLETE: the checks that ran passed)
  1  a check failed (run, merge), a regression (diff), a bundle that does not verify (verify)
  2  a configuration, usage or setup error (an unknown CONFORMANCE_* name, --only/--skip selecting nothing, a refused
     key, no /api/v1 at the base URL, a fixture user absent or owning no domain, ...), a target that cannot be used,
     an unreadable file, or a suite error (the suite's own code broke: the target was not assessed); one message
     naming it, no stack trace, no check reported. Also: a run ended by its budget (CONFORMANCE_RUN_BUDGET_*: a
     target answering 429 or not answering; reported partial, after the cleanup), and a sweep refused (a ledger of
     another target or key) or leaving something on the target (the command to run again is printed)
  130, 143  a run ended by SIGINT or SIGTERM, after its cleanup (a second signal aborts at once and prints the sweep
     command)

Examples:
  partner-dns-conformance run                          # against the embedded reference server
  export CONFORMANCE_API_KEY=...                       # the partner key of the target
  partner-dns-conformance run --base-url https://sandbox.example.test --fixture-user owner-1
  partner-dns-conformance run --profile core --only dns-records
  partner-dns-conformance run --shard 1/2 --seed 7     # then: merge <report.json...>
  partner-dns-conformance list --only auth --json
  partner-dns-conformance diff reports/<earlier-run> reports/latest
  partner-dns-conformance history nightly/ --out site       # every night of every target, as a static site`;

/** The flags of the settings `command` takes (settings.ts), each naming its variable. */
function withSettingFlags(cmd: Command, command: SettingCommand): Command {
  for (const s of SETTING_LIST) {
    if (!s.flag || !s.commands?.includes(command)) continue;
    const option = new Option(s.flag, `${s.summary.replace(/`/g, '')} (${s.env})`);
    if (s.choices) option.choices(s.choices);
    if (s.fromFlags) option.argParser((value: string, previous: string[] | undefined) => [...(previous ?? []), value]);
    cmd.addOption(option);
  }
  return cmd;
}

/** The configuration: the environment (and .env), with the flags given on top. */
function configFrom(flags: Record<string, unknown>, command: SettingCommand, env = environment()): Config {
  const merged = { ...env };
  for (const s of SETTING_LIST) {
    if (!s.flag || !s.commands?.includes(command)) continue;
    const value = flags[new Option(s.flag).attributeName()];
    if (Array.isArray(value) && s.fromFlags) merged[s.env] = s.fromFlags(value, merged[s.env]);
    else if (value !== undefined) merged[s.env] = value === true ? '1' : String(value);
  }
  return parseConfig(merged);
}

async function printListing(config: Config, flags: { json?: boolean; all?: boolean }): Promise<void> {
  const { collectChecks, listingCoverage, listingText } = await import('./commands/list.js');
  const listing = await collectChecks(config);
  // A selection is held against every check, not only the shard's: a typo is an error, not an empty list.
  const { assertSelectionMatches } = await import('./catalogue.js');
  assertSelectionMatches(config, config.shard ? (await collectChecks({ ...config, shard: undefined })).checks : listing.checks);
  if (flags.json) {
    const checks = flags.all ? listing.checks : listing.checks.filter((c) => !c.leftOut);
    out(`${JSON.stringify({ checks, coverage: listingCoverage(listing, flags), errors: listing.errors }, null, 2)}\n`);
  } else {
    out(listingText(listing, flags));
  }
  process.exitCode = listing.errors.length ? 2 : 0;
}

const program = new Command()
  .name(TOOL_NAME)
  .description('Conformance and certification suite for the Partner Domain and DNS Service interface')
  .version(toolVersion(), '-V, --version', 'print the version')
  .addHelpText('after', HELP_AFTER)
  .exitOverride()
  .configureOutput({ writeErr: (s) => process.stderr.write(s) });

withSettingFlags(program.command('run').description('run the conformance checks against the target'), 'run')
  .option('--list', 'list the checks this run would run (id, area, operation, spec section, requirements) and exit')
  .addHelpText('after', HELP_AFTER)
  .action(async (flags) => {
    const config = configFrom(flags, 'run');
    if (flags.list) return printListing(config, {});
    const { runConformance } = await import('./run.js');
    process.exitCode = (await runConformance(config, { tty: process.stdout.isTTY })).exitCode;
  });

withSettingFlags(
  program.command('list').description('list every check (id, area, interface, operation, spec section, requirements) without running anything'),
  'list',
)
  .option('--all', 'also list the checks left out, with the reason (JSON: leftOut)')
  .option('--json', 'JSON instead of a table')
  .action(async (flags) => {
    // Listing sends nothing: the target's settings are not needed, and a shard needs no seed to be listed.
    const env = environment();
    for (const s of SETTING_LIST) if (s.target) delete env[s.env];
    if ((flags.shard ?? env.CONFORMANCE_SHARD) && !env.CONFORMANCE_SEED) env.CONFORMANCE_SEED = '0';
    await printListing(configFrom(flags, 'list', env), flags);
  });

registerReference(program);

// merge, diff, compare and history render reports again without a target; the keys, when the environment or .env has them, are registered all the
// same, so that a report written by an older version (or handed over from elsewhere) is scrubbed of them in every form when it is rendered.
program.hook('preAction', (_program, command) => {
  if (!['merge', 'diff', 'compare', 'history'].includes(command.name())) return;
  let env: Record<string, string | undefined> = process.env;
  try {
    env = environment();
  } catch {
    // An unknown setting is the run's business, not a report command's: the keys of the process environment still count.
  }
  registerSecret(env.CONFORMANCE_API_KEY, '$CONFORMANCE_API_KEY');
  registerSecret(env.CONFORMANCE_SECOND_API_KEY, '$CONFORMANCE_SECOND_API_KEY');
});

program
  .command('merge')
  .description(
    'merge the report.json files of a run split over several runners (--shard i/n) into one report: ' +
      'summary, coverage, verdict and certification computed again; exit 1 if the merged run failed, 2 on a suite error',
  )
  .argument('<reports...>', 'report.json files (or run folders) of the shards')
  .option('--out-dir <dir>', 'folder for the merged report (default: <report-dir>/<merged-run-id>)')
  .option('--report-dir <dir>', 'where run folders go (CONFORMANCE_REPORT_DIR)', process.env.CONFORMANCE_REPORT_DIR || 'reports')
  .option('--allow-partial', 'merge even when some shards are missing')
  .option('--report <formats>', 'extra report formats, comma-separated: har, allure, ctrf (CONFORMANCE_REPORTS)')
  .action(async (paths: string[], flags: { outDir?: string; reportDir: string; allowPartial?: boolean; report?: string }) => {
    const { mergeCommand } = await import('./commands/merge.js');
    process.exitCode = mergeCommand(paths, flags, line);
  });

withSettingFlags(program.command('sweep').description('delete what crashed runs left on the target, from their ledgers'), 'sweep')
  .option('--orphans', 'also delete what runs over their deadline left under the keys when their ledger is gone (found by the run prefix)')
  .action(async (flags) => {
    const { sweep } = await import('./commands/sweep.js');
    process.exitCode = await sweep(configFrom(flags, 'sweep'), line, { orphans: Boolean(flags.orphans) });
  });

program
  .command('settings')
  .description('print every setting: the value a run here would use and its source (environment, .env, default), its flag and meaning')
  .option('--json', 'as JSON, for tools')
  .action(async (flags: { json?: boolean }) => {
    const { effectiveSettings, effectiveSettingsText } = await import('./effective-settings.js');
    const rows = effectiveSettings();
    out(flags.json ? `${JSON.stringify(rows, null, 2)}\n` : effectiveSettingsText(rows));
  });

program
  .command('diff')
  .description(
    'compare two report.json files (earlier, later): newly failing, newly passing, still failing, newly skipped, added, removed; exit 1 on a regression',
  )
  .argument('<before>', 'the earlier report.json (or its run folder)')
  .argument('<after>', 'the later report.json (or its run folder)')
  .option('--out <file>', 'write the diff here: .md for Markdown, otherwise JSON (default: diff.json and diff.md beside the later report)')
  .action(async (before: string, after: string, flags: { out?: string }) => {
    const { diffCommand } = await import('./commands/report-files.js');
    process.exitCode = diffCommand(before, after, flags.out, out);
  });

program
  .command('compare')
  .description('several implementations side by side: one column per report.json, as one HTML page')
  .argument('<reports...>', 'report.json files (or run folders)')
  .option('--out <file>', 'the HTML file to write', 'compare.html')
  .action(async (paths: string[], flags: { out: string }) => {
    (await import('./commands/report-files.js')).compareCommand(paths, flags.out, out);
  });

program
  .command('history')
  .description(
    'a static site of many runs of many targets (overview, per target, per check, interop) from their report.json files: ' +
      'plain HTML and CSS, inline SVG, no request to any host',
  )
  .argument('<reports...>', 'report.json files, or folders searched for them (nightly artefacts, reports/)')
  .requiredOption('--out <dir>', 'the folder to write the site into (put the run folders inside it to publish their reports too)')
  .option('--last <n>', 'runs per target in the overview (1-90)', '14')
  .action(async (paths: string[], flags: { out: string; last?: string }) => {
    const { historyCommand } = await import('./commands/history.js');
    process.exitCode = historyCommand(paths, flags, out);
  });

program
  .command('bundle')
  .description('pack a run folder as a certification bundle: manifest.json (SHA-256 of every file) and a .tar.gz')
  .argument('<run-dir>', 'the run folder (reports/<run-id>)')
  .option('--out <file>', 'the .tar.gz to write (default: <run-dir>.tar.gz)')
  .option('--all-formats', 'pack HAR, Allure and CTRF too (left out by default: certification needs none of them)')
  .action(async (runDir: string, flags: { out?: string; allFormats?: boolean }) => {
    await (await import('./commands/report-files.js')).bundleCommand(runDir, flags.out, out, flags.allFormats ?? false);
  });

program
  .command('verify')
  .description('check a certification bundle offline: hashes match the manifest, the verdict and the certification follow from the checks')
  .argument('<bundle>', 'a bundle .tar.gz, or a run folder holding manifest.json')
  .action(async (bundle: string) => {
    const { verifyCommand } = await import('./commands/report-files.js');
    process.exitCode = await verifyCommand(bundle, out);
  });

/** Errors that are the user's to fix (configuration, files, target): their message alone, exit 2. */
const USER_ERRORS = new Set(['ReportFileError', 'MergeError', 'TargetUnreachable', 'UnknownReferenceName', 'ReferencePortError']);
/** A setup the preflight refused (harness/preflight.ts): exit 2, one message, no check run. */
const SETUP_ERRORS = new Set(['PreflightError']);

async function main(): Promise<void> {
  try {
    await program.parseAsync(process.argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      process.exitCode = error.exitCode === 0 ? 0 : 2;
      return;
    }
    const name = (error as Error)?.name;
    // One plain line, then redacted: a preflight message may quote what the target answered (escape sequences, line breaks), and a target
    // may echo the key.
    const message = redactText(consoleText((error as Error)?.message ?? String(error), CONSOLE_LINE_MAX));
    if (name === 'ConfigError') process.stderr.write(`configuration error: ${message}\n`);
    else if (USER_ERRORS.has(name)) process.stderr.write(`${message}\n`);
    else if (SETUP_ERRORS.has(name)) process.stderr.write(`setup error: ${message}\n`);
    else process.stderr.write(`error: ${message}\n`);
    process.exitCode = 2;
  }
}

await main();
// Exit explicitly (vitest can leave handles open), but only once stdout and stderr are flushed: output queued for a
// pipe (`list --json | jq`, CI logs) would otherwise be cut off at 64 KiB.
const code = Number(process.exitCode ?? 0);
process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
