// tests/reference/operation-rules.test.ts: a rule broken on one operation (reference/rules.ts rulesFor, faults/helpers.ts skipRuleOn) breaks it
// there only; a rule replaced in the shared set breaks it everywhere.
import { describe, expect, it } from 'vitest';
import { createReference } from '../../reference/app.js';
import { skipRuleOn } from '../../reference/faults/helpers.js';
import type { Fault } from '../../reference/faults/types.js';
import { rulesFor } from '../../reference/rules.js';
import { EXPIRED, withReference } from './running-reference.js';

const dns = `/api/v1/domains/${EXPIRED}/dns`;
const plant = (apply: Fault['apply']): Fault => ({ name: 'test', violates: ['DNS-TTL-RANGE'], operations: ['*'], summary: 'test', apply });

describe('rules per operation', () => {
  it('gives an operation without overrides the shared set itself', () => {
    const { parts } = createReference();
    expect(rulesFor(parts.rules, parts.ruleOverrides, parts.config, 'createDnsRecord')).toBe(parts.rules);
  });

  it('skips the ttl rule on PUT only: PUT accepts ttl 59, POST and bulk still refuse it', async () => {
    const fault = plant((parts) => skipRuleOn(parts, ['updateDnsRecord'], 'ttl'));
    await withReference({ faults: [fault] }, async (_ref, api) => {
      const created = await api.post(dns, { type: 'A', name: 'www', content: '192.0.2.1' });
      expect(created.status).toBe(201);
      expect((await api.put(`${dns}/${created.body.id}`, { ttl: 59 })).status).toBe(200);
      expect((await api.post(dns, { type: 'A', name: 'w2', content: '192.0.2.1', ttl: 59 })).status).toBe(422);
      const bulk = await api.post(`${dns}/bulk`, { records: [{ type: 'A', name: 'w3', content: '192.0.2.1', ttl: 59 }] });
      expect(bulk.body.errors).toHaveLength(1);
    });
  });

  it('reaches the composite rule: content skipped on bulk for AAAA only lets an invalid AAAA into bulk, not an invalid A', async () => {
    const fault = plant((parts) => skipRuleOn(parts, ['bulkCreateDnsRecords'], 'recordContent', (type) => type === 'AAAA'));
    await withReference({ faults: [fault] }, async (_ref, api) => {
      const bulk = await api.post(`${dns}/bulk`, {
        records: [
          { type: 'AAAA', name: 'six', content: 'not-an-address' },
          { type: 'A', name: 'four', content: 'not-an-address' },
        ],
      });
      expect(bulk.body.created.map((r: { name: string }) => r.name)).toEqual(['six']);
      expect((await api.post(dns, { type: 'AAAA', name: 'six2', content: 'not-an-address' })).status).toBe(422);
    });
  });
});
