// harness/reports/allure.ts: allure-results/, the run as Allure results (the JSON that `allure generate` and Allure
// TestOps read, typed by allure-js-commons): one <uuid>-result.json per check with status, spec link, labels
// (epic/feature/story = interface/area/operation), one step per request; a failing check carries its whole exchange as one
// attachment (every request and response of it), a passing one none: the full log of every request is exchanges.jsonl.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Attachment, Label, Link, StepResult, TestResult } from 'allure-js-commons';
import { ContentType, LabelName, LinkType, Stage, Status } from 'allure-js-commons';
import type { CheckResult, Report } from '../report-model.js';
import type { LoggedExchange } from './exchanges.js';
import { failureDetails } from './junit.js';
import { outcomeMessage, outcomeOf } from './outcome.js';
import { redactReport } from './redact-report.js';
import { redactValue } from '../redact.js';

/** File name -> content, all to be written into allure-results/. */
export type AllureFiles = Map<string, string>;

const SPEC_FILE = 'contracts/partner-dns-service.md';

/** GitHub-style anchors of the spec's numbered headings ("### 2.3 DNS record" -> 23-dns-record), by section number. */
const SPEC_ANCHORS: Map<string, string> = (() => {
  const text = readFileSync(new URL(`../../${SPEC_FILE}`, import.meta.url), 'utf8');
  const anchors = new Map<string, string>();
  for (const m of text.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? (.+)$/gm)) {
    const slug = `${m[1]} ${m[2]}`
      .toLowerCase()
      .replace(/[^\p{L}\p{N} -]/gu, '')
      .replace(/ /g, '-');
    anchors.set(m[1], slug);
  }
  return anchors;
})();

/** A link to the spec section a check enforces, relative to the suite's root (the spec ships in the package). */
export function specLink(spec: string): Link {
  const section = /§(\d+(?:\.\d+)*)/.exec(spec)?.[1];
  const anchor = section ? (SPEC_ANCHORS.get(section) ?? SPEC_ANCHORS.get(section.split('.')[0])) : undefined;
  return { name: spec, url: `${SPEC_FILE}${anchor ? `#${anchor}` : ''}`, type: LinkType.DEFAULT };
}

/** A stable UUID-shaped id from its parts, so the same report always gives the same files. */
function uuidOf(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const md5ish = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 32);

function pathOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}

function bodyOf(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

class Writer {
  readonly files: AllureFiles = new Map();
  private readonly runId: string;
  constructor(runId: string) {
    this.runId = runId;
  }

  attach(owner: string, name: string, content: unknown, type: string = ContentType.JSON): Attachment {
    const ext = type === ContentType.JSON ? 'json' : 'txt';
    const source = `${uuidOf(this.runId, owner, name, String(this.files.size))}-attachment.${ext}`;
    const text = typeof content === 'string' && ext === 'txt' ? content : `${JSON.stringify(content, null, 2)}\n`;
    this.files.set(source, text);
    return { name, type, source };
  }
}

/** One request and its response, as the failing check's exchange attachment lists them. */
function exchangeEntry(ex: LoggedExchange): unknown {
  return {
    operation: ex.operation,
    request: { method: ex.method, url: ex.url, headers: ex.requestHeaders, body: bodyOf(ex.requestText) },
    response: {
      status: ex.status,
      headers: ex.responseHeaders,
      body: bodyOf(ex.responseText),
      ...(ex.responseTruncatedFrom !== undefined ? { truncatedFrom: ex.responseTruncatedFrom } : {}),
      ...(ex.transportError ? { transportError: ex.transportError } : {}),
    },
  };
}

/** A request as a step, without attachments: an attachment per request made a run's Allure results thousands of files. */
function exchangeStep(ex: LoggedExchange): StepResult {
  const start = Date.parse(ex.startedAt);
  return {
    name: `${ex.method} ${pathOf(ex.url)} → ${ex.transportError ? `no response (${ex.transportError})` : ex.status}`,
    status: ex.transportError ? Status.BROKEN : Status.PASSED,
    statusDetails: ex.transportError ? { message: ex.transportError } : {},
    stage: Stage.FINISHED,
    steps: [],
    attachments: [],
    parameters: [{ name: 'operation', value: ex.operation }],
    start,
    stop: start + ex.durationMs,
  };
}

/** Without exchanges (a merged report), a failing check still has its reproduction: one step per request of it. */
function reproductionSteps(w: Writer, owner: string, check: CheckResult, at: number): StepResult[] {
  return (check.reproduction ?? []).map((r, i) => ({
    name: `${r.request.method} ${pathOf(r.request.url)} → ${r.response.transportError ? `no response (${r.response.transportError})` : r.response.status}`,
    status: r.response.transportError ? Status.BROKEN : Status.PASSED,
    statusDetails: {},
    stage: Stage.FINISHED,
    steps: [],
    attachments: [
      w.attach(`${owner}#r${i}`, 'request', r.request),
      w.attach(`${owner}#r${i}`, 'response', r.response),
      w.attach(`${owner}#r${i}`, 'curl', r.curl, ContentType.TEXT),
    ],
    parameters: [{ name: 'operation', value: r.operation }],
    start: at,
    stop: at,
  }));
}

function statusOf(outcome: ReturnType<typeof outcomeOf>): Status {
  if (outcome === 'passed') return Status.PASSED;
  if (outcome === 'error') return Status.BROKEN;
  if (outcome === 'failed' || outcome === 'stale-expected-failure') return Status.FAILED;
  return Status.SKIPPED;
}

function resultOf(w: Writer, report: Report, check: CheckResult, exchanges: LoggedExchange[] | undefined): TestResult {
  const uuid = uuidOf(report.runId, check.id);
  const outcome = outcomeOf(report, check);
  const message = outcomeMessage(check, outcome);
  const steps = exchanges ? exchanges.map(exchangeStep) : reproductionSteps(w, uuid, check, Date.parse(report.startedAt));
  const start = steps[0]?.start ?? Date.parse(report.startedAt);
  const labels: Label[] = [
    { name: LabelName.EPIC, value: check.interface },
    { name: LabelName.FEATURE, value: check.area },
    { name: LabelName.STORY, value: check.operation },
    { name: LabelName.PARENT_SUITE, value: `${check.interface} interface` },
    { name: LabelName.SUITE, value: check.area },
    { name: LabelName.FRAMEWORK, value: 'vitest' },
    { name: LabelName.LANGUAGE, value: 'typescript' },
    { name: LabelName.PACKAGE, value: `suites.${check.area}` },
    ...check.requirements.map((r) => ({ name: LabelName.TAG, value: r })),
  ];
  const attachments =
    check.status === 'failed'
      ? [
          w.attach(uuid, 'failure details', failureDetails(report, check), ContentType.TEXT),
          ...(exchanges?.length ? [w.attach(uuid, 'exchange', exchanges.map(exchangeEntry))] : []),
        ]
      : [];
  return {
    uuid,
    historyId: md5ish(`${check.id}`),
    testCaseId: md5ish(`${check.area}:${check.id}`),
    fullName: `${check.area}.${check.id}`,
    titlePath: [check.interface, check.area],
    name: `${check.id}: ${check.title}`,
    status: statusOf(outcome),
    statusDetails: {
      ...(message ? { message } : {}),
      ...(check.status === 'failed' ? { trace: failureDetails(report, check) } : {}),
    },
    stage: Stage.FINISHED,
    description: `${check.title}.\n\nSpec ${check.spec}; requirements ${check.requirements.join(', ')}; operation ${check.operation}.`,
    steps,
    attachments,
    parameters: [
      { name: 'target', value: report.target.baseUrl },
      { name: 'profile', value: report.profile },
      { name: 'seed', value: String(check.property?.seed ?? report.seed), excluded: true },
    ],
    labels,
    links: [specLink(check.spec)],
    start,
    stop: Math.max(start + Math.round(check.durationMs ?? 0), steps.at(-1)?.stop ?? start),
  };
}

/**
 * The Allure results of a run. `exchanges` undefined: none were recorded for this report (a merged report whose
 * parts came without exchanges.jsonl); failing checks then show the requests of their reproduction only.
 */
export function toAllureResults(unsafe: Report, exchanges: LoggedExchange[] | undefined): AllureFiles {
  const report = redactReport(unsafe);
  const w = new Writer(report.runId);
  const byCheck = new Map<string, LoggedExchange[]>();
  for (const ex of exchanges ?? []) {
    const list = byCheck.get(ex.check) ?? [];
    list.push(redactValue(ex));
    byCheck.set(ex.check, list);
  }
  for (const check of report.checks) {
    const result = resultOf(w, report, check, exchanges ? (byCheck.get(check.id) ?? []) : undefined);
    w.files.set(`${result.uuid}-result.json`, `${JSON.stringify(result, null, 2)}\n`);
  }
  for (const [i, e] of report.errors.entries()) {
    const at = Date.parse(report.finishedAt);
    const result: TestResult = {
      uuid: uuidOf(report.runId, 'run error', String(i)),
      historyId: md5ish(`run error ${i + 1}`),
      name: `run error ${i + 1}`,
      fullName: `run.error-${i + 1}`,
      status: Status.BROKEN,
      statusDetails: { message: e },
      stage: Stage.FINISHED,
      steps: [],
      attachments: [],
      parameters: [],
      labels: [{ name: LabelName.SUITE, value: 'run' }],
      links: [],
      start: at,
      stop: at,
    };
    w.files.set(`${result.uuid}-result.json`, `${JSON.stringify(result, null, 2)}\n`);
  }
  const env = [
    ['tool', `${report.tool.name} ${report.tool.version}`],
    ['run', report.runId],
    ['target', `${report.target.baseUrl}${report.target.embedded ? ' (embedded reference)' : ''}`],
    ['profile', report.profile],
    ['seed', String(report.seed)],
    ['verdict', report.verdict],
    ...(report.certification?.profiles ?? []).map((p) => [`certification.${p.profile}`, p.status]),
  ];
  // environment.properties is a Java properties file: escape what would break a line or a key.
  const prop = (s: string) =>
    s
      .replace(/\\/g, '\\\\')
      .replace(/\n/g, '\\n')
      .replace(/[=:]/g, (c) => `\\${c}`);
  w.files.set('environment.properties', `${env.map(([k, v]) => `${prop(k)}=${prop(v)}`).join('\n')}\n`);
  const categories = [
    { name: 'Spec violations (the target is wrong)', matchedStatuses: ['failed'] },
    { name: 'Run errors (the run broke, not a check)', matchedStatuses: ['broken'], messageRegex: '.*' },
    { name: 'Expected failures', matchedStatuses: ['skipped'], messageRegex: '^expected failure: [\\s\\S]*' },
  ];
  w.files.set('categories.json', `${JSON.stringify(categories, null, 2)}\n`);
  return w.files;
}
