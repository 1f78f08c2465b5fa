// tests/e2e/planted-helper-bug.ts: a bug planted in a helper of the suite, for tests/e2e/suite-error.test.ts (a setup
// file of the check worker, given to runConformance programmatically, never through the CLI). listRecords reads a
// field that does not exist: a TypeError in the suite's own code, which must be reported as error, not as a failure.
import { vi } from 'vitest';

vi.mock('../../harness/records.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../harness/records.js')>();
  return {
    ...real,
    listRecords: async (...args: Parameters<typeof real.listRecords>) => {
      const listed = await real.listRecords(...args);
      const misread = (listed as unknown as { body: { records: unknown[] } }).body.records;
      return { ...listed, records: misread as typeof listed.records };
    },
  };
});
