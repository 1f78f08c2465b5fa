// tests/reports/verify-bounded.test.ts: verify reads a bundle in bounded memory (harness/reports/bundle-entries.ts): every entry hashed as
// it streams, and a bundle inflating past the cap is NOT VERIFIED at once, without reading the rest; a gzip'd tar's entries hashed right.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { entriesOfArchive } from '../../harness/reports/bundle-entries.js';
import { verifyBundle } from '../../harness/reports/bundle.js';

const work = mkdtempSync(join(tmpdir(), 'pdc-verify-bounded-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A .tar.gz holding run-x/<name> for each file given. */
async function archive(name: string, files: Record<string, Buffer>): Promise<string> {
  const root = join(work, `${name}-src`);
  mkdirSync(join(root, 'run-x'), { recursive: true });
  for (const [rel, bytes] of Object.entries(files)) writeFileSync(join(root, 'run-x', rel), bytes);
  const file = join(work, `${name}.tar.gz`);
  await tar.c({ gzip: true, file, cwd: root, portable: true }, ['run-x']);
  return file;
}

describe('verify in bounded memory', () => {
  it('hashes each entry as it streams and keeps only manifest.json and report.json', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    const file = await archive('plain', { 'report.json': Buffer.from('{"a":1}'), 'exchanges.jsonl.gz': big });
    const { files, tooLarge } = await entriesOfArchive(file);
    expect(tooLarge).toBeUndefined();
    expect(files.get('exchanges.jsonl.gz')).toEqual({ sha256: createHash('sha256').update(big).digest('hex'), size: big.length });
    expect(files.get('report.json')?.bytes?.toString()).toBe('{"a":1}');
  });

  it('stops at the cap: a bundle inflating past it is NOT VERIFIED, naming the cap', async () => {
    // 64 MiB of zeros packs to well under 1 MiB: the shape of a decompression bomb, at a size a unit test can afford.
    const file = await archive('bomb', { 'manifest.json': Buffer.from('{}'), 'zeros.bin': Buffer.alloc(64 * 1024 * 1024) });
    const v = await verifyBundle(file, { maxInflatedBytes: 8 * 1024 * 1024 });
    expect(v.ok).toBe(false);
    expect(v.problems).toEqual(["the bundle inflates past 8 MiB, more than any run's reports: not read further"]);
    const within = await entriesOfArchive(file, 128 * 1024 * 1024);
    expect(within.tooLarge).toBeUndefined();
    expect(within.files.get('zeros.bin')?.size).toBe(64 * 1024 * 1024);
  });
});
