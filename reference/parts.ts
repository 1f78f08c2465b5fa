// reference/parts.ts: the composable inside of the reference (rules, store, config, variants, clock, rate limiter, hooks); routes reach everything through it
// and faults modify it.
import type { Request, RequestHandler } from 'express';
import { createClock, type Clock } from './clock.js';
import { buildConfig, type ReferenceConfig } from './config.js';
import { RateLimiter } from './rate-limit.js';
import { createRules, type RuleOverrides, type Rules } from './rules.js';
import { ReferenceStore } from './store.js';
import { applyVariantsToConfig, resolveVariants } from './variants.js';

/** A response about to be sent: status, JSON body (undefined for none) and headers (lower-case names). */
export interface OutgoingResponse {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/** Applied to every response before it is sent, in order; returns the response to send. */
export type ResponseRewrite = (req: Request, status: number, body: unknown, headers: Record<string, string>) => OutgoingResponse;

export interface ReferenceHooks {
  /** Express middleware run before any route (after the body is parsed): a fault can mangle requests here. */
  before: RequestHandler[];
  /** Response rewrites run on every response, errors included: a fault can change status, body or headers here. */
  after: ResponseRewrite[];
}

export interface ReferenceParts {
  /** The shared rule set; a fault that replaces a rule here breaks it on every operation. */
  rules: Rules;
  /** Rules replaced on one operation only (operation id -> rule name -> rule): routes validate with rulesFor(parts, their operation). */
  ruleOverrides: RuleOverrides;
  store: ReferenceStore;
  config: ReferenceConfig;
  variants: Set<string>;
  clock: Clock;
  rateLimiter: RateLimiter;
  hooks: ReferenceHooks;
}

export function buildParts(options: { windowMs?: number; rateLimits?: boolean; variants?: string[]; now?: () => number }): ReferenceParts {
  const config = buildConfig(options);
  const clock = createClock(options.now);
  const parts: ReferenceParts = {
    rules: createRules(config),
    ruleOverrides: {},
    store: new ReferenceStore(),
    config,
    variants: resolveVariants(options.variants),
    clock,
    rateLimiter: new RateLimiter(config, clock),
    hooks: { before: [], after: [] },
  };
  applyVariantsToConfig(parts);
  return parts;
}
