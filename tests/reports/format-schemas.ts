// tests/reports/format-schemas.ts: validators of the published schemas the extra report formats are held to: HAR 1.2
// (the har-schema package, draft-06) and CTRF (the schema the ctrf package ships), and the Allure command line.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

const require = createRequire(import.meta.url);
const ROOT = resolve(import.meta.dirname, '../..');

/** HAR 1.2 as the har-schema package publishes it: one draft-06 file per object, tied together by $id. */
export function harValidator(): ValidateFunction {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json'));
  const dir = join(dirname(require.resolve('har-schema/package.json')), 'lib');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) ajv.addSchema(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  return ajv.getSchema('har.json#')!;
}

/** The CTRF JSON schema the ctrf package ships (ctrf-schema-0.0.json), draft-07. */
export function ctrfValidator(): ValidateFunction {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  // Read from the installed package (its version is pinned by package-lock.json); the package's exports hide the file.
  const file = join(ROOT, 'node_modules', 'ctrf', 'dist', 'ctrf-schema-0.0.json');
  return ajv.compile(JSON.parse(readFileSync(file, 'utf8')));
}

export interface AllureGenerated {
  code: number | null;
  output: string;
  /** widgets/summary.json's statistic: the counts Allure read from the results. */
  statistic?: Record<string, number>;
  /** Every generated test case (data/test-cases/*.json). */
  testCases: Array<Record<string, any>>;
}

/** `allure generate` (allure-commandline, Java) over a results folder; what it made of them. */
export function allureGenerate(results: string, out: string): Promise<AllureGenerated> {
  const bin = join(ROOT, 'node_modules', '.bin', 'allure');
  return new Promise((done) => {
    execFile(bin, ['generate', results, '-o', out, '--clean'], { timeout: 240_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const summary = join(out, 'widgets', 'summary.json');
      const cases = join(out, 'data', 'test-cases');
      done({
        code: error ? ((error as { code?: number }).code ?? null) : 0,
        output: `${stdout}${stderr}`,
        statistic: existsSync(summary) ? JSON.parse(readFileSync(summary, 'utf8')).statistic : undefined,
        testCases: existsSync(cases) ? readdirSync(cases).map((f) => JSON.parse(readFileSync(join(cases, f), 'utf8'))) : [],
      });
    });
  });
}
