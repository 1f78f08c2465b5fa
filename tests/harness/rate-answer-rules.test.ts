// rateAnswerBreach: the §8 rules every answer is held to (Remaining never below 0, a served request leaves at most Limit − 1, a spent
// window refused with 429 not 503), each found and each lenient where §8 is silent (an outage's 503, a bucket, an error given back).
import { describe, expect, it } from 'vitest';
import { rateAnswerBreach } from '../../harness/rate-answer-rules.js';

const NOW = 1_800_000_000_000;
const ahead = String(NOW / 1000 + 30);
const passed = String(NOW / 1000 - 30);
const h = (limit: string, remaining: string, reset: string) => ({ 'x-ratelimit-limit': limit, 'x-ratelimit-remaining': remaining, 'x-ratelimit-reset': reset });

describe('rateAnswerBreach', () => {
  it('fails a Remaining below 0, on a 429 as on any answer', () => {
    expect(rateAnswerBreach(429, h('10', '-1', ahead), NOW)).toMatch(/0 or more.*"-1"/);
    expect(rateAnswerBreach(200, h('10', ' -3', ahead), NOW)).toMatch(/0 or more/);
  });

  it('fails a 503 whose headers say the window is spent (Remaining 0, Reset ahead), with the §8 sentence', () => {
    expect(rateAnswerBreach(503, h('60', '0', ahead), NOW)).toMatch(/"When a limit is exceeded the response is 429"/);
    expect(rateAnswerBreach(503, h('60', '0', `${ahead}.25`), NOW)).toBeDefined();
  });

  it('passes a 503 that may be an outage: requests left, a Reset passed, or no headers', () => {
    expect(rateAnswerBreach(503, h('60', '3', ahead), NOW)).toBeUndefined();
    expect(rateAnswerBreach(503, h('60', '0', passed), NOW)).toBeUndefined();
    expect(rateAnswerBreach(503, {}, NOW)).toBeUndefined();
  });

  it('fails a served request that leaves the whole Limit (Remaining read before counting it)', () => {
    expect(rateAnswerBreach(200, h('300', '300', ahead), NOW)).toMatch(/at most X-RateLimit-Limit − 1 = 299.*received X-RateLimit-Remaining 300/);
    expect(rateAnswerBreach(201, h('10', '10', ahead), NOW)).toBeDefined();
  });

  it('passes what every window form reports: Limit − 1 after a full bucket, 0 on a 429, and the Limit on an error given back', () => {
    expect(rateAnswerBreach(200, h('300', '299', ahead), NOW)).toBeUndefined();
    expect(rateAnswerBreach(429, h('10', '0', ahead), NOW)).toBeUndefined();
    expect(rateAnswerBreach(404, h('10', '10', ahead), NOW)).toBeUndefined();
    expect(rateAnswerBreach(200, {}, NOW)).toBeUndefined();
  });
});
