// Reads the endpoint tables of §4.1-4.4 out of the spec's markdown, so the contracts are checked against the text.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CONTRACTS_DIR, type HttpMethod } from '../../contracts/spec-data.js';

export const REPO_ROOT = resolve(CONTRACTS_DIR, '..');
/** The spec as CI checks it out beside the repository. */
export const SHARED_SPEC = resolve(REPO_ROOT, '../shared/spec/partner-dns-service.md');
/** The copy kept in the repository, for checkouts without ../shared. */
export const VENDORED_SPEC = join(CONTRACTS_DIR, 'partner-dns-service.md');

/** The shared spec when it is present, else the vendored copy. */
export function specMarkdownPath(): string {
  return existsSync(SHARED_SPEC) ? SHARED_SPEC : VENDORED_SPEC;
}

export interface EndpointRow {
  /** "4.1" ... "4.4" */
  section: string;
  method: HttpMethod;
  path: string;
  /** Line number in the markdown, for failure messages. */
  line: number;
}

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every table row of §4.1-4.4 whose first cell is an HTTP method. The section is the nearest
 * "### 4.x" heading above the row; parsing stops at the next "## " heading after §4.
 */
export function parseEndpointRows(markdown: string): EndpointRow[] {
  const rows: EndpointRow[] = [];
  let inEndpoints = false;
  let section: string | undefined;
  markdown.split('\n').forEach((text, index) => {
    const chapter = /^## (\d+)\./.exec(text);
    if (chapter) {
      inEndpoints = chapter[1] === '4';
      section = undefined;
      return;
    }
    if (!inEndpoints) return;
    const heading = /^### (4\.\d+)\b/.exec(text);
    if (heading) {
      section = heading[1];
      return;
    }
    if (!section || !text.startsWith('|')) return;
    const cells = text
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    const [method, path] = cells;
    if (method && path && METHODS.has(method)) {
      rows.push({ section, method: method as HttpMethod, path: path.replace(/`/g, ''), line: index + 1 });
    }
  });
  return rows;
}
