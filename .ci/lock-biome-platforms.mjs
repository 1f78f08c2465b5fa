// .ci/lock-biome-platforms.mjs: run after `npm install` changes package-lock.json. The registry this project's machines
// reach carries only some of Biome's per-platform binaries (@biomejs/cli-<os>-<cpu>[-musl]), so `npm install` leaves
// the others out of the lock file, and `npm ci` then refuses the lock ("Missing: @biomejs/cli-darwin-x64 from lock
// file"). This adds the entries a complete registry would have written (without integrity: npm ci never fetches a
// package of another platform), so that `npm ci` accepts the lock on every machine.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const biome = lock.packages['node_modules/@biomejs/biome'];
let added = 0;
for (const name of Object.keys(biome?.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const m = name.match(/^@biomejs\/cli-([a-z0-9]+)-([a-z0-9]+)(-musl)?$/);
  if (!m) throw new Error(`unexpected optional dependency of @biomejs/biome: ${name}`);
  const [, os, cpu, musl] = m;
  lock.packages[key] = {
    version: biome.optionalDependencies[name],
    cpu: [cpu],
    dev: true,
    ...(os === 'linux' ? { libc: [musl ? 'musl' : 'glibc'] } : {}),
    license: biome.license,
    optional: true,
    os: [os],
    engines: biome.engines,
  };
  added += 1;
}
const [root, ...rest] = Object.entries(lock.packages);
lock.packages = Object.fromEntries([root, ...rest.sort(([a], [b]) => a.localeCompare(b, 'en'))]);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} Biome platform entries added`);
