// tests/harness/requirements-coverage-file.test.ts: contracts/requirements-coverage.csv matches the checks as they stand, the read-back marks
// of requirements.yaml are honest, and the pair counting itself (harness/pair-coverage.ts).
import { describe, expect, it } from 'vitest';
import type { Requirement } from '../../contracts/spec-data.js';
import { collectChecks } from '../../harness/commands/list.js';
import { parseConfig } from '../../harness/config.js';
import { pairCoverageCsv, pairCoverageOf, readBackMarkProblems, requirementPairs } from '../../harness/pair-coverage.js';
import { committedCoverageFile, REGENERATE_COMMAND } from '../../harness/requirements-coverage-file.js';

const row = (id: string, operations: string[], extra: Partial<Requirement> = {}): Requirement => ({
  id,
  section: '§0',
  level: 'stated',
  operations,
  sentence: 's',
  ...extra,
});

describe('requirement × operation pairs', () => {
  const catalogue = [
    row('R-1', ['createDnsRecord', 'updateDnsRecord', 'bulkCreateDnsRecords']),
    row('R-2', ['updateUser', 'getUser'], { readBack: ['getUser'] }),
    row('R-STAR', ['*']),
    row('R-OPEN', ['getUser'], { level: 'open' }),
  ];
  const checks = [
    { id: 'C-1', operationId: 'createDnsRecord', requirements: ['R-1'] },
    { id: 'C-2', operationId: 'createDnsRecord', requirements: ['R-1', 'R-STAR'] },
    { id: 'C-3', operationId: 'updateUser', requirements: ['R-2'] },
  ];

  it('counts a pair as checked only by a check on that operation, read-back marks apart, every-operation and open rows not at all', () => {
    const c = pairCoverageOf(checks, catalogue);
    expect(c.total).toBe(5);
    expect(c.checked).toBe(2);
    expect(c.readBack).toEqual(['R-2 on getUser']);
    expect(c.uncovered).toEqual(['R-1 on updateDnsRecord', 'R-1 on bulkCreateDnsRecords']);
    expect(requirementPairs(checks, catalogue)[0].checks).toEqual(['C-1', 'C-2']);
  });

  it('writes one CSV line per pair', () => {
    expect(pairCoverageCsv(checks, catalogue).split('\n').slice(0, 3)).toEqual([
      'requirement,operation,status,checks',
      'R-1,createDnsRecord,checked,C-1 C-2',
      'R-1,updateDnsRecord,uncovered,',
    ]);
  });

  it('refuses a read-back mark on an operation the row does not list, or on a row no other operation checks', () => {
    expect(readBackMarkProblems(checks, [row('R-2', ['updateUser', 'getUser'], { readBack: ['getDomain'] })])).toEqual([
      'R-2: readBack getDomain is not one of its operations',
    ]);
    expect(readBackMarkProblems([], [row('R-2', ['updateUser', 'getUser'], { readBack: ['getUser'] })])).toEqual([
      'R-2: marked read-back, but no check of another operation verifies it',
    ]);
  });
});

describe('contracts/requirements-coverage.csv', () => {
  it('is what the checks under suites/ give now, and every read-back mark is honest', async () => {
    const listing = await collectChecks(parseConfig({}));
    expect(listing.errors).toEqual([]);
    expect(readBackMarkProblems(listing.checks)).toEqual([]);
    const fresh = pairCoverageCsv(listing.checks);
    if (fresh !== committedCoverageFile()) {
      expect.fail(`contracts/requirements-coverage.csv is stale: regenerate it with \`${REGENERATE_COMMAND}\` and commit the diff`);
    }
  }, 120_000);
});
