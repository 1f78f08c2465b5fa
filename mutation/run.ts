// mutation/run.ts: `npm run mutation [-- stryker flags]`: StrykerJS over reference/ (mutation/stryker.config.mjs) at
// low priority (the machine is shared), then the figures (mutation/summary.ts) with the run's wall time. Reports go to
// reports/mutation/: mutation.json and mutation.html (Stryker's), summary.md. Not part of `npm test`: it takes hours.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
const stryker = spawnSync('nice', ['-n', '15', 'npx', 'stryker', 'run', 'mutation/stryker.config.mjs', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
const wall = (Date.now() - started) / 1000;
if (stryker.status !== 0) {
  process.stderr.write(`stryker exited ${stryker.status ?? stryker.signal}: no summary\n`);
  process.exit(2);
}
const summary = spawnSync('npx', ['tsx', 'mutation/summary.ts', `--wall=${wall}`], { cwd: root, stdio: 'inherit' });
process.exit(summary.status ?? 2);
