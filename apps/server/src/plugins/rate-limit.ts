import fp from "fastify-plugin";
import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { HttpError } from "../lib/http-errors";

export interface LimitOptions {
  /** Names the counter, so two limits on one route count separately. */
  name: string;
  max: number;
  timeWindow: string;
  key: (request: FastifyRequest) => string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** A hook that answers 429 with a message once `key` has been seen `max` times in `timeWindow`. */
    limit(options: LimitOptions): preHandlerAsyncHookHandler;
  }
}

/**
 * Limits are declared per route (see the auth routes); nothing is limited globally. A route may
 * stack several (per address, per address and account). Counters live in process memory: behind a
 * load balancer each process keeps its own.
 */
export const rateLimitPlugin = fp(async (app) => {
  await app.register(rateLimit, { global: false });
  app.decorate("limit", ({ name, max, timeWindow, key }: LimitOptions) => {
    const check = app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request) => `${name}:${key(request)}`,
    });
    return async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header("Retry-After", String(result.ttlInSeconds));
      const minutes = Math.max(1, Math.ceil(result.ttl / 60_000));
      throw new HttpError(
        429,
        `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
      );
    };
  });
});
