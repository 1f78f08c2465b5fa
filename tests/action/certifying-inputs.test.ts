// tests/action/certifying-inputs.test.ts: the action can express a certifying run (docs/certification.md §1): an input for every
// setting one needs, each named after its variable; the certifying example sets them all, and the nightly example renews only when asked.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SETTING_LIST } from '../../harness/settings.js';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const action = parse(read('action.yml'));
const certify = parse(read('docs/examples/conformance-certify.yml'));
const nightly = parse(read('docs/examples/conformance-sandbox.yml'));
const workflowSchema = JSON.parse(readFileSync(join(import.meta.dirname, 'schemas', 'github-workflow.json'), 'utf8'));

/** The settings a certifying run sets beyond the target and its fixtures (each spends something, or bounds the run). */
const CERTIFYING = [
  'CONFORMANCE_TEMPLATE',
  'CONFORMANCE_RATE_LIMIT_PROBE',
  'CONFORMANCE_RENEW_TEN_YEARS',
  'CONFORMANCE_CORE_HOURLY_QUOTA',
  'CONFORMANCE_RENEW_DOMAIN_ID',
];
const TRANSPORT_CREDENTIALS = ['CONFORMANCE_HEADERS', 'CONFORMANCE_CLIENT_CERT', 'CONFORMANCE_CLIENT_KEY'];
const BOUNDS = ['CONFORMANCE_TIMEOUT_MS', 'CONFORMANCE_CONCURRENCY'];
const inputOf = (variable: string) =>
  variable
    .replace(/^CONFORMANCE_/, '')
    .toLowerCase()
    .replace(/_/g, '-');
const certifyStep = () => certify.jobs.certify.steps.find((s: { uses?: string }) => s.uses === './');

describe('the action and a certifying run', () => {
  it('has an input for every setting a certifying run needs, named after its variable, whose description names the variable', () => {
    // The transport's credentials (gateway headers, a client certificate and its key, docs/certification.md "Behind a proxy, with
    // a client certificate, through a gateway") reach the action like the API keys: from secrets, through the step's env, never an
    // input, which logs echo.
    const target = SETTING_LIST.filter((s) => s.target && s.flag && !s.selfTest && !TRANSPORT_CREDENTIALS.includes(s.env)).map((s) => s.env);
    for (const variable of [...target, ...CERTIFYING, ...BOUNDS]) {
      const input = action.inputs[inputOf(variable)];
      expect(input, `action.yml has no input ${inputOf(variable)} for ${variable}`).toBeDefined();
      expect(input.description, inputOf(variable)).toContain(variable);
    }
  });

  it('the certifying example is a valid workflow that sets every certifying input, with keys from secrets only', () => {
    const validate = new Ajv({ strict: false, allErrors: true }).compile(workflowSchema);
    expect(validate(certify), JSON.stringify(validate.errors, null, 2)).toBe(true);
    const step = certifyStep();
    for (const variable of [...CERTIFYING, ...BOUNDS]) expect(step.with[inputOf(variable)], inputOf(variable)).toBeTruthy();
    expect(step.with['rate-limit-probe']).toBe('true');
    expect(step.with['renew-ten-years']).toBe('true');
    expect(step.with.only ?? '').toBe('');
    expect(step.with.skip ?? '').toBe('');
    expect(step.with.shard ?? '').toBe('');
    expect(step.env).toEqual({
      CONFORMANCE_API_KEY: `\${{ secrets.CONFORMANCE_API_KEY }}`,
      CONFORMANCE_SECOND_API_KEY: `\${{ secrets.CONFORMANCE_SECOND_API_KEY }}`,
    });
    expect(Object.keys(certify.on)).toEqual(['workflow_dispatch']);
  });

  it('the nightly example leaves the renewing checks out unless a dispatched run asks for them, and never renews for ten years', () => {
    const shard = nightly.jobs.shard.steps.find((s: { uses?: string }) => s.uses === './');
    expect(nightly.on.workflow_dispatch.inputs.renew).toMatchObject({ type: 'boolean', default: false });
    expect(shard.with.skip).toBe(`\${{ !inputs.renew && 'DOMAIN-RENEW-ONE-YEAR,RL-HEADERS-renewDomain' || '' }}`);
    expect(shard.with['renew-ten-years'] ?? 'false').toBe('false');
    expect(shard.with['core-hourly-quota'] ?? '').toBe('');
  });
});
