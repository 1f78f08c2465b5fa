// A target that echoes its keys back in the forms a plain encoder misses: keys holding `& < > " '`, echoed HTML-escaped twice, as HTML inside
// a JSON string inside HTML, percent-encoded twice, upper-cased, as hex in both cases and cut to their first 76 %, in every error body and in
// a header. A reference whose keys are stood in for: the run is given keys of its own (with those characters), which a before-hook swaps for
// the reference's before authentication. Closed by the test.
import type { NextFunction, Request, Response } from 'express';
import type { OutgoingResponse } from '../../reference/app.js';
import { startReference, type RunningReference } from '../../reference/server.js';
import { targetEnvOf } from '../../reference/target-env.js';

/** The run's keys: every character HTML escapes, and long enough that 76 % of each is a secret on its own. */
export const ECHOED_KEYS = {
  primary: `pk&live<"gateway">'echo'-0123456789abcdef`,
  second: `sk&test<"second">'echo'-fedcba9876543210`,
};

const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const json = (s: string) => JSON.stringify(s).slice(1, -1);
const hex = (s: string) => Buffer.from(s).toString('hex');

/** Each variant of a key this target echoes, by name. */
export function echoedVariants(key: string): Record<string, string> {
  return {
    'HTML-escaped twice': html(html(key)),
    'HTML inside a JSON string inside HTML': html(json(html(key))),
    'percent-encoded twice': encodeURIComponent(encodeURIComponent(key)),
    'upper case': key.toUpperCase(),
    'hex, lower case': hex(key),
    'hex, upper case': hex(key).toUpperCase(),
    'its first 76 %': key.slice(0, Math.ceil(key.length * 0.76)),
  };
}

export interface EscapingEchoTarget {
  reference: RunningReference;
  env(): Record<string, string>;
  close(): Promise<void>;
}

const presentedKey = new WeakMap<Request, string>();

export async function startEscapingEchoTarget(): Promise<EscapingEchoTarget> {
  const reference = await startReference({ windowMs: 1000, host: '127.0.0.1', port: 0 });
  const swaps: Array<[string, string]> = [
    [ECHOED_KEYS.primary, reference.fixtures.apiKey],
    [ECHOED_KEYS.second, reference.fixtures.secondApiKey],
  ];
  reference.parts.hooks.before.push((req: Request, _res: Response, next: NextFunction) => {
    let auth = req.headers.authorization ?? '';
    for (const [ours, real] of swaps) {
      if (!auth.includes(ours)) continue;
      presentedKey.set(req, ours);
      auth = auth.split(ours).join(real);
    }
    req.headers.authorization = auth;
    next();
  });
  reference.parts.hooks.after.push((req, status, body, headers): OutgoingResponse => {
    const key = presentedKey.get(req) ?? ECHOED_KEYS.primary;
    const echo = Object.values(echoedVariants(key)).join(' ');
    const out = { ...headers, 'x-echo-key': encodeURIComponent(html(html(key))) };
    if (status < 400 || !body || typeof body !== 'object') return { status, body, headers: out };
    const error = body as { errors?: unknown[]; message?: unknown };
    if (Array.isArray(error.errors)) return { status, body: { ...error, errors: error.errors.map((e) => `${String(e)} <p>${echo}</p>`) }, headers: out };
    return { status, body: { ...error, message: `${String(error.message ?? '')} <p>${echo}</p>` }, headers: out };
  });
  return {
    reference,
    env: () => ({
      ...targetEnvOf(reference, { template: false }),
      CONFORMANCE_API_KEY: ECHOED_KEYS.primary,
      CONFORMANCE_SECOND_API_KEY: ECHOED_KEYS.second,
    }),
    close: () => reference.close(),
  };
}
