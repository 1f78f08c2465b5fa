// CONFORMANCE_SHARD / --shard i/n: parsed, checked, and never without a seed shared by every shard.
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../harness/config.js';

describe('CONFORMANCE_SHARD', () => {
  it('is unset by default and reads i/n', () => {
    expect(parseConfig({}).shard).toBeUndefined();
    expect(parseConfig({ CONFORMANCE_SHARD: '2/4', CONFORMANCE_SEED: '7' }).shard).toEqual({ index: 2, count: 4 });
  });
  it('needs a seed: every shard of a run must generate the same data', () => {
    expect(() => parseConfig({ CONFORMANCE_SHARD: '1/2' })).toThrow(/CONFORMANCE_SHARD: needs CONFORMANCE_SEED/);
  });
  it.each(['0/3', '4/3', '1/0', 'two/3', '1-3', '1/3/5'])('refuses %s, naming the variable', (raw) => {
    expect(() => parseConfig({ CONFORMANCE_SHARD: raw, CONFORMANCE_SEED: '1' })).toThrow(ConfigError);
    expect(() => parseConfig({ CONFORMANCE_SHARD: raw, CONFORMANCE_SEED: '1' })).toThrow(/^CONFORMANCE_SHARD: /);
  });
});
