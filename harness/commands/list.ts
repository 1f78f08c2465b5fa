// `list` (and `run --list`): every check with its id, area, operation, spec section and requirements, collected by
// vitest without running anything and without a target; --only, --skip, --profile and --shard select as a run would.
import { tmpdir } from 'node:os';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Reporter, Vitest } from 'vitest/node';
import type { Config } from '../config.js';
import type { RunContext } from '../run-context.js';
import { selectionReason } from '../selection.js';
import { pairCoverageLine, pairCoverageOf, type PairCoverage } from '../pair-coverage.js';
import { usePrivateVitestDataDir } from '../vitest-data-dir.js';

export interface ListedCheck {
  id: string;
  title: string;
  area: string;
  operation: string;
  operationId: string;
  interface: 'core' | 'extended';
  spec: string;
  requirements: string[];
  needs: string[];
  /** Why the check runs alone (CheckMeta.exclusive); undefined: it runs beside others. */
  exclusive?: string;
  /** An exclusive check that holds while another run uses the same key (CheckMeta.holdsOnSharedKey). */
  holdsOnSharedKey?: true;
  /** Why a run with these settings would leave the check out; undefined when it is selected. */
  leftOut?: string;
}

export interface Listing {
  checks: ListedCheck[];
  errors: string[];
}

/** (requirement × operation) coverage of the checks a listing selects (all of them with --all). */
export function listingCoverage(listing: Listing, options: { all?: boolean } = {}): PairCoverage {
  return pairCoverageOf(listing.checks.filter((c) => options.all || !c.leftOut));
}

/** The run context the suites see while they are only collected: no target, nothing is sent. */
function collectContext(config: Config): RunContext {
  return {
    runId: 'list',
    prefix: 'pdc-list',
    runDir: tmpdir(),
    baseUrl: config.baseUrl ?? 'http://127.0.0.1:9',
    embedded: !config.baseUrl,
    profile: config.profile,
    seed: config.seed,
    runs: config.runs,
    timeoutMs: config.timeoutMs,
    rateLimitProbe: config.rateLimitProbe,
    runBudget: config.runBudget,
    concurrency: config.concurrency,
    apiKey: 'not-used-for-listing',
    fixtureUser: config.fixtureUser ?? 'fixture',
    only: config.only,
    skip: config.skip,
    rerun: { target: { baseUrl: config.baseUrl ?? '', embedded: !config.baseUrl }, profile: config.profile, seed: config.seed, runsPerProperty: config.runs },
  };
}

/** `files`: vitest file filters (e.g. ['catalogue']) to collect only some suite files; default all. */
export async function collectChecks(config: Config, files: string[] = []): Promise<Listing> {
  return (await startCollecting(config, files)).listing;
}

/**
 * Starts collecting: resolves once vitest is set up (its signal listeners already removed), with the listing still to
 * come. A run collects beside its checks: a Ctrl-C in that time must reach the run's own handlers, never vitest's exit.
 */
export async function startCollecting(config: Config, files: string[] = []): Promise<{ listing: Promise<Listing> }> {
  const quiet: Reporter = {};
  // Loaded on demand: importing vitest takes seconds on a busy machine, and `run` does not need it before its preflight.
  const { createVitest } = await import('vitest/node');
  const before = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
  usePrivateVitestDataDir(); // nothing under $HOME: it may be unwritable
  const vitest = await createVitest({
    config: fileURLToPath(new URL('../conformance.vitest.config.ts', import.meta.url)),
    // Loaded in memory: the default loader writes a bundled copy beside the config, and an installed package may be read-only.
    configLoader: 'runner',
    reporters: [quiet],
    provide: { conformance: collectContext(config) },
    watch: false,
    passWithNoTests: true,
    ...(config.shard ? { shard: `${config.shard.index}/${config.shard.count}` } : {}),
  });
  // vitest's logger exits the process on SIGINT/SIGTERM; nothing else adds a listener while it is created (callers
  // await this function before going on).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const l of process.listeners(signal)) if (!before[signal].includes(l)) process.off(signal, l);
  }
  return { listing: listingOf(vitest, config, files) };
}

async function listingOf(vitest: Vitest, config: Config, files: string[]): Promise<Listing> {
  try {
    // vitest 5 collects by parsing the files statically by default; check() declares tests through a helper, which
    // only running the files' collection phase sees.
    const result = await vitest.collect(files, { staticParse: false });
    const checks: ListedCheck[] = [];
    const errors = result.unhandledErrors.map((e) => String((e as Error)?.message ?? e));
    for (const module of result.testModules) {
      const area = basename(module.moduleId).replace(/\.test\.ts$/, '');
      for (const err of module.errors()) errors.push(`${area}: ${err.message ?? String(err)}`);
      for (const test of module.children.allTests()) {
        const m = test.meta().check;
        const c: ListedCheck = m
          ? {
              id: m.id,
              title: m.title,
              area,
              operation: m.operation,
              operationId: m.operationId,
              interface: m.iface,
              spec: m.spec,
              requirements: m.requirements,
              needs: m.needs ?? [],
              ...(m.exclusive ? { exclusive: m.exclusive } : {}),
              ...(m.holdsOnSharedKey ? { holdsOnSharedKey: true as const } : {}),
            }
          : { id: test.name, title: test.name, area, operation: '', operationId: '', interface: 'extended', spec: '', requirements: [], needs: [] };
        const outOfProfile =
          config.profile !== 'full' && config.profile !== c.interface ? `not in profile ${config.profile} (a ${c.interface} check)` : undefined;
        c.leftOut = outOfProfile ?? selectionReason(config.only, config.skip, c.id, area);
        checks.push(c);
      }
    }
    errors.push(...duplicateIds(checks));
    return { checks, errors };
  } finally {
    await vitest.close();
  }
}

/** A check id twice (in one area or two) would merge two checks in every report: an error naming both places. */
export function duplicateIds(checks: Array<Pick<ListedCheck, 'id' | 'area'>>): string[] {
  const areas = new Map<string, string[]>();
  for (const c of checks) areas.set(c.id, [...(areas.get(c.id) ?? []), c.area]);
  return [...areas].filter(([, where]) => where.length > 1).map(([id, where]) => `check id ${id} is declared ${where.length} times (${where.join(', ')})`);
}

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}

/** Plain text, one check a line, columns sized to the content; no colour, no escape sequences. */
export function listingText(listing: Listing, options: { all?: boolean } = {}): string {
  const shown = listing.checks.filter((c) => options.all || !c.leftOut);
  const rows = [
    ['ID', 'AREA', 'IFACE', 'OPERATION', 'SPEC', 'REQUIREMENTS'],
    ...shown.map((c) => [c.id, c.area, c.interface, c.operation, c.spec, c.requirements.join(',')]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const lines = rows.map((r) =>
    r
      .map((v, i) => (i === r.length - 1 ? v : pad(v, widths[i])))
      .join('  ')
      .trimEnd(),
  );
  const areas = new Set(shown.map((c) => c.area));
  const left = listing.checks.length - listing.checks.filter((c) => !c.leftOut).length;
  lines.push(
    '',
    `${shown.length} checks in ${areas.size} areas` +
      `${left ? ` (${left} of ${listing.checks.length} left out by --profile/--only/--skip${options.all ? '' : '; --all lists them too'})` : ''}`,
  );
  const pairs = listingCoverage(listing, options);
  lines.push(pairCoverageLine(pairs));
  for (const p of pairs.uncovered) lines.push(`  uncovered: ${p}`);
  for (const e of listing.errors) lines.push(`error: ${e}`);
  return `${lines.join('\n')}\n`;
}
