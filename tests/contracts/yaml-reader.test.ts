// tests/contracts/yaml-reader.test.ts: the spec tables are read with js-yaml's core schema for speed (contracts/spec-data.ts); what it
// reads must be what a YAML 1.2 reader (the `yaml` package, which the other YAML files of the project use) reads, value for value.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ambiguities, CONTRACTS_DIR, limits, operations, requirements } from '../../contracts/spec-data.js';

describe('the spec tables read as a YAML 1.2 reader reads them', () => {
  const yaml = (file: string) => parse(readFileSync(join(CONTRACTS_DIR, file), 'utf8'));
  it.each([
    ['operations.yaml', () => ({ operations })],
    ['limits.yaml', () => limits],
    ['ambiguities.yaml', () => ({ ambiguities })],
    ['requirements.yaml', () => ({ requirements })],
  ])('%s', (file, read) => {
    expect(read()).toEqual(yaml(file));
  });
});
