// created_at stays where it was across every update of every resource that has one: users and extended DNS records (§2.1, §2.3, §4.1, §4.2, §4.4).
//
// Timestamps × updates (issue 27 delivery 1): each row names a resource, an operation that changes it, and how the resource is made and
// read. A new update of a resource with a created_at is a row, not a check. The update comes more than a second after the creation, so a
// created_at moved to the update's time shows even in whole-second timestamps (AMB-TIMESTAMP-FORM); instants are compared, not text.
import { check, type CheckContext } from '../harness/check.js';
import { expectError, expectSuccess, expectThat, expectTimestamp } from '../harness/expect.js';
import { WHOLE_SECOND_WAIT_MS } from '../harness/later-instant.js';
import { sleep } from '../harness/pacer.js';
import { createRecord, mustFindRecord } from '../harness/records.js';
import { createUser, expectFoundSession, readUser } from '../harness/users.js';

interface CreatedAtRow {
  operation: string;
  iface?: 'extended';
  needs?: Array<'fixtureDomain'>;
  requirements: string[];
  spec: string;
  /** What is updated, for the title. */
  what: string;
  /** Makes the resource; returns how to read its created_at and how to update it (false: the update was not made, an allowed choice). */
  make(ctx: CheckContext): Promise<{ read(): Promise<unknown>; update(): Promise<boolean> }>;
}

const ROWS: CreatedAtRow[] = [
  {
    operation: 'updateUser',
    iface: 'extended',
    requirements: ['USER-CREATED-AT-FIXED'],
    spec: '§2.1, §4.2',
    what: "a user's e-mail changed by PUT",
    async make(ctx) {
      const id = ctx.uniqueName('cat');
      await createUser(ctx, id, 'before@example.com');
      return {
        read: async () => (await readUser(ctx, id)).created_at,
        update: async () => {
          await expectSuccess(ctx, await ctx.api.call('updateUser', { params: { user_identifier: id }, body: { email: 'after@example.com' } }));
          return true;
        },
      };
    },
  },
  {
    operation: 'createUser',
    iface: 'extended',
    requirements: ['USER-CREATED-AT-FIXED'],
    spec: '§2.1, §4.1',
    what: 'a user found by a repeated POST /api/v1/users (a new session)',
    async make(ctx) {
      const id = ctx.uniqueName('cas');
      await createUser(ctx, id);
      return {
        read: async () => (await readUser(ctx, id)).created_at,
        update: async () => {
          const res = await ctx.api.call('createUser', { body: { user_identifier: id } });
          // AMB-USER-REPEAT: a 409 starts no session and changes nothing.
          if (res.status === 409) {
            expectError(ctx, res, { statuses: [409] });
            ctx.observe('AMB-USER-REPEAT', 'conflict-409');
            return false;
          }
          await expectFoundSession(ctx, res);
          return true;
        },
      };
    },
  },
  {
    operation: 'updateDnsRecord',
    needs: ['fixtureDomain'],
    requirements: ['DNS-UPDATE-TIMESTAMP'],
    spec: '§2.3, §4.4',
    what: "a DNS record's content, ttl and name changed by PUT",
    async make(ctx) {
      const created = await createRecord(ctx, { type: 'TXT', name: ctx.uniqueName('cat'), content: 'before', ttl: 300 });
      const id = String(created.id);
      return {
        read: async () => (await mustFindRecord(ctx, id, 'the record whose created_at is compared')).created_at,
        update: async () => {
          const body = { name: ctx.uniqueName('cat2'), content: 'after', ttl: 600 };
          await expectSuccess(ctx, await ctx.api.call('updateDnsRecord', { params: { domain_id: ctx.domain.id, record_id: id }, body }));
          return true;
        },
      };
    },
  },
];

for (const row of ROWS) {
  check(
    {
      id: `CREATED-AT-FIXED-${row.operation}`,
      title: `keeps created_at of ${row.what}: the same instant before and after`,
      operation: row.operation,
      spec: row.spec,
      requirements: row.requirements,
      ...(row.iface ? { iface: row.iface } : {}),
      ...(row.needs ? { needs: row.needs } : {}),
    },
    async (ctx) => {
      const resource = await row.make(ctx);
      const before = await resource.read();
      const createdAt = expectTimestamp('created_at before the update', before);
      await sleep(WHOLE_SECOND_WAIT_MS);
      if (!(await resource.update())) return;
      const after = await resource.read();
      // §2.1/§2.3 created_at is the creation's instant; §2.3 "updated_at" is the field that moves with an update.
      expectThat(
        expectTimestamp('created_at after the update', after) === createdAt,
        `created_at: expected ${JSON.stringify(before)} to stay after ${row.what} (${row.operation}), received ${JSON.stringify(after)}`,
      );
    },
  );
}
