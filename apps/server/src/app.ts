import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config";
import { databasePlugin } from "./plugins/database";
import { errorsPlugin } from "./plugins/errors";
import { mailPlugin } from "./plugins/mail";
import { rateLimitPlugin } from "./plugins/rate-limit";
import { securityPlugin } from "./plugins/security";
import { webPlugin } from "./plugins/web";
import { zodPlugin } from "./plugins/zod";
import { gracefulClosePlugin } from "./plugins/graceful-close";
import { authRoutes } from "./modules/auth/routes";
import { healthRoutes } from "./modules/health/routes";
import { catalogRoutes } from "./modules/catalog/routes";
import { bankRoutes } from "./modules/banks/routes";
import { readEntranceBank } from "./modules/banks/entrance-bank";
import { catalogSeedPlugin } from "./plugins/catalog";
import { ResponseCache } from "./lib/response-cache";
import { examRoutes } from "./modules/exams/routes";
import { examinerRoutes } from "./modules/exams/examiner-routes";
import { PoolCache, publicBankReader } from "./modules/exams/papers";
import { rolesPlugin } from "./plugins/roles";
import { adminChannelPlugin } from "./plugins/admin-channel";

declare module "fastify" {
  interface FastifyInstance {
    /** The server's clock; tests replace it to move time. */
    now(): Date;
    /** Read-mostly answers kept in memory (catalog, banks); never an exam's. */
    responseCache: ResponseCache;
  }
}

export interface AppOptions {
  now?: () => Date;
  /** Resolves when a shutdown stops waiting for requests in flight (default: after DRAIN_MS). */
  drainTimeout?: () => Promise<void>;
}

/** Builds the whole server: external plugins, then the app's plugins, then the API modules under /api. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  // Read before anything opens, so an unreadable bank stops start-up with nothing to clean up.
  const entranceBank = readEntranceBank(config.banksDir);
  const app = Fastify({
    logger: { level: config.logLevel, redact: ["req.headers.authorization"] },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 200 },
    forceCloseConnections: "idle",
    // Answered by gracefulClosePlugin with a message of ours (Fastify's says "Service Unavailable").
    return503OnClosing: false,
  });
  app.decorate("now", options.now ?? (() => new Date()));
  // The API reads JSON only: a plain-text body is refused with 415 and a message, not parsed.
  app.removeContentTypeParser("text/plain");

  await app.register(gracefulClosePlugin, { drainTimeout: options.drainTimeout });

  await app.register(zodPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(rateLimitPlugin);
  await app.register(databasePlugin, { config });
  await app.register(mailPlugin, { config });
  await app.register(catalogSeedPlugin, { config });
  await app.register(rolesPlugin, { config });
  await app.register(adminChannelPlugin, { config });
  const cache = new ResponseCache();
  app.decorate("responseCache", cache);
  const pools = new PoolCache();

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { config });
      await api.register(catalogRoutes, { cache });
      await api.register(bankRoutes, { bank: entranceBank, cache });
      await api.register(examRoutes, { pools });
      await api.register(examinerRoutes, { pools, publicBank: publicBankReader(config.banksDir) });
    },
    { prefix: "/api" },
  );

  await app.register(webPlugin, { config });
  return app;
}
