// docs/certification.md §5 tells vendors how every open point is treated: each row of contracts/ambiguities.yaml has its line there.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ambiguities } from '../../contracts/spec-data.js';

const guide = readFileSync(new URL('../../docs/certification.md', import.meta.url), 'utf8');

describe('docs/certification.md lists every open point', () => {
  it.each(ambiguities.map((a) => a.id))('%s has a row in §5', (id) => {
    expect(guide).toContain(`| \`${id}\` |`);
  });
});
