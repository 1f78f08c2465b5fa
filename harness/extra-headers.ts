// harness/extra-headers.ts: the extra headers a partner's gateway asks for (a tenant, a gateway id, a subscription
// key), read from CONFORMANCE_HEADERS (a JSON object of name to value) and the repeatable `--header 'Name: value'`.
// Errors are plain Errors with the reason: settings.ts names the variable or the flag.

/** Header names an extra header may not take: the key's, the body's and the connection's, which the client sets or leaves out on purpose. */
const RESERVED = new Set([
  'authorization',
  'proxy-authorization',
  'content-type',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'accept',
  'accept-encoding',
  'host',
  'connection',
  'keep-alive',
  'te',
  'upgrade',
  'expect',
]);

/** One extra header checked: a token name (RFC 9110 §5.6.2) not reserved, a string value without control characters. */
function checkedHeader(name: string, value: unknown): [string, string] {
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) throw new Error(`${JSON.stringify(name)} is not a header name`);
  if (RESERVED.has(name.toLowerCase())) {
    throw new Error(`${name} is set by the suite itself (the key's Authorization, the body's and the connection's headers) and cannot be replaced`);
  }
  if (typeof value !== 'string') throw new Error(`the value of ${name} must be a string, got ${value === null ? 'null' : typeof value}`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u0008\u000a-\u001f\u007f]/.test(value)) throw new Error(`the value of ${name} holds a control character`);
  return [name, value];
}

/** CONFORMANCE_HEADERS: a JSON object of header name to string value. */
export function parseHeaderObject(raw: string): Record<string, string> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new Error(`not valid JSON (${(error as Error).message}); expected an object like {"X-Tenant": "acme"}`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('expected a JSON object of header name to value, like {"X-Tenant": "acme"}');
  return Object.fromEntries(Object.entries(value).map(([name, v]) => checkedHeader(name, v)));
}

/**
 * The --header flags on top of CONFORMANCE_HEADERS, as the JSON the setting reads: a flag replaces the variable's
 * header of the same name (in any case). `current` is the variable's text, if set.
 */
export function mergeHeaderFlags(flags: string[], current: string | undefined): string {
  const merged = current?.trim() ? parseHeaderObject(current) : {};
  for (const flag of flags) {
    const colon = flag.indexOf(':');
    if (colon <= 0) throw new Error(`expected 'Name: value', got ${JSON.stringify(flag)}`);
    const [name, value] = checkedHeader(flag.slice(0, colon).trim(), flag.slice(colon + 1).trim());
    for (const known of Object.keys(merged)) if (known.toLowerCase() === name.toLowerCase()) delete merged[known];
    merged[name] = value;
  }
  return JSON.stringify(merged);
}
