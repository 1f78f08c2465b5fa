// Escaping for the report writers: check titles, messages and bodies come from the target, so every string that
// reaches HTML, Markdown or XML goes through one of these.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

/** Text or attribute value for HTML: every markup character becomes an entity. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => HTML_ESCAPES[c]!);
}

/** Characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters XML 1.0 forbids
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function stripXmlInvalid(value: string): string {
  return value.replace(XML_INVALID, '\uFFFD');
}

/**
 * Inline Markdown text (a table cell, a list item): HTML is neutralised (GitHub renders inline HTML), Markdown
 * punctuation that could open links, emphasis or code is backslash-escaped, and line breaks become spaces.
 */
export function escapeMarkdown(value: unknown): string {
  return String(value ?? '')
    .replace(/\r?\n|\r/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_{}[\]()#+!|~])/g, '\\$1');
}

/** A fenced code block that no backtick run inside the content can close early. */
export function markdownFence(content: string, lang = ''): string {
  const longest = Math.max(2, ...[...content.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${content}\n${fence}`;
}

export function truncate(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max)}… (${value.length} characters)` : value;
}

/** A JSON value as readable text (strings stay as they are). */
export function prettyBody(body: unknown): string {
  if (body === undefined) return '';
  if (typeof body === 'string') return body;
  return JSON.stringify(body, null, 2);
}

/** Inline Markdown code: literal text in any renderer; backticks and line breaks cannot end or split it. */
export function markdownCode(value: unknown): string {
  return `\`${String(value ?? '').replace(/[`\r\n]+/g, ' ')}\``;
}
