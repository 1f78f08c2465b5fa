// Forms the spec allows, accepted on every operation that takes them: one-character names, mixed-notation IPv6, a + in e-mails (§2.1, §2.3 rules 1, 3).
//
// A valid form is never "either way": refusing it is the target's fault, not an open point (issue 27 delivery 3). Each form is sent as an
// explicit value in every run (the properties reach them too, as examples: generators/edges.ts), through every operation of
// harness/record-writes.ts or both user operations that carry an e-mail.
import { check } from '../harness/check.js';
import { expectSuccess, expectEqual, fail } from '../harness/expect.js';
import { RECORD_WRITES, deleteWritten, expectWrittenAndReadBack, isConflict, type RecordFields } from '../harness/record-writes.js';
import { createUser, readUser } from '../harness/users.js';

const dns = { needs: ['fixtureDomain' as const] };

/** One character each, a letter or a digit, per operation: a 409 (another record of that name) moves on to the next. */
const ONE_CHARACTER_NAMES: Record<string, string[]> = {
  createDnsRecord: ['q', 'w', '3'],
  updateDnsRecord: ['r', 'e', '4'],
  bulkCreateDnsRecords: ['s', 'd', '5'],
  createCoreDnsRecord: ['t', 'f', '6'],
};

for (const write of RECORD_WRITES) {
  // §2.3 rule 1: "`name` is 1-253 characters, made of letters, digits, hyphens and dots". The shortest name cannot carry the run prefix;
  // the check deletes its record itself.
  check(
    {
      id: `FORM-NAME-ONE-CHARACTER-${write.operation}`,
      title: `accepts a record name of one character in ${write.how}, and reads it back`,
      operation: write.operation,
      spec: '§2.3 rule 1, §8',
      requirements: write.core ? ['CORE-DNS-CREATE', 'CORE-DNS-ROUNDTRIP'] : ['DNS-NAME-RULE'],
      ...dns,
    },
    async (ctx) => {
      const names = ONE_CHARACTER_NAMES[write.operation];
      for (const name of names) {
        // A one-character name cannot carry the run prefix: the content does, followed by a hyphen as in names, so that another run on
        // the key knows the record for another's (harness/shared-key.ts RUN_PREFIX) and its "creates nothing" checks do not count it.
        const fields: RecordFields = { type: 'TXT', name, content: `${ctx.run.prefix}-one-character-name`, ttl: 300 };
        const answer = await write.write(ctx, fields);
        try {
          if (isConflict(ctx, answer.res)) continue;
          await expectWrittenAndReadBack(ctx, write, fields, answer);
          return;
        } finally {
          await deleteWritten(ctx, write, answer.id);
        }
      }
      // A 409 is "record exists or conflicts" for one name; for three distinct names in a row it is a target refusing the form (a run
      // cannot make a one-character name its own, so the loop would otherwise end without having seen one accepted).
      fail(`every one-character name answered 409 (${names.join(', ')}): §2.3 rule 1 allows names of 1 character`);
    },
  );

  // §2.3 rule 3: "AAAA content a valid IPv6 address". RFC 4291 §2.2 form 3, x:x:x:x:x:x:d.d.d.d, is an IPv6 address as much as the
  // others; it may read back in another text form (AMB-LABEL-LENGTH: compared as an address).
  for (const [tag, content] of [
    ['NAT64', '64:ff9b::192.0.2.33'],
    ['DOCUMENTATION', '2001:db8::198.51.100.7'],
  ] as const) {
    check(
      {
        id: `FORM-AAAA-MIXED-${tag}-${write.operation}`,
        title: `accepts the mixed-notation IPv6 address ${content} as AAAA content in ${write.how}, and reads it back as that address`,
        operation: write.operation,
        spec: '§2.3 rule 3',
        requirements: write.core ? ['CORE-DNS-CREATE', 'CORE-DNS-ROUNDTRIP'] : ['DNS-CONTENT-AAAA'],
        ...dns,
      },
      async (ctx) => {
        const fields: RecordFields = { type: 'AAAA', name: ctx.uniqueName('mixed'), content, ttl: 300 };
        const answer = await write.write(ctx, fields);
        try {
          await expectWrittenAndReadBack(ctx, write, fields, answer);
        } finally {
          await deleteWritten(ctx, write, answer.id);
        }
      },
    );
  }
}

// §2.1 "email: Valid e-mail address format if present". `+` is an atext character (RFC 5322 §3.2.3): sub-addressing every reading of
// "valid e-mail address format" accepts, even the loosest (something@something.something).
const PLUS_EMAIL = 'first.last+conformance@example.com';

check(
  {
    id: 'FORM-EMAIL-PLUS-createUser',
    title: `accepts the e-mail address ${PLUS_EMAIL} on user creation`,
    operation: 'createUser',
    spec: '§2.1',
    requirements: ['USER-EMAIL-FORMAT'],
  },
  async (ctx) => {
    const id = ctx.uniqueName('plus');
    await createUser(ctx, id, PLUS_EMAIL);
    if (ctx.iface === 'extended') expectEqual('email read back', (await readUser(ctx, id)).email, PLUS_EMAIL);
  },
);

check(
  {
    id: 'FORM-EMAIL-PLUS-updateUser',
    title: `accepts the e-mail address ${PLUS_EMAIL} on a user update, and reads it back`,
    operation: 'updateUser',
    iface: 'extended',
    spec: '§2.1, §4.2',
    requirements: ['USER-EMAIL-FORMAT'],
  },
  async (ctx) => {
    const id = ctx.uniqueName('plusput');
    await createUser(ctx, id, 'first@example.com');
    const body = await expectSuccess(ctx, await ctx.api.call('updateUser', { params: { user_identifier: id }, body: { email: PLUS_EMAIL } }));
    expectEqual('email of the update response', body.email, PLUS_EMAIL);
    expectEqual('email read back', (await readUser(ctx, id)).email, PLUS_EMAIL);
  },
);
