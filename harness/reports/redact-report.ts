// The report data as the writers may show it: every string redacted again (report.json is already redacted when
// written; this guards the writers against a secret that reached the data some other way).
import { redactText, redactValue } from '../redact.js';

const AUTHORIZATION = /^authorization$/i;
/** "Bearer $CONFORMANCE_API_KEY": a placeholder the reader needs, to know which key a request used. */
const PLACEHOLDER_CREDENTIAL = /^\S+ \$CONFORMANCE_[A-Z_]+$/;

export function redactReport<T>(value: T): T {
  if (typeof value === 'string') return redactText(value) as T;
  if (Array.isArray(value)) return value.map((v) => redactReport(v)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (typeof v === 'string' && AUTHORIZATION.test(k)) out[k] = PLACEHOLDER_CREDENTIAL.test(v) ? v : redactValue({ [k]: v })[k];
      else if (typeof v === 'string' && k === 'login_url') out[k] = redactValue({ [k]: v })[k];
      else out[k] = redactReport(v);
    }
    return out as T;
  }
  return value;
}
