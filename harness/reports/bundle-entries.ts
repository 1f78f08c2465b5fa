// harness/reports/bundle-entries.ts: a bundle's entries read for verify in bounded memory: each file hashed as it streams, only
// manifest.json and report.json kept, and the inflated size capped, so that a hostile bundle (1 MB inflating to gigabytes) is
// refused at the cap instead of read whole. Bundles come from vendors: nothing in one is trusted before it is checked.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import * as tar from 'tar';

/** A bundle of a run with every report format is tens of MB inflated; past this, verify stops: NOT VERIFIED. */
export const DEFAULT_MAX_INFLATED_BYTES = 256 * 1024 * 1024;

/** The files verify reads whole (the rest are only hashed). */
const KEPT = new Set(['manifest.json', 'report.json']);

export interface Entry {
  sha256: string;
  size: number;
  /** Only for manifest.json and report.json. */
  bytes?: Buffer;
}

export interface Entries {
  files: Map<string, Entry>;
  /** Entries that are not regular files or folders (links, devices): never in a bundle. */
  odd: string[];
  /** Set when the archive inflated past the cap: reading stopped there. */
  tooLarge?: { cap: number };
}

/** The archive is not a gzip'd tar at all (or is cut short): not a bundle, a usage error rather than a verdict. */
export class NotAnArchive extends Error {}

class InflatedPastCap extends Error {}

/** Counts the inflated bytes and stops the stream once they pass the cap. */
function capped(cap: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > cap) done(new InflatedPastCap());
      else done(null, chunk);
    },
  });
}

/** Reads a .tar.gz bundle's entries (paths without their one top folder), hashing as they stream. */
export async function entriesOfArchive(file: string, cap = DEFAULT_MAX_INFLATED_BYTES): Promise<Entries> {
  const files = new Map<string, Entry>();
  const odd: string[] = [];
  const parser = new tar.Parser({
    strict: true,
    onReadEntry: (entry) => {
      if (entry.type === 'File' || entry.type === 'OldFile' || entry.type === 'ContiguousFile') {
        const hash = createHash('sha256');
        const chunks: Buffer[] | undefined = KEPT.has(entry.path.split('/').slice(1).join('/')) ? [] : undefined;
        let size = 0;
        entry.on('data', (c: Buffer) => {
          hash.update(c);
          size += c.length;
          chunks?.push(c);
        });
        entry.on('end', () => files.set(entry.path, { sha256: hash.digest('hex'), size, ...(chunks ? { bytes: Buffer.concat(chunks) } : {}) }));
      } else {
        if (entry.type !== 'Directory') odd.push(`${entry.path} (${entry.type})`);
        entry.resume();
      }
    },
  });
  let tooLarge: Entries['tooLarge'];
  try {
    await pipeline(createReadStream(file), createGunzip(), capped(cap), parser);
  } catch (error) {
    if (error instanceof InflatedPastCap) tooLarge = { cap };
    else throw new NotAnArchive((error as Error).message);
  }
  return { files: withoutTopFolder(files), odd, ...(tooLarge ? { tooLarge } : {}) };
}

/** Entries sit under one <run-id>/ folder: strip it (left as they are when there is not exactly one). */
function withoutTopFolder(files: Map<string, Entry>): Map<string, Entry> {
  const prefixes = new Set([...files.keys()].map((k) => k.split('/')[0]));
  if (prefixes.size !== 1) return files;
  const [prefix] = prefixes;
  return new Map([...files].map(([k, v]) => [k.slice(prefix!.length + 1), v]));
}

/** A run folder's entries (verify of a folder holding manifest.json): every regular file hashed, as in a bundle. */
export function entriesOfFolder(dir: string, under = '', files = new Map<string, Entry>()): Map<string, Entry> {
  if (!existsSync(join(dir, under))) return files;
  for (const d of readdirSync(join(dir, under), { withFileTypes: true })) {
    const rel = under ? `${under}/${d.name}` : d.name;
    if (d.isDirectory()) entriesOfFolder(dir, rel, files);
    else if (d.isFile()) {
      const bytes = readFileSync(join(dir, ...rel.split('/')));
      files.set(rel, { sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length, ...(KEPT.has(rel) ? { bytes } : {}) });
    }
  }
  return files;
}
