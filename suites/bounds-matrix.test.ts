// Every §2.3/§8 bound, both sides, on every operation that takes the field: create, PUT, bulk and core create (§2.3 rules 2-3, §4.1, §4.4, §8).
//
// Bounds × operations (issue 27 delivery 1): the bounds come from contracts/limits.yaml, the operations from harness/record-writes.ts. A
// new bound is a row of BOUNDS, a new operation taking a record a row of RECORD_WRITES; neither needs a new check. The side inside a bound
// is written and read back on every operation; the side outside is refused and changes nothing on every extended one (the core rules are
// open, AMB-CORE-VALIDATION: a core create is held only to accepting what every reading accepts).
import { constants } from '../contracts/spec-data.js';
import { nameOfExactLength } from '../generators/edges.js';
import { check, type CheckContext } from '../harness/check.js';
import { fail } from '../harness/expect.js';
import {
  RECORD_WRITES,
  deleteWritten,
  expectRefusedAndUnchanged,
  expectWrittenAndReadBack,
  type RecordFields,
  type RecordWrite,
} from '../harness/record-writes.js';
import { recordNameRoom } from '../harness/records.js';

const C = constants;
const CREATE = RECORD_WRITES.find((w) => w.operation === 'createDnsRecord') as RecordWrite;
const ROOM_NOTE = ' (at most what its fully qualified form leaves, or as the create reads it)';
const sizeOf = (bound: Bound, value: number): string => (bound.field === 'ttl' ? String(value) : `of ${value} characters`);
const dns = { needs: ['fixtureDomain' as const] };

interface Bound {
  /** Check id part: TTL, NAME-LENGTH, TXT-LENGTH. */
  tag: string;
  field: 'ttl' | 'name' | 'content';
  requirement: string;
  spec: string;
  /** The sentence enforced. */
  sentence: string;
  inside: number[];
  outside: number[];
  /** A record whose `field` takes the value (a number, or a length). */
  record(ctx: CheckContext, value: number): RecordFields;
  /** The most every reading of the spec accepts, where that is less than an inside value (sent instead of it; see NAME-LENGTH). */
  room?(ctx: CheckContext): number;
}

const BOUNDS: Bound[] = [
  {
    tag: 'TTL',
    field: 'ttl',
    requirement: 'DNS-TTL-RANGE',
    spec: '§2.3 rule 2, §8',
    sentence: '`ttl` is between 60 and 86400 seconds inclusive.',
    inside: [C.dnsTtlMin, C.dnsTtlMax],
    outside: [C.dnsTtlMin - 1, C.dnsTtlMax + 1],
    record: (ctx, ttl) => ({ type: 'A', name: ctx.uniqueName('bttl'), content: '192.0.2.70', ttl }),
  },
  {
    tag: 'NAME-LENGTH',
    field: 'name',
    requirement: 'DNS-NAME-RULE',
    spec: '§2.3 rule 1, §8',
    sentence: '`name` is 1-253 characters',
    inside: [C.dnsNameMaxLength],
    outside: [C.dnsNameMaxLength + 1],
    record: (ctx, length) => ({ type: 'TXT', name: nameOfExactLength(length, `${ctx.uniqueName('blen')}.`), content: 'bound', ttl: 300 }),
    // A server may apply 253 to the fully qualified name (harness/records.ts recordNameRoom), and AMB-NAME-FORM lets it read names back
    // "fully qualified: "www.<domain>"": every reading accepts a name whose fully qualified form is at most 253. The stated 253 on its own
    // is DNS-NAME-253-ACCEPTED's; here an extended write is held to the reading its create shows (sameReadingAsCreate).
    room: recordNameRoom,
  },
  {
    tag: 'TXT-LENGTH',
    field: 'content',
    requirement: 'DNS-CONTENT-TXT',
    spec: '§2.3 rule 3, §8',
    sentence: 'TXT content any text, at most 255 characters per string',
    inside: [C.txtStringMaxLength],
    outside: [C.txtStringMaxLength + 1],
    record: (ctx, length) => ({ type: 'TXT', name: ctx.uniqueName('btxt'), content: `${'t'.repeat(length - 1)}z`, ttl: 300 }),
  },
];

for (const bound of BOUNDS) {
  for (const write of RECORD_WRITES) {
    const requirements = write.core ? ['CORE-DNS-CREATE', 'CORE-DNS-ROUNDTRIP'] : [bound.requirement];
    for (const value of bound.inside) {
      check(
        {
          id: `BOUND-${bound.tag}-${value}-ACCEPTED-${write.operation}`,
          title: `accepts ${bound.field} ${sizeOf(bound, value)}${bound.room ? ROOM_NOTE : ''} in ${write.how}, and reads it back`,
          operation: write.operation,
          spec: bound.spec,
          requirements,
          ...dns,
        },
        async (ctx) => {
          // The sentence enforced: see bound.sentence.
          const sent = bound.room ? Math.min(value, bound.room(ctx)) : value;
          const fields = bound.record(ctx, sent);
          const answer = await write.write(ctx, fields);
          try {
            await expectWrittenAndReadBack(ctx, write, fields, answer);
          } finally {
            await deleteWritten(ctx, write, answer.id);
          }
          if (sent !== value && !write.core && write.operation !== CREATE.operation) await sameReadingAsCreate(ctx, write, bound, value);
        },
      );
    }
    if (write.core) continue;
    for (const value of bound.outside) {
      check(
        {
          id: `BOUND-${bound.tag}-${value}-REFUSED-${write.operation}`,
          title: `refuses ${bound.field} ${bound.field === 'ttl' ? value : `of ${value} characters`} in ${write.how} and changes nothing`,
          operation: write.operation,
          spec: `${bound.spec}, §7`,
          requirements: [bound.requirement],
          ...dns,
        },
        async (ctx) => {
          const fields = bound.record(ctx, value);
          const answer = await write.write(ctx, fields);
          try {
            await expectRefusedAndUnchanged(ctx, write, fields, answer, bound.field);
          } finally {
            await deleteWritten(ctx, write, answer.id);
          }
        },
      );
    }
  }
}

/**
 * Where a bound's readings differ (Bound.room), one target still reads it one way on every extended write: when a create accepts the
 * stated value, `write` must accept it too. A create refusing it reads the bound as the whole name, which the room already covered.
 */
async function sameReadingAsCreate(ctx: CheckContext, write: RecordWrite, bound: Bound, value: number): Promise<void> {
  const created = await CREATE.write(ctx, bound.record(ctx, value));
  await deleteWritten(ctx, CREATE, created.id);
  if (created.res.status >= 300) return;
  const fields = bound.record(ctx, value);
  const answer = await write.write(ctx, fields);
  try {
    if (answer.res.status >= 300) {
      fail(`${bound.field} of ${value} characters: createDnsRecord accepted it, ${write.operation} answered ${answer.res.status} (${bound.sentence})`);
    }
    await expectWrittenAndReadBack(ctx, write, fields, answer);
  } finally {
    await deleteWritten(ctx, write, answer.id);
  }
}
