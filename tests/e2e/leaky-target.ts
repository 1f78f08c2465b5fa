// A target that leaks its credentials back: a reference whose every response echoes the key it was sent (and the last login_url token it issued)
// in every encoded form, in a header and in error bodies over 4 KiB, and points a Location header at the login_url (§5 rule 6: a credential).
import type { Request } from 'express';
import type { OutgoingResponse } from '../../reference/app.js';
import { startReference, type RunningReference } from '../../reference/server.js';
import { targetEnvOf } from '../../reference/target-env.js';

/** Each form a hostile target may echo a secret in, by name: raw, JSON, HTML, URL and base64 encodings. */
export function encodedForms(secret: string): Record<string, string> {
  const bytes = [...Buffer.from(secret)];
  const hex = (b: number) => b.toString(16).padStart(2, '0');
  const base64At = (offset: number, alphabet: 'base64' | 'base64url') => Buffer.from(`${'ab'.slice(0, offset)}${secret}yz`).toString(alphabet);
  return {
    raw: secret,
    'JSON with \\/': JSON.stringify(secret).slice(1, -1).replace(/\//g, '\\/'),
    'JSON \\u00xx': [...secret].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
    'HTML escaped': secret.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\//g, '&#x2F;'),
    'HTML decimal references': [...secret].map((c) => `&#${c.charCodeAt(0)};`).join(''),
    'URL-encoded upper hex': bytes.map((b) => `%${hex(b).toUpperCase()}`).join(''),
    'URL-encoded lower hex': bytes.map((b) => `%${hex(b)}`).join(''),
    'form-encoded': new URLSearchParams({ k: secret }).toString().slice(2),
    'base64 offset 0': base64At(0, 'base64'),
    'base64 offset 1': base64At(1, 'base64'),
    'base64 offset 2': base64At(2, 'base64'),
    'base64url offset 0': base64At(0, 'base64url'),
    'base64url offset 1': base64At(1, 'base64url'),
    'base64url offset 2': base64At(2, 'base64url'),
  };
}

/**
 * What of a form may not appear anywhere: the form itself, or for base64 its middle (the characters that depend on the secret alone lie within
 * it, whatever surrounds the secret).
 */
export function telltales(secret: string): Array<[string, string]> {
  return Object.entries(encodedForms(secret)).map(([name, form]) => [name, name.startsWith('base64') ? form.slice(4, -4) : form]);
}

export interface LeakyTarget {
  reference: RunningReference;
  /** Every login_url the target issued (its tokens must not appear either). */
  loginUrls: string[];
  env(): Record<string, string>;
  close(): Promise<void>;
}

/** The presented bearer token, or the primary key when there was none. */
function presented(req: Request, fallback: string): string {
  return /^Bearer +(\S+)/i.exec(req.headers.authorization ?? '')?.[1] ?? fallback;
}

export async function startLeakyTarget(): Promise<LeakyTarget> {
  const reference = await startReference({ windowMs: 1000, host: '127.0.0.1', port: 0 });
  const loginUrls: string[] = [];
  reference.parts.hooks.after.push((req, status, body, headers): OutgoingResponse => {
    const key = presented(req, reference.fixtures.apiKey);
    const out: Record<string, string> = { ...headers, 'x-echo-key': Buffer.from(key).toString('base64') };
    const created = body as { login_url?: unknown } | undefined;
    if (typeof created?.login_url === 'string') loginUrls.push(created.login_url);
    const last = loginUrls.at(-1);
    if (last) out.location = last;
    if (status < 400 || !body || typeof body !== 'object') return { status, body, headers: out };
    const echo = [...Object.values(encodedForms(key)), ...(last ? Object.values(encodedForms(loginToken(last))) : [])].join(' ');
    // The raw key repeated from before the 4 KiB mark to past it: one copy straddles wherever a writer cuts the body.
    const straddle = key.repeat(Math.ceil(6000 / key.length));
    const text = (original: string) => `${echo} ${straddle} ${original} ${echo}`;
    const error = body as { errors?: unknown[]; message?: unknown };
    if (Array.isArray(error.errors)) return { status, body: { ...error, errors: error.errors.map((e) => text(String(e))) }, headers: out };
    return { status, body: { ...error, message: text(String(error.message ?? '')) }, headers: out };
  });
  return {
    reference,
    loginUrls,
    env: () => targetEnvOf(reference, { template: false }),
    close: () => reference.close(),
  };
}

/** The session token of a login_url: its last path segment (the reference's form: <base>/<token>). */
export function loginToken(url: string): string {
  return new URL(url).pathname.split('/').at(-1) ?? '';
}
