// bench/verify-bundle.ts: time and peak memory of `verify` on an honest bundle and on a hostile one (1 MiB of gzip inflating to 1 GiB),
// each in a child process of its own so that its peak RSS is its own. Usage: npx tsx bench/verify-bundle.ts <run-dir> (a run folder,
// bundled here into a temp dir; its own folder is left as it was). Prints one line per bundle: size, exit code, wall time, peak RSS.
import { spawnSync } from 'node:child_process';
import { cpSync, createWriteStream, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import * as tar from 'tar';

const BIN = fileURLToPath(new URL('../bin/partner-dns-conformance.js', import.meta.url));
const runDir = process.argv[2];
if (!runDir) {
  process.stderr.write('usage: npx tsx bench/verify-bundle.ts <run-dir>\n');
  process.exit(2);
}
const work = mkdtempSync(join(tmpdir(), 'pdc-bench-verify-'));

/** A tar.gz whose one entry is `bytes` zeros under run-x/: 1 GiB of zeros packs to about 1 MiB. */
async function bomb(file: string, bytes: number): Promise<void> {
  const header = new tar.Header({ path: 'run-x/zeros.bin', mode: 0o644, size: bytes, type: 'File', mtime: new Date(0) });
  header.encode();
  const gzip = createGzip({ level: 9 });
  const out = createWriteStream(file);
  gzip.pipe(out);
  gzip.write(header.block);
  const chunk = Buffer.alloc(1024 * 1024);
  for (let sent = 0; sent < bytes; sent += chunk.length) if (!gzip.write(chunk)) await new Promise<void>((r) => gzip.once('drain', () => r()));
  gzip.end(Buffer.alloc(1024)); // two zero blocks end the archive
  await new Promise<void>((r) => out.once('close', () => r()));
}

/** Runs verify under /usr/bin/time when there is one (peak RSS), else only timed. */
function verify(bundle: string): string {
  const started = process.hrtime.bigint();
  const timed = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, BIN, 'verify', bundle], { encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const rssKb = Number(timed.stderr.trim().split('\n').at(-1));
  const verdict = /^(NOT VERIFIED|VERIFIED)/m.exec(timed.stdout)?.[1] ?? 'no verdict';
  const size = (statSync(bundle).size / 1024 / 1024).toFixed(2);
  const rss = Number.isFinite(rssKb) ? `${(rssKb / 1024).toFixed(0)} MB` : 'unknown';
  return `${basename(bundle)}: ${size} MB packed, exit ${timed.status}, ${verdict}, ${(ms / 1000).toFixed(2)} s, peak RSS ${rss}`;
}

try {
  const copy = join(work, 'runs', basename(runDir));
  mkdirSync(join(work, 'runs'), { recursive: true });
  cpSync(runDir, copy, { recursive: true });
  const honest = join(work, 'honest.tar.gz');
  const made = spawnSync(process.execPath, [BIN, 'bundle', copy, '--out', honest], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`bundle failed: ${made.stdout}${made.stderr}`);
  const hostile = join(work, 'hostile-1GiB.tar.gz');
  await bomb(hostile, 1024 * 1024 * 1024);
  for (const bundle of [honest, hostile]) process.stdout.write(`${verify(bundle)}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
