// tests/reference/running-reference.ts: starts the reference on 127.0.0.1 (a free port) per test and gives authenticated supertest requests against its URL.
import request from 'supertest';
import { afterEach, beforeEach } from 'vitest';
import type { ReferenceOptions } from '../../reference/app.js';
import { startReference, type RunningReference } from '../../reference/server.js';

export type Call = request.Test;

export interface Api {
  get(path: string): Call;
  post(path: string, body?: unknown): Call;
  put(path: string, body?: unknown): Call;
  patch(path: string, body?: unknown): Call;
  delete(path: string): Call;
}

/** Requests carrying `Authorization: Bearer <key>` (the primary fixture key unless told). */
export function apiFor(ref: RunningReference, key: string = ref.fixtures.apiKey): Api {
  const auth = (call: Call) => call.set('Authorization', `Bearer ${key}`);
  const withBody = (call: Call, body: unknown) => (body === undefined ? call : call.send(body as object));
  return {
    get: (path) => auth(request(ref.url).get(path)),
    post: (path, body) => withBody(auth(request(ref.url).post(path)), body),
    put: (path, body) => withBody(auth(request(ref.url).put(path)), body),
    patch: (path, body) => withBody(auth(request(ref.url).patch(path)), body),
    delete: (path) => auth(request(ref.url).delete(path)),
  };
}

export interface ReferenceUnderTest {
  readonly ref: RunningReference;
  /** Primary key. */
  readonly api: Api;
  /** Second key. */
  readonly other: Api;
}

/** A fresh reference for every test of the file, closed after it. */
export function useReference(options: ReferenceOptions | (() => ReferenceOptions) = {}): ReferenceUnderTest {
  let current: RunningReference | undefined;
  beforeEach(async () => {
    current = await startReference(typeof options === 'function' ? options() : options);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const ref = () => {
    if (!current) throw new Error('the reference runs only inside a test');
    return current;
  };
  return {
    get ref() {
      return ref();
    },
    get api() {
      return apiFor(ref());
    },
    get other() {
      return apiFor(ref(), ref().fixtures.secondApiKey);
    },
  };
}

/** Runs `body` against a reference started with `options`, and closes it. */
export async function withReference<T>(options: ReferenceOptions, body: (ref: RunningReference, api: Api) => Promise<T>): Promise<T> {
  const ref = await startReference(options);
  try {
    return await body(ref, apiFor(ref));
  } finally {
    await ref.close();
  }
}

/** A settable clock for createReference's `now`. */
export function manualClock(start = Date.UTC(2030, 0, 15, 12, 0, 0)) {
  let t = start;
  return {
    now: () => t,
    set: (ms: number) => {
      t = ms;
    },
    advance: (ms: number) => {
      t += ms;
    },
  };
}

export const ACTIVE = 'dom_fixture_active';
export const PENDING = 'dom_fixture_pending';
export const EXPIRED = 'dom_fixture_expired';
export const SUSPENDED = 'dom_fixture_suspended';
export const FOREIGN = 'dom_foreign_active';
export const FOREIGN_RECORD = 'rec_foreign_active_a';
