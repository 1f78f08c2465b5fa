// harness/rate-answer-rules.ts: what §8 says of every answer the client meets, whatever the check: Remaining never below 0, a request
// served leaves at most Limit − 1, and a window the headers say is spent is refused with 429, not 503 (§8 "When a limit is exceeded the response is 429").

/**
 * The §8 breach one answer shows on its own, or undefined. Lenient where §8 is silent: a header absent or of another form is the
 * header checks' business (RL-HEADERS-*), and a 503 is a genuine outage unless its own headers say the window is spent: Remaining 0
 * with a Reset still ahead. A token bucket, a limiter that skips failed requests, an hourly window and a fractional Reset
 * (AMB-RATE-LIMIT-*) all keep Remaining at 0 or above and refuse with 429, so none of them meets either rule.
 */
export function rateAnswerBreach(status: number, headers: Record<string, string>, nowMs: number): string | undefined {
  const remainingText = headers['x-ratelimit-remaining'];
  const resetText = headers['x-ratelimit-reset'];
  const remaining = remainingText === undefined ? Number.NaN : Number(remainingText.trim());
  const reset = resetText === undefined ? Number.NaN : Number(resetText.trim());
  // §8 "X-RateLimit-Remaining | Requests left in the current window": a count of requests, never fewer than none.
  if (remainingText !== undefined && /^\s*-\s*\d/.test(remainingText))
    return (
      `X-RateLimit-Remaining must be 0 or more (§8 "Requests left in the current window"), ` +
      `received ${JSON.stringify(remainingText)} on the ${status} answer`
    );
  // The request served is one of its window's (served requests count: RL-429-SERVED), so after it at most Limit − 1 are left, as
  // AMB-RATE-LIMIT-WINDOW says; a token bucket reports its whole tokens after taking one (at most Limit − 1 too). Only a limiter that reports
  // Remaining before counting the request shows the Limit, and that Remaining is not what is left.
  const limit = headers['x-ratelimit-limit'] === undefined ? Number.NaN : Number(headers['x-ratelimit-limit'].trim());
  if (status >= 200 && status < 300 && Number.isInteger(limit) && limit > 0 && remaining >= limit)
    return (
      `a request served (${status}) must leave at most X-RateLimit-Limit − 1 = ${limit - 1} in its window (§8 "Requests left in the current ` +
      `window"), received X-RateLimit-Remaining ${remainingText}`
    );
  if (status === 503 && remaining === 0 && Number.isFinite(reset) && reset * 1000 > nowMs)
    return (
      `answered 503 with X-RateLimit-Remaining 0 and X-RateLimit-Reset ${reset} still ahead: the window is spent, and §8 says ` +
      '"When a limit is exceeded the response is 429"'
    );
  return undefined;
}
