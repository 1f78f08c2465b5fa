// tests/action/action-schemas.test.ts: action.yml and the example workflow against SchemaStore's published schemas for
// GitHub Actions (vendored in tests/action/schemas/), and the rules the schemas cannot state: keys never as inputs, no
// input spliced into a script, every input reaching the run script, the example on current action majors.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const schema = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, 'schemas', name), 'utf8'));
const validator = (name: string) => new Ajv({ strict: false, allErrors: true }).compile(schema(name));

const action = parse(read('action.yml'));
const workflow = parse(read('docs/examples/conformance-sandbox.yml'));

/** The current major of each action the example uses (checked when the example was last updated). */
const CURRENT_MAJORS: Record<string, string> = {
  'actions/checkout': 'v7',
  'actions/setup-node': 'v7',
  'actions/upload-artifact': 'v7',
  'actions/download-artifact': 'v8',
  'mikepenz/action-junit-report': 'v6',
};

describe('action.yml', () => {
  it("is valid against SchemaStore's github-action.json", () => {
    const validate = validator('github-action.json');
    expect(validate(action), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('is rejected by the schema when a run step has no shell, or an output no value (the validator can fail)', () => {
    const validate = validator('github-action.json');
    const noShell = structuredClone(action);
    delete noShell.runs.steps[1].shell;
    expect(validate(noShell)).toBe(false);
    const noValue = structuredClone(action);
    delete noValue.outputs.verdict.value;
    expect(validate(noValue)).toBe(false);
  });

  it('has an input for each run flag it mirrors, and the outputs verdict, exit-code and report-dir', () => {
    const inputs = Object.keys(action.inputs);
    for (const flag of [
      'base-url',
      'profile',
      'seed',
      'only',
      'skip',
      'shard',
      'reports',
      'rate-limit-probe',
      'fixture-user',
      'foreign-domain-id',
      'template',
      'expected-failures',
      'report-dir',
      'version',
    ])
      expect(inputs).toContain(flag);
    expect(Object.keys(action.outputs).sort()).toEqual(['exit-code', 'report-dir', 'verdict']);
  });

  it('takes no key as an input (inputs are printed); keys come from the env of the step', () => {
    expect(Object.keys(action.inputs).filter((name) => /key|secret|token|password/i.test(name))).toEqual([]);
    expect(read('action/run.sh')).toContain('::add-mask::');
  });

  it('splices no input into a script: inputs reach the shell through env, so quotes in them cannot run commands', () => {
    for (const step of action.runs.steps.filter((s: { run?: string }) => s.run)) expect(step.run).not.toMatch(/\$\{\{/);
  });

  it('passes every input to the run script, and the script reads every variable it is given', () => {
    const run = action.runs.steps.find((s: { id?: string }) => s.id === 'run');
    const env = run.env as Record<string, string>;
    const script = read('action/run.sh');
    const mirrored = Object.keys(action.inputs).filter((i) => !['version', 'node-version'].includes(i));
    for (const input of mirrored) expect(Object.values(env), input).toContain(`\${{ inputs.${input} }}`);
    for (const name of Object.keys(env)) expect(script, name).toContain(name);
  });
});

describe('docs/examples/conformance-sandbox.yml', () => {
  it("is valid against SchemaStore's github-workflow.json", () => {
    const validate = validator('github-workflow.json');
    expect(validate(workflow), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('is rejected by the schema with a job without runs-on (the validator can fail)', () => {
    const broken = structuredClone(workflow);
    delete broken.jobs.report['runs-on'];
    expect(validator('github-workflow.json')(broken)).toBe(false);
  });

  it('is an example, not a live workflow of this repository', () => {
    expect(existsSync(join(ROOT, '.github', 'workflows'))).toBe(false);
  });

  it('uses the action, the current major of every action it names, and Node 22 or 24', () => {
    const steps = Object.values(workflow.jobs).flatMap((job: any) => job.steps ?? []);
    const used = steps.map((s: { uses?: string }) => s.uses).filter(Boolean) as string[];
    expect(used).toContain('./');
    for (const uses of used.filter((u) => u !== './')) {
      const [name, ref] = uses.split('@');
      expect(CURRENT_MAJORS[name], `${uses}: not an action the example is known to use`).toBeDefined();
      expect(ref, name).toBe(CURRENT_MAJORS[name]);
    }
    const nodes = steps.map((s: any) => s.with?.['node-version']).filter(Boolean);
    expect(nodes.length).toBeGreaterThan(0);
    for (const v of nodes) expect(String(v)).toMatch(/^(22|24)$/);
  });

  it('shards with one seed, merges them, annotates from JUnit and diffs against the previous run', () => {
    expect(workflow.jobs.shard.strategy.matrix.shard).toEqual([1, 2, 3]);
    const shardStep = workflow.jobs.shard.steps.find((s: { uses?: string }) => s.uses === './');
    expect(shardStep.with.seed).toBe(`\${{ needs.plan.outputs.seed }}`);
    expect(shardStep.env.CONFORMANCE_API_KEY).toBe(`\${{ secrets.CONFORMANCE_API_KEY }}`);
    const report = workflow.jobs.report.steps.map((s: any) => `${s.uses ?? ''} ${s.run ?? ''}`).join('\n');
    expect(report).toContain('partner-dns-conformance merge');
    expect(report).toContain('mikepenz/action-junit-report');
    expect(report).toContain('partner-dns-conformance diff previous/report.json merged/report.json');
  });
});
