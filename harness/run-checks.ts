// harness/run-checks.ts: the checks under suites/ run by vitest in one forked worker (harness/conformance.vitest.config.ts),
// given the run context through provide/inject, collected by CollectReporter. vitest loads only here.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Reporter, Vitest } from 'vitest/node';
import { CollectReporter } from './collect-reporter.js';
import type { Config } from './config.js';
import type { RunContext } from './run-context.js';
import type { SignalWatch } from './signals.js';
import { areasToLoad } from './selection.js';
import { usePrivateVitestDataDir } from './vitest-data-dir.js';
import type { WaitProgress } from './wait-progress.js';

const SUITES_DIR = fileURLToPath(new URL('../suites', import.meta.url));

/** The areas of the suite: the suite files' names. */
export function knownAreas(): string[] {
  return readdirSync(SUITES_DIR)
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => f.replace(/\.test\.ts$/, ''))
    .sort();
}

export interface ChecksOutcome {
  /** What the reporter collected: results, errors, request counts and the pacers' last state. */
  collected: CollectReporter;
  /** Set when --only named the areas to load: only their suite files ran. */
  areasLoaded?: string[];
}

export interface ChecksOptions {
  write: (line: string) => void;
  tty: boolean;
  /** Where long pacer waits of the check worker are shown (harness/wait-progress.ts). */
  progress?: WaitProgress;
  /** Every check of the suite (harness/catalogue.ts), collected beside the checks: the progress line's total once known. */
  catalogue?: Promise<ReadonlyArray<{ area: string }>>;
  /** Self-test only (programmatic, never the CLI): setup files for the check worker, e.g. one that plants a bug in a helper. */
  setupFiles?: string[];
  /** SIGINT/SIGTERM: the first cancels the vitest run (harness/signals.ts). */
  signals?: SignalWatch;
}

/** After a stop, how long the running check may take to end before its worker is closed (beyond one request timeout). */
const STOP_GRACE_MS = 5_000;

export async function runChecks(config: Config, context: RunContext, options: ChecksOptions): Promise<ChecksOutcome> {
  const areasLoaded = areasToLoad(config.only, knownAreas());
  // The checks of the files that run (a shard runs files vitest picks: then counted as they are collected).
  const collected = new CollectReporter({ write: options.write, tty: options.tty, progress: options.progress });
  if (options.catalogue && !config.shard) {
    void options.catalogue.then(
      (catalogue) => collected.knowTotal(catalogue.filter((c) => !areasLoaded || areasLoaded.includes(c.area)).length),
      () => undefined, // the run raises it when it awaits the catalogue
    );
  }
  // Loaded only now: importing vitest takes seconds on a busy machine, and a setup the preflight refuses must not wait for it.
  const { startVitest } = await import('vitest/node');
  // vitest's logger exits the process on SIGINT/SIGTERM (1 ms later): the run's own handlers must clean up first, so
  // the listeners vitest adds are removed as soon as it starts, and a signal cancels the run instead.
  const ours = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
  let instance: Vitest | undefined;
  let stopped = false;
  const stop = () => {
    if (!instance || stopped) return;
    stopped = true;
    const v = instance;
    void v.cancelCurrentRun('keyboard-input');
    // A check held on a request or a pacer wait: its worker is closed once the grace is over.
    setTimeout(() => void v.close(), config.timeoutMs + STOP_GRACE_MS).unref();
  };
  const control: Reporter = {
    onInit(v) {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        for (const l of process.listeners(signal)) if (!ours[signal].includes(l)) process.off(signal, l);
      }
      instance = v;
      options.signals?.onStop(stop);
    },
  };
  if (options.signals?.received) return { collected, ...(areasLoaded ? { areasLoaded } : {}) };
  usePrivateVitestDataDir(); // nothing under $HOME: it may be unwritable
  const vitest = await startVitest(areasLoaded ? areasLoaded.map((a) => `suites/${a}.test.ts`) : [], {
    config: fileURLToPath(new URL('./conformance.vitest.config.ts', import.meta.url)),
    // Loaded in memory: the default loader writes a bundled copy beside the config, and an installed package may be read-only.
    configLoader: 'runner',
    reporters: [collected, control],
    provide: { conformance: context },
    // Checks marked concurrent run side by side up to this bound, inside the one worker (one pacer per key).
    maxConcurrency: context.concurrency,
    watch: false,
    passWithNoTests: false,
    // A planted setup file mocks a helper with vi.mock, which only vite's module runner applies (the config loads natively).
    ...(options.setupFiles ? { setupFiles: options.setupFiles, experimental: { viteModuleRunner: true } } : {}),
    ...(config.shard ? { shard: `${config.shard.index}/${config.shard.count}` } : {}),
  });
  await vitest.close();
  return { collected, ...(areasLoaded ? { areasLoaded } : {}) };
}
