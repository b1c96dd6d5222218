import { createHash } from "node:crypto";
import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { AppError, coded } from "../lib/app-error";
import type { CodedMessage } from "@tayari/contracts/errors";
import {
  deleteCounters,
  hitCounter,
  purgeExpiredCounters,
  readCounter,
} from "../modules/rate-limit/repository";

export interface LimitRule {
  /** Events allowed in one window. */
  limit: number;
  windowMs: number;
}

export interface LimitState {
  /** Events counted in the current window (including this one, for `hit`). */
  count: number;
  /** `hit`: this event went over the limit; `peek`: the limit is used up. */
  limited: boolean;
  /** Milliseconds until the window ends. */
  retryAfterMs: number;
}

/**
 * Counters in the database (table rate_limits), so every server process shares them and they
 * survive a restart; the embedded database keeps them in its data directory. Keys name what is
 * counted (`login-fail:account:…`); callers hash anything personal before it becomes a key.
 */
export interface Limiter {
  hit(key: string, rule: LimitRule): Promise<LimitState>;
  peek(key: string, rule: LimitRule): Promise<LimitState>;
  clear(keys: string[]): Promise<void>;
  purgeExpired(): Promise<void>;
}

export interface RouteLimit extends LimitRule {
  /** Names the counter, so two limits on one route count separately. */
  name: string;
  key: (request: FastifyRequest) => string;
}

declare module "fastify" {
  interface FastifyInstance {
    limiter: Limiter;
    /** A hook that counts each request under `key` and answers 429 with a message past `limit`. */
    limit(options: RouteLimit): preHandlerAsyncHookHandler;
  }
}

/** A short, stable tag for something personal (an e-mail) inside a counter's key. */
export function keyPart(value: string): string {
  return createHash("sha256").update(value).digest("base64url").slice(0, 22);
}

/** Whole minutes until `retryAfterMs` has passed, at least 1: what a 429 tells the person to wait. */
export const minutesToWait = (retryAfterMs: number) =>
  Math.max(1, Math.ceil(retryAfterMs / 60_000));

/** Whole seconds until `retryAfterMs` has passed, at least 1: a 429's Retry-After. */
export const secondsToWait = (retryAfterMs: number) => Math.max(1, Math.ceil(retryAfterMs / 1000));

/**
 * The 429 "Too many attempts. Please wait N minutes", or `body` where the limit has its own words
 * (the login guard's, the verification links'). It carries its wait, which the error handler sends
 * as Retry-After (every 429 has one: issue 29).
 */
export function tooManyAttempts(retryAfterMs: number, body?: CodedMessage): AppError {
  const error = new AppError(
    429,
    body ?? coded("general.tooManyAttempts", { count: minutesToWait(retryAfterMs) }),
  );
  return Object.assign(error, { retryAfterSeconds: secondsToWait(retryAfterMs) });
}

/** Counts one event under `key`; past `rule.limit`, a 429 with Retry-After and a message. */
export async function enforceLimit(
  limiter: Limiter,
  key: string,
  rule: LimitRule,
  reply: FastifyReply,
): Promise<void> {
  const { limited, retryAfterMs } = await limiter.hit(key, rule);
  if (!limited) return;
  reply.header("Retry-After", String(secondsToWait(retryAfterMs)));
  throw tooManyAttempts(retryAfterMs);
}

export const rateLimitPlugin = fp(async (app) => {
  const state = (count: number, resetAt: Date, limited: boolean): LimitState => ({
    count,
    limited,
    retryAfterMs: Math.max(0, resetAt.getTime() - app.now().getTime()),
  });
  const limiter: Limiter = {
    async hit(key, { limit, windowMs }) {
      const row = await hitCounter(app.db, key, windowMs, app.now());
      return state(row.count, new Date(row.reset_at), row.count > limit);
    },
    async peek(key, { limit }) {
      const row = await readCounter(app.db, key, app.now());
      return row
        ? state(row.count, new Date(row.reset_at), row.count >= limit)
        : state(0, app.now(), false);
    },
    clear: (keys) => deleteCounters(app.db, keys),
    purgeExpired: () => purgeExpiredCounters(app.db, app.now()),
  };
  app.decorate("limiter", limiter);
  app.decorate("limit", ({ name, key, ...rule }: RouteLimit) => {
    return async (request, reply) => enforceLimit(limiter, `${name}:${key(request)}`, rule, reply);
  });
});
