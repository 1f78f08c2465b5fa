// A repeated session of an existing user expires 24 hours after its own creation, not the user's (§3, §4.1, §4.2).
import { check } from '../harness/check.js';
import { expectError, expectThat, expectTimestamp } from '../harness/expect.js';
import { showsSeconds } from '../harness/iso-8601.js';
import { updateUntilLater } from '../harness/later-instant.js';
import { createUser, expectFoundSession } from '../harness/users.js';

// §3 "User sessions expire 24 hours after creation", and §4.1 "POST /api/v1/users finds or creates the user and starts a session": a
// session started for a user found is created then, so its expires_at is later than the first session's. A target that computes it from
// the user's creation gives every session of the user the same expires_at. AMB-USER-REPEAT: a repeated POST may answer 409, which starts
// no session and leaves nothing to compare.
check(
  {
    id: 'USER-SESSION-REPEAT-EXPIRES-FROM-ITS-CREATION',
    title: 'gives a session started later for the same user a later expires_at (24 hours after that session, not after the user)',
    operation: 'createUser',
    iface: 'extended',
    spec: '§3, §4.1, §4.2',
    requirements: ['USER-SESSION-24H', 'USER-FIND-OR-CREATE'],
  },
  async (ctx) => {
    const id = ctx.uniqueName('again');
    const firstShown = (await createUser(ctx, id)).expires_at;
    const first = expectTimestamp('expires_at of the first session', firstShown);
    // At once, and only if it shares the first instant (whole-second stamps, AMB-TIMESTAMP-FORM), again 1.1 s later.
    let conflict = false;
    const { instant, result } = await updateUntilLater(first, async () => {
      const res = await ctx.api.call('createUser', { body: { user_identifier: id } });
      if (res.status === 409) {
        expectError(ctx, res, { statuses: [409] });
        conflict = true;
        return { result: undefined, instant: first + 1 };
      }
      const session = await expectFoundSession(ctx, res);
      return { result: session.expires_at, instant: expectTimestamp('expires_at of the repeated session', session.expires_at) };
    });
    if (conflict) {
      ctx.observe('AMB-USER-REPEAT', 'conflict-409');
      return;
    }
    // AMB-TIMESTAMP-FORM "A timestamp may take any ISO 8601 date-and-time form": without seconds, two sessions a second apart share the
    // minute shown, and equal values prove nothing either way.
    if (instant === first && !showsSeconds(firstShown) && !showsSeconds(result)) {
      ctx.skip(`not assessed: expires_at is shown to the minute (${JSON.stringify(result)}), and both sessions fell in the same minute`);
    }
    expectThat(
      instant > first,
      `expires_at of a session started later for the same user: expected later than the first session's ${new Date(first).toISOString()} ` +
        `(§3 "User sessions expire 24 hours after creation"), received ${JSON.stringify(result)}`,
    );
  },
);
