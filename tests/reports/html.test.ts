// report.html and compare.html: self-contained (no script, no network resource), every target string escaped, the
// verdict, the run kind and certification on top (INCOMPLETE in its own amber, not a failure's red), suite errors apart
// with their stacks, failing checks first with spec, the request that failed the check, response, curl and seed.
import { describe, expect, it } from 'vitest';
import { toCompareHtml } from '../../harness/reports/compare.js';
import { toHtml } from '../../harness/reports/html.js';
import { check, fixtureChecks, HOSTILE, reportOf } from './fixture-report.js';

/** Anything that would make a browser fetch something or run code. Escaped text holds no "<", so every tag found is real. */
function expectSelfContained(html: string): void {
  const tags = [...html.matchAll(/<[a-zA-Z][^>]*>/g)].map((m) => m[0]);
  expect(tags.length).toBeGreaterThan(50);
  for (const tag of tags) {
    expect(tag, tag).not.toMatch(/^<(script|link|iframe|object|embed|img|image|video|audio|source|base|form|frame|use)\b/i);
    const names = tag.replace(/"[^"]*"/g, '""');
    expect(names, tag).not.toMatch(/\s(on[a-z]+|src|srcset|poster|action|formaction|background|xlink:href)\s*=/i);
    expect(names, tag).not.toMatch(/=\s*[^"\s>]/);
    for (const m of tag.matchAll(/\shref\s*=\s*"([^"]*)"/gi)) expect(m[1]!.startsWith('#'), tag).toBe(true);
    expect(tag, tag).not.toMatch(/style\s*=\s*"[^"]*url\(/i);
  }
  const css = html.match(/<style>([\s\S]*?)<\/style>/)![1]!;
  expect(css).not.toMatch(/url\s*\(|@import|@font-face/i);
  expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'`);
}

describe('HTML report', () => {
  const report = reportOf(fixtureChecks());
  const html = toHtml(report);

  it('shows the requirement × operation coverage with the uncovered and read-back pairs by name', () => {
    expect(html).toContain('Requirement × operation pairs: 9 of 12 checked on their own operation, 1 read-back only, 2 uncovered.');
    expect(html).toContain('<li><code>DNS-TTL-RANGE on bulkCreateDnsRecords</code></li>');
    expect(html).toContain('<summary>Read-back pairs (1)</summary><ul><li><code>USER-UPDATE-PERSISTS on getUser</code></li></ul>');
  });

  it('references no network resource and runs no script', () => {
    expectSelfContained(html);
  });

  it('escapes hostile titles, messages, bodies and observed forms', () => {
    expect(html).not.toContain(HOSTILE);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    // The hostile string appears in a title, a message, a response body and an observation: all escaped.
    expect(html.split('&lt;script&gt;alert').length - 1).toBeGreaterThanOrEqual(4);
  });

  it("shows the verdict and each profile's certification before anything else", () => {
    expect(html).toMatch(/<span id="verdict" class="badge verdict fail">FAIL<\/span>/);
    const cert = html.indexOf('id="certification"');
    expect(cert).toBeGreaterThan(0);
    expect(cert).toBeLessThan(html.indexOf('id="failing"'));
    for (const p of ['core', 'extended', 'full']) expect(html).toContain(`data-profile="${p}"`);
    expect(html).toContain('Not run inside the profile (a skip is not a pass)');
  });

  it('says whether the run was complete, and shows INCOMPLETE in amber, never in the red of a failure', () => {
    expect(html).toContain('<div id="assessment" class="banner complete"><b>Run: complete.</b></div>');
    const partial = toHtml(reportOf([check({ id: 'DNS-OK' })], { shard: { index: 2, count: 3 } }));
    expect(partial).toContain('<div id="assessment" class="banner partial"><b>Run: partial: shard 2/3.</b> A partial run is never certified.</div>');
    expect(partial).toMatch(/<div class="card incomplete" data-profile="extended">[\s\S]*?<span class="badge incomplete">INCOMPLETE<\/span>/);
    expect(partial).toContain('To complete the assessment:<ul><li>shard 2/3: <b>run all 3 shards with the same seed and merge their reports');
    const css = partial.match(/<style>([\s\S]*?)<\/style>/)![1]!;
    const colour = (rule: string) => new RegExp(`${rule} \\{ [^}]*background: var\\((--[a-z]+)\\)`).exec(css)?.[1];
    expect(colour('\\.badge\\.incomplete')).toBe('--incomplete');
    expect(css).toMatch(/\.badge\.fail, \.badge\.failed, \.badge\.not-certified \{ background: var\(--fail\); \}/);
    expect(css).toMatch(/--incomplete: #bf8700;/);
    expect(partial).not.toContain('class="badge not-certified"');
  });

  it('shows suite errors apart, with their stacks, and the verdict ERROR', () => {
    const broken = toHtml(
      reportOf([
        check({ id: 'DNS-BROKEN', status: 'error', message: 'suite error: TypeError: boom', stack: 'TypeError: boom\n    at helper (harness/records.ts:1:1)' }),
      ]),
    );
    expect(broken).toContain('<span id="verdict" class="badge verdict error">ERROR</span>');
    expect(broken).toContain('<h2>Suite errors (1): the suite broke, the target was not assessed</h2>');
    expect(broken).toContain('<pre class="stack">TypeError: boom\n    at helper (harness/records.ts:1:1)</pre>');
    expect(broken).toContain('<span class="badge not-assessed">NOT ASSESSED</span>');
    expectSelfContained(broken);
  });

  it('opens the request that failed the check first, and says so', () => {
    const failing = html.slice(html.indexOf('id="check-DNS-TTL-86401-REJECTED"'));
    expect(failing).toMatch(/<details class="exchange" open>\n<summary>Request 1 of 1: createDnsRecord → 201 \(the request that failed the check\)<\/summary>/);
  });

  it('puts the failing checks first, new ones before expected ones, with spec, seed, curl, request and response', () => {
    const failing = html.slice(html.indexOf('id="failing"'), html.indexOf('id="matrix"'));
    const ids = [...failing.matchAll(/<article class="check[^"]*" id="check-([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['DNS-TTL-86401-REJECTED', 'DNS-NAME-PROPERTY', 'DNS-KNOWN-BUG']);
    const first = failing.slice(0, failing.indexOf('id="check-DNS-NAME-PROPERTY"'));
    expect(first).toContain('§2.3 rule 2 — requirements DNS-TTL-RANGE');
    expect(first).toContain('<dt>seed</dt><dd>42</dd>');
    expect(first).toContain(
      '<pre class="curl">curl -sS -i -X POST &#39;http://127.0.0.1:4010/api/v1/domains/dom_1/dns&#39; ' +
        '-H &quot;Authorization: Bearer $CONFORMANCE_API_KEY&quot;',
    );
    expect(first).toMatch(/<pre>POST http:\/\/127\.0\.0\.1:4010\/api\/v1\/domains\/dom_1\/dns\nAuthorization: Bearer \$CONFORMANCE_API_KEY/);
    expect(first).toMatch(/<pre>201\ncontent-type: application\/json/);
    expect(failing).toContain('<span class="badge xfail">expected failure</span>');
    expect(failing).toContain('<dt>expected failure</dt><dd>vendor ticket 12</dd>');
    expect(failing).toContain('failed after 8 runs; seed 42, path <code>3:0</code>');
  });

  it('colours the operations x areas matrix by result', () => {
    const matrix = html.slice(html.indexOf('id="matrix"'), html.indexOf('id="areas"'));
    expect(matrix).toMatch(/<th><code>POST \/api\/v1\/domains\/\{domain_id\}\/dns<\/code><\/th>(<td[^>]*><\/td>)*<td class="cell m-fail"/);
    expect(matrix).toContain('class="cell m-pass"');
    expect(matrix).toContain('class="cell m-skip"');
  });

  it('draws time and requests per area as an inline SVG chart, and lists the observations', () => {
    const areas = html.slice(html.indexOf('id="areas"'), html.indexOf('id="observations"'));
    expect(areas).toMatch(/<svg role="img" aria-label="time and requests per area"/);
    for (const area of Object.keys(report.areas)) expect(areas).toContain(`>${area}</text>`);
    const obs = html.slice(html.indexOf('id="observations"'), html.indexOf('id="checks"'));
    expect(obs).toContain('<code>AMB-ERROR-FORMAT</code> §7');
    expect(obs).toContain('<td>object</td><td class="num">3</td>');
  });

  it('says PASS and "None." when nothing failed', () => {
    const ok = toHtml(reportOf([check({ id: 'DNS-OK' })]));
    expect(ok).toContain('class="badge verdict pass">PASS<');
    expect(ok).toContain('<h2>Failing checks (0)</h2>\n<p>None.</p>');
  });
});

describe('comparison page', () => {
  const a = reportOf(fixtureChecks());
  const b = reportOf(
    fixtureChecks()
      .map((c) => (c.id === 'DNS-TTL-86401-REJECTED' ? { ...c, status: 'passed' as const, message: undefined } : c))
      .filter((c) => c.id !== 'CORE-USER-CREATE'),
    {
      target: { baseUrl: `http://impl-b.invalid/${HOSTILE}`, embedded: false },
      runId: 'run-b',
    },
  );
  const html = toCompareHtml([a, b]);

  it('has one column per report and puts the checks whose results differ first', () => {
    expectSelfContained(html);
    const diff = html.slice(html.indexOf('id="differences"'), html.indexOf('id="all"'));
    expect(diff).toContain('Checks with different results (2)');
    // A failed cell shows its message (not only on hover): compare-layout (e2e) checks it in a browser.
    expect(diff).toMatch(
      /<code>DNS-TTL-86401-REJECTED<\/code>.*<td class="cell m-fail"[^>]*>failed<div class="msg">[^<]+<\/div><\/td><td class="cell m-pass">passed<\/td>/,
    );
    expect(diff).toMatch(/<code>CORE-USER-CREATE<\/code>.*<td class="cell m-pass">passed<\/td><td class="cell">not in this run<\/td>/);
    const header = diff.match(/<thead><tr>(.*?)<\/tr><\/thead>/)![1]!;
    expect(header.split('<th>').length - 1).toBe(4 + 2);
  });

  it('escapes the targets and messages it shows', () => {
    expect(html).not.toContain(HOSTILE);
    expect(html).toContain('http://impl-b.invalid/&lt;script&gt;');
  });
});
