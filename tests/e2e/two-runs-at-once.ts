// tests/e2e/two-runs-at-once.ts: two conformance runs at once on one key against one reference, for the areas given
// (`npx tsx tests/e2e/two-runs-at-once.ts <areas> [seed]`): prints each run's failures, errors and not-assessed skips,
// and what either left with a run prefix. Exit 1 when a check failed or erred, or something was left.
import { startReference } from '../../reference/server.js';
import { targetEnvOf } from '../../reference/target-env.js';
import { runCli } from './run-cli.js';

const [areas = 'domains', seed = '1616', ...extra] = process.argv.slice(2);
const ref = await startReference({ windowMs: 1000, rateLimits: true });
const env = { ...targetEnvOf(ref), CONFORMANCE_SEED: seed };
const args = ['run', '--only', areas, ...extra];
const runs = await Promise.all([runCli(args, env, 900_000), runCli(args, env, 900_000)]);
let bad = 0;
for (const [i, run] of runs.entries()) {
  if (!run.report) {
    bad++;
    console.log(`run ${i + 1}: no report (exit ${run.exitCode}): ${run.stderr.slice(-1500) || run.stdout.slice(-1500)}`);
    continue;
  }
  const counts = new Map<string, number>();
  for (const c of run.report.checks) counts.set(c.status, (counts.get(c.status) ?? 0) + 1);
  console.log(
    `run ${i + 1}: ${[...counts].map(([s, n]) => `${n} ${s}`).join(', ')}; ` +
      `cleanup failed ${run.report.cleanup.failed.length}, fixture intact ${run.report.cleanup.fixtureIntact}`,
  );
  for (const c of run.report.checks.filter((c) => c.status === 'failed' || c.status === 'error')) {
    bad++;
    console.log(`  ${c.status} ${c.id}: ${(c.message ?? '').slice(0, 600)}`);
  }
  for (const c of run.report.checks.filter((c) => c.status === 'skipped' && /others on the key|another run/.test(c.message ?? ''))) {
    console.log(`  skipped ${c.id}: ${(c.message ?? '').slice(0, 400)}`);
  }
  if (run.report.cleanup.fixtureIntact === false) console.log(`  fixture differences: ${run.report.cleanup.fixtureDifferences.join('; ')}`);
  bad += run.report.cleanup.failed.length;
}
const get = async (path: string) =>
  (await (await fetch(`${ref.url}${path}`, { headers: { Authorization: `Bearer ${ref.fixtures.apiKey}` } })).json()) as Record<string, unknown[]>;
const leftUsers = ((await get('/api/v1/users?limit=100')).users as Array<{ user_identifier: string }>)
  .map((u) => u.user_identifier)
  .filter((id) => id.startsWith('pdc-'));
const leftRecords: string[] = [];
for (const d of (await get(`/api/v1/users/${ref.fixtures.fixtureUser}/domains`)).domains as Array<{ id: string }>) {
  leftRecords.push(
    ...((await get(`/api/v1/domains/${d.id}/dns`)).records as Array<{ name: string }>).map((r) => r.name).filter((n) => n.toLowerCase().startsWith('pdc-')),
  );
}
console.log(`residue: ${leftUsers.length} users, ${leftRecords.length} records with a pdc- prefix ${[...leftUsers, ...leftRecords].slice(0, 5).join(' ')}`);
bad += leftUsers.length + leftRecords.length;
await ref.close();
process.exit(bad ? 1 : 0);
