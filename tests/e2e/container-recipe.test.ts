// tests/e2e/container-recipe.test.ts: the Dockerfile's recipe, run step by step in a temporary folder standing for the
// image's file system (no image can be built here): its base image and user, COPY of the listed files, RUN npm ci
// --omit=dev, then the ENTRYPOINT with --version, list and a run that writes into the /reports volume.
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userEnvironment } from './user-environment.js';

const ROOT = resolve(import.meta.dirname, '../..');
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

interface Instruction {
  op: string;
  args: string;
}

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function parseDockerfile(text: string): Instruction[] {
  const joined = text.replace(/\\\n/g, ' ');
  return joined
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const m = /^(\w+)\s+(.*)$/.exec(l)!;
      return { op: m[1].toUpperCase(), args: m[2].trim() };
    });
}

const dockerignore = readFileSync(join(ROOT, '.dockerignore'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));

interface Done {
  code: number | null;
  stdout: string;
  stderr: string;
}

function exec(cmd: string, args: string[], cwd: string, env: Record<string, string>): Promise<Done> {
  return new Promise((done) => {
    execFile(cmd, args, { cwd, env, timeout: 480_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      done({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
  });
}

const instructions = parseDockerfile(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));
const rootfs = mkdtempSync(join(tmpdir(), 'pdc-image-'));
afterAll(() => rmSync(rootfs, { recursive: true, force: true }));
/** A path of the image, in the folder that stands for it. */
const inImage = (p: string) => join(rootfs, p);
/** Every absolute path of the image in a command line, moved into the folder. */
const mapPaths = (s: string) => s.replace(/(^|[\s=:"'])(\/[A-Za-z0-9._/-]+)/g, (_m, pre: string, p: string) => `${pre}${inImage(p)}`);

let env: Record<string, string>;
let workdir = '/';
let entrypoint: string[] = [];
const ran: string[] = [];

beforeAll(async () => {
  env = userEnvironment();
  for (const { op, args } of instructions) {
    if (op === 'WORKDIR') {
      workdir = args.startsWith('/') ? args : join(workdir, args);
      mkdirSync(inImage(workdir), { recursive: true });
    } else if (op === 'ENV') {
      const [, name, value] = /^(\w+)[= ](.*)$/.exec(args)!;
      env[name] = value.startsWith('/') ? inImage(value) : value;
    } else if (op === 'COPY') {
      const parts = args.split(/\s+/);
      const dest = parts.pop()!;
      const target = inImage(dest.startsWith('/') ? dest : join(workdir, dest));
      for (const src of parts) {
        expect(dockerignore, `${src} is copied but .dockerignore excludes it`).not.toContain(src);
        cpSync(join(ROOT, src), dest.endsWith('/') || parts.length > 1 ? join(target, src) : target, { recursive: true });
      }
    } else if (op === 'RUN') {
      // chown to the image's user needs that user: here the folder stays the test's.
      const r = await exec('bash', ['-c', `set -e; chown() { :; }; ${mapPaths(args)}`], inImage(workdir), {
        ...env,
        // The same install, from the local npm cache when it has the packages.
        npm_config_prefer_offline: 'true',
      });
      expect(r.code, `RUN ${args}\n${r.stderr}`).toBe(0);
      ran.push(args);
    } else if (op === 'ENTRYPOINT') {
      entrypoint = JSON.parse(args);
    }
  }
}, 480_000);

const entry = (args: string[], extraEnv: Record<string, string> = {}) =>
  exec(mapPaths(entrypoint[0]).trim(), [...entrypoint.slice(1).map((a) => mapPaths(a).trim()), ...args], inImage(workdir), { ...env, ...extraEnv });

describe('the container recipe (Dockerfile)', () => {
  it('builds on an official Node LTS slim image, runs as a non-root user, with /reports as a volume the reports go to', () => {
    const from = instructions.find((i) => i.op === 'FROM')!.args;
    expect(from).toMatch(/^node:(22|24)-slim$/);
    const users = instructions.filter((i) => i.op === 'USER').map((i) => i.args);
    expect(users.at(-1)).toBeDefined();
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    expect(instructions.some((i) => i.op === 'VOLUME' && i.args.includes('/reports'))).toBe(true);
    expect(instructions).toContainEqual({ op: 'ENV', args: 'CONFORMANCE_REPORT_DIR=/reports' });
    expect(ran.some((r) => /^npm ci --omit=dev\b/.test(r))).toBe(true);
    expect(entrypoint[0]).toBe('node');
  });

  it('installs the runtime only: vitest and tsx, no dev dependency, no tests', () => {
    const app = inImage('/opt/partner-dns-conformance');
    expect(existsSync(join(app, 'node_modules', 'vitest'))).toBe(true);
    expect(existsSync(join(app, 'node_modules', 'tsx'))).toBe(true);
    expect(existsSync(join(app, 'node_modules', 'typescript'))).toBe(false);
    expect(existsSync(join(app, 'tests'))).toBe(false);
  });

  it('the ENTRYPOINT answers --version and list', async () => {
    const version = await entry(['--version']);
    expect(version.code, version.stderr).toBe(0);
    expect(version.stdout.trim()).toBe(VERSION);
    const list = await entry(['list']);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(/^\d{3} checks in \d+ areas$/m);
  });

  it.skipIf(process.getuid?.() !== 0 || !existsSync('/usr/sbin/runuser'))(
    'as an unprivileged user whose HOME is not writable, with the image files owned by root, a run writes into /reports and its temp dir only' +
      ' (needs root and runuser to switch user)',
    async () => {
      // mkdtemp made the folder standing for the image private; an image's / is not.
      chmodSync(rootfs, 0o755);
      chownSync(inImage('/reports'), 65534, 65534);
      // The image's /tmp, sticky and open to all as in any image; TMPDIR points the run's temp files into it.
      mkdirSync(inImage('/tmp'), { recursive: true });
      chmodSync(inImage('/tmp'), 0o1777);
      // runuser gives the run nobody's HOME (/nonexistent on Debian): no HOME override, as `docker run --user` gives none.
      const home = (await exec('runuser', ['-u', 'nobody', '--', 'printenv', 'HOME'], inImage(workdir), env)).stdout.trim();
      const homeBefore = existsSync(home) ? readdirSync(home) : undefined;
      const user = await exec(
        'runuser',
        [
          '-u',
          'nobody',
          '--',
          'env',
          `PATH=${env.PATH}`,
          `CONFORMANCE_REPORT_DIR=${env.CONFORMANCE_REPORT_DIR}`,
          `TMPDIR=${inImage('/tmp')}`,
          mapPaths(entrypoint[0]).trim(),
          ...entrypoint.slice(1).map((a) => mapPaths(a).trim()),
          'run',
          '--only',
          'catalogue',
        ],
        inImage(workdir),
        env,
      );
      expect(user.code, `${user.stdout.slice(-1500)}\n${user.stderr}`).toBe(0);
      const runs = readdirSync(inImage('/reports')).filter((d) => d !== 'latest');
      expect(runs).toHaveLength(1);
      expect(existsSync(join(inImage('/reports'), runs[0], 'report.json'))).toBe(true);
      // Nothing under HOME (vitest's token goes to a temp folder: harness/vitest-data-dir.ts), and that folder removed.
      expect(existsSync(home) ? readdirSync(home) : undefined).toEqual(homeBefore);
      expect(readdirSync(inImage('/tmp')).filter((f) => f.startsWith('pdc-vitest-'))).toEqual([]);
    },
    240_000,
  );
});
