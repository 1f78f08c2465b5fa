// Runs several conformance runs one after another in ONE process (the same runConformance the CLI calls), so a
// self-test with a hundred runs pays the start-up of tsx, vitest and the reference once per batch, not once per run.
// Usage: tsx tests/e2e/run-batch.ts <input.json> <output.json>; input: [{ env }], output: [{ exitCode, runDir, error }].
import { readFileSync, writeFileSync } from 'node:fs';
import { ConfigError, parseConfig } from '../../harness/config.js';
import { runConformance } from '../../harness/run.js';

interface BatchEntry {
  env: Record<string, string>;
  /** Self-test only: setup files for the check worker (e.g. tests/e2e/planted-helper-bug.ts). */
  setupFiles?: string[];
}

const [input, output] = process.argv.slice(2);
const entries = JSON.parse(readFileSync(input, 'utf8')) as BatchEntry[];
const results: Array<{ exitCode: number; runDir?: string; error?: string }> = [];
for (const entry of entries) {
  try {
    const outcome = await runConformance(parseConfig(entry.env), { write: () => {}, setupFiles: entry.setupFiles });
    results.push({ exitCode: outcome.exitCode, runDir: outcome.runDir });
  } catch (error) {
    results.push({ exitCode: 2, error: error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error) });
  }
  writeFileSync(output, JSON.stringify(results));
}
process.exit(0);
