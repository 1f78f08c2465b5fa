// Keeps secrets out of everything the run writes: API keys, Authorization values and login_url tokens.
const secrets = new Map<string, string>();

/** Register a secret and the placeholder that stands for it in written output (e.g. $CONFORMANCE_API_KEY). */
export function registerSecret(value: string | undefined, placeholder: string): void {
  if (value && value.length >= 4) secrets.set(value, placeholder);
}

export function registeredSecrets(): string[] {
  return [...secrets.keys()];
}

const LOGIN_URL_TOKEN = /("login_url"\s*:\s*")([a-z][a-z0-9+.-]*:\/\/[^/"\s]*)?[^"]*(")/gi;

/** Replace every registered secret in a string, and the token part of any login_url. */
export function redactText(text: string): string {
  let out = text;
  for (const [secret, placeholder] of secrets) out = out.split(secret).join(placeholder);
  out = out.replace(/(Bearer\s+)(?!\$CONFORMANCE_)[A-Za-z0-9._~+/=-]{12,}/g, '$1<redacted>');
  return out.replace(LOGIN_URL_TOKEN, (_m, head: string, origin: string | undefined, tail: string) => `${head}${origin ?? ''}/<redacted>${tail}`);
}

/** Deep copy of a JSON-like value with secrets redacted in every string; login_url values lose their token. */
export function redactValue<T>(value: T): T {
  if (typeof value === 'string') return redactText(value) as T;
  if (Array.isArray(value)) return value.map((v) => redactValue(v)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (k === 'login_url' && typeof v === 'string') out[k] = redactLoginUrl(v);
      else if (/^authorization$/i.test(k) && typeof v === 'string') out[k] = redactAuthorization(v);
      else out[k] = redactValue(v);
    }
    return out as T;
  }
  return value;
}

export function redactLoginUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}/<redacted>`;
  } catch {
    return '<redacted>';
  }
}

function redactAuthorization(value: string): string {
  const redacted = redactText(value);
  if (redacted !== value) return redacted;
  const [scheme] = value.split(/\s+/);
  return value.includes(' ') ? `${scheme} <redacted>` : '<redacted>';
}
