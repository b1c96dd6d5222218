import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config";
import { databasePlugin } from "./plugins/database";
import { clientErrorHandler } from "./plugins/client-error";
import { errorsPlugin, sendRouterError } from "./plugins/errors";
import { mailPlugin } from "./plugins/mail";
import { rateLimitPlugin } from "./plugins/rate-limit";
import { securityPlugin } from "./plugins/security";
import { webPlugin } from "./plugins/web";
import { zodPlugin } from "./plugins/zod";
import { gracefulClosePlugin } from "./plugins/graceful-close";
import { inputGuardPlugin, JSON_READER } from "./plugins/input-guard";
import { authRoutes } from "./modules/auth/routes";
import { sessionFinder } from "./modules/auth/authenticate";
import { healthRoutes } from "./modules/health/routes";
import { catalogRoutes } from "./modules/catalog/routes";
import { unitPage } from "./modules/catalog/unit-page";
import { bankRoutes } from "./modules/banks/routes";
import { readServerBanks, type ServerBanks } from "./modules/banks/entrance-bank";
import { attemptRoutes } from "./modules/attempts/routes";
import { findAttempt } from "./modules/attempts/repository";
import { QuestionBanks } from "./modules/questions/question-banks";
import { progressRoutes } from "./modules/progress/routes";
import { learnerRoutes } from "./modules/learner/routes";
import { accountRoutes } from "./modules/account/routes";
import { catalogSeedPlugin } from "./plugins/catalog";
import { ResponseCache } from "./lib/response-cache";
import { RequestLog, requestIds } from "./lib/request-log";
import { BatchedLog } from "./lib/batched-log";
import { replayingServer, type FrontAnswer } from "./lib/replaying-server";
import { examRoutes } from "./modules/exams/routes";
import { sealKeyRoutes } from "./modules/exams/seal-routes";
import { examinerExamRoutes } from "./modules/examiner/exam-routes";
import { examinerAnalysisRoutes } from "./modules/examiner/analysis-routes";
import { examinerCandidateRoutes } from "./modules/examiner/candidate-routes";
import { examinerPreviewRoutes } from "./modules/examiner/preview-routes";
import { PoolCache, publicBankReader } from "./modules/exams/papers";
import { releaseHolds } from "./modules/exams/holds";
import { changeRole, rolesPlugin } from "./modules/auth/roles";
import { adminChannelPlugin } from "./plugins/admin-channel";
import { catalogImportRoutes } from "./modules/catalog-import/routes";
import { BankChecker } from "./modules/bank-check/bank-checker";
import { examinerBankRoutes, siteFigures } from "./modules/examiner/bank-routes";
import { ENDPOINTS } from "@tayari/contracts/api";
import { contractPlugin } from "./plugins/contract";
import { catalogVersion } from "./modules/catalog-import/repository";
import { MockPapers } from "./modules/mocks/papers";
import { MockSittings } from "./modules/mocks/sittings";
import { mockRoutes } from "./modules/mocks/routes";
import { liveMockRoutes } from "./modules/live-mocks/routes";

declare module "fastify" {
  interface FastifyInstance {
    /** The server's clock; tests replace it to move time. */
    now(): Date;
    /** Read-mostly answers kept in memory (catalog, banks); never an exam's. */
    responseCache: ResponseCache;
  }
}

/** How often a server asks the database whether the catalog was published into (decision 0039). */
export const CATALOG_RECHECK_MS = 1000;

export interface AppOptions {
  now?: () => Date;
  /** Resolves when a shutdown stops waiting for requests in flight (default: after DRAIN_MS). */
  drainTimeout?: () => Promise<void>;
  /** Where the log goes (default: stdout); tests read it. */
  logStream?: { write(line: string): void };
  /** "timer" (default): the mail worker runs by itself; "manual": only on `app.mail.tick()`. */
  mailWorker?: "timer" | "manual";
  /** What an in-memory database starts as (DatabaseOptions.startFrom): the tests' template. */
  databaseTemplate?: Blob;
  /**
   * The database already holds the catalog of `config.catalogDir` (a test app on the seeded
   * template): the start does not seed it again.
   */
  catalogSeeded?: boolean;
  /** The banks of `config.banksDir` as read already (the tests read them once per run). */
  banks?: ServerBanks;
}

/** A number of hops as the function Fastify runs for it (its types take only the function). */
function trustedProxies(trust: Config["trustProxy"]) {
  if (typeof trust !== "number") return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** Builds the whole server: external plugins, then the app's plugins, then the API modules under /api. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  // Read before anything opens, so an unreadable bank stops start-up with nothing to clean up.
  const banks = options.banks ?? readServerBanks(config.banksDir);
  const { entrance: entranceBank, practice } = banks;
  const mockPapers = new MockPapers(entranceBank, config.banksDir, banks.bca);
  const questionBanks = new QuestionBanks(
    entranceBank,
    practice.categoryTest,
    practice.subjects,
    mockPapers,
  );
  const nextRequestId = requestIds();
  // Lines written in batches, warnings and errors at once (lib/batched-log.ts, decision 0090).
  const log = options.logStream ?? new BatchedLog();
  // Set once the cache exists (below); unset as the app starts closing, so that every request
  // then meets the graceful close's answer.
  let front: FrontAnswer | null = null;
  const app = Fastify({
    serverFactory: replayingServer(() => front),
    genReqId: nextRequestId,
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization"],
      stream: log,
    },
    // One line per request, when it is answered (lib/request-log.ts).
    logController: new RequestLog(),
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 64 * 1024,
    // "__proto__" kept as data, refused by the input guard by name before anything copies it.
    ...JSON_READER,
    routerOptions: { maxParamLength: 200 },
    forceCloseConnections: "idle",
    // Opening the embedded database and migrating it can outlast Fastify's default 10 s on a busy
    // machine (a first start, with initdb, every migration and the catalog's seed, took over 60 s
    // at load 26 on two cores); a start-up that is slow is not a start-up that failed.
    pluginTimeout: 300_000,
    // Errors the router meets before any route runs (a malformed or over-long address) get the
    // app's error shape too, never Fastify's own body with its code and the address echoed.
    frameworkErrors: (error, _request, reply) => sendRouterError(error, reply),
    // And those Node's parser meets before Fastify (431, bad framing): plugins/client-error.ts.
    clientErrorHandler,
    // Answered by gracefulClosePlugin with a message of ours (Fastify's says "Service Unavailable").
    return503OnClosing: false,
  });
  app.decorate("now", options.now ?? (() => new Date()));
  if (log instanceof BatchedLog)
    app.addHook("onClose", (_app, done) => {
      log.end();
      done();
    });
  // First of the close hooks (before the graceful close's wait for requests in flight): from
  // then on every request meets the app, which turns it away with 503 (plugins/graceful-close.ts).
  app.addHook("preClose", (done) => {
    front = null;
    done();
  });
  // The API reads JSON only: a plain-text body is refused with 415 and a message, not parsed.
  app.removeContentTypeParser("text/plain");

  await app.register(gracefulClosePlugin, { drainTimeout: options.drainTimeout });

  await app.register(zodPlugin);
  await app.register(errorsPlugin);
  await app.register(contractPlugin, {
    declared: ENDPOINTS,
    sessions: sessionFinder(config.sessionIdleDays),
    strict: config.env === "test",
  });
  await app.register(securityPlugin, { config });
  await app.register(databasePlugin, { config, startFrom: options.databaseTemplate });
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin, { config, worker: options.mailWorker ?? "timer" });
  if (!options.catalogSeeded) await app.register(catalogSeedPlugin, { config });
  await app.register(rolesPlugin, { config });
  await app.register(adminChannelPlugin, {
    config,
    changeRole: (email, role) => changeRole(app.db, email, role),
  });
  // Several servers share one database: a publish on one reaches the others' caches this fast.
  const cache = new ResponseCache(undefined, {
    version: () => catalogVersion(app.db),
    everyMs: CATALOG_RECHECK_MS,
    now: () => app.now(),
  });
  app.decorate("responseCache", cache);
  // A public answer the cache made is kept as it was sent, and sent again to the next request for
  // the same address before any per-request work: the catalog at near the bare framework's speed
  // (issue 34, docs/performance/log/issue-34-2026-11-24.md). Its line in the log is the one the
  // app writes.
  app.addHook("onResponse", (request, reply, done) => {
    cache.sent(request, reply);
    done();
  });
  app.addHook("onReady", (done) => {
    front = (request, response) => {
      const started = performance.now();
      const sent = cache.replay(request, response);
      if (!sent) return false;
      app.log.info(
        {
          reqId: nextRequestId(),
          method: request.method,
          url: request.url,
          status: sent.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        "request completed",
      );
      return true;
    };
    done();
  });
  // Every version of the file banks' questions is kept before the first request (decision 343):
  // an answer sent after a deploy changed its question is then graded by the question as it was.
  app.addHook("onReady", async () => questionBanks.keepVersions(app.db));
  const pools = new PoolCache();
  const publicBank = publicBankReader(config.banksDir);
  // One for every module: the questions' fingerprints are computed once per exam.
  const holdOf = releaseHolds(app, pools, publicBank);
  // An installation without one of the exam banks (the tests' fixtures) has none of its questions to hide.
  const publicBankOrNone = (name: "science" | "management") => {
    try {
      return publicBank(name);
    } catch {
      return [];
    }
  };
  const mocks = new MockSittings(
    mockPapers,
    () => app.db,
    () => app.now(),
  );

  await app.register(
    async (api) => {
      // Before any module: every API route's input meets the text rule's net (issue 29).
      await api.register(inputGuardPlugin);
      await api.register(healthRoutes);
      await api.register(authRoutes, { config });
      await api.register(catalogRoutes, { cache });
      await api.register(bankRoutes, { bank: entranceBank, cache });
      await api.register(attemptRoutes, {
        banks: questionBanks,
        mocks,
        attemptsPerHour: config.rateLimits.attemptsPerHour,
      });
      await api.register(progressRoutes, { banks: questionBanks });
      await api.register(learnerRoutes, { banks: questionBanks });
      await api.register(accountRoutes, { pools, holdOf });
      await api.register(examRoutes, { pools, holdOf, config });
      await api.register(sealKeyRoutes, { pools });
      await api.register(examinerExamRoutes, { pools, holdOf, publicBank, config });
      await api.register(examinerAnalysisRoutes, { pools });
      await api.register(examinerCandidateRoutes, { pools });
      await api.register(examinerPreviewRoutes, { pools });
      // One worker thread for large bank bodies and large answers (bank-checker.ts).
      const figures = siteFigures(config.banksDir);
      const bankWorker = new BankChecker(figures);
      api.addHook("onClose", async () => bankWorker.close());
      await api.register(catalogImportRoutes, { cache, worker: bankWorker });
      await api.register(examinerBankRoutes, { figures, publicBank, worker: bankWorker });
      await api.register(mockRoutes, {
        mocks,
        cache,
        attemptRecorded: async (id) => (await findAttempt(app.db, id)) !== undefined,
      });
      await api.register(liveMockRoutes, {
        pools,
        papers: mockPapers,
        publicQuestions: () => [
          ...questionBanks.fileBankList().flatMap((bank) => [...bank.questions.values()]),
          ...mockPapers.list().flatMap((paper) => paper.questions),
          ...(["science", "management"] as const).flatMap(publicBankOrNone),
        ],
      });
    },
    { prefix: "/api" },
  );

  await app.register(webPlugin, {
    config,
    unitPage: (template, subject, category, id) =>
      unitPage(app, cache, template, subject, category, id),
  });
  return app;
}
