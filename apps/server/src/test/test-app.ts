import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { expect, inject } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp, type AppOptions } from "../app";
import type { ServerBanks } from "../modules/banks/entrance-bank";
import { loadConfig, type Config } from "../config";
import { pgliteTemplate, postgresTemplate, type TemplateKind } from "./database-template";

/**
 * A real database for each test app: an in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again when the app closes). Either starts as
 * a copy of a template made once per run (test/database-template.ts, decision 200); an app given a
 * data folder of its own (DATA_DIR) starts an empty one from that copy too, and opens a used one the
 * way a server does (a restart).
 */
export interface TestApp {
  app: FastifyInstance;
  config: Config;
  clock: { now: Date; advance(ms: number): void };
  close(): Promise<void>;
}

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function createPostgresDatabase(
  template: TemplateKind,
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `tayari_test_${randomBytes(6).toString("hex")}`;
  const from = await postgresTemplate(adminUrl, template);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${from}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

let defaultBanks: ServerBanks | undefined;
/**
 * The default banks as the run's set-up read them (test/global-setup.ts), parsed once per worker;
 * undefined outside a vitest run (a bench script), where the app reads them itself.
 */
function runBanks(): ServerBanks | undefined {
  if (defaultBanks) return defaultBanks;
  let file: string | undefined;
  try {
    file = inject("serverBanksFile");
  } catch {
    return undefined;
  }
  if (!file) return undefined;
  defaultBanks = JSON.parse(readFileSync(file, "utf8")) as ServerBanks;
  return defaultBanks;
}

/** A copy of the run's banks for one app (an app may change what it is given). */
const withBanks = (banks: ServerBanks | undefined) =>
  banks ? { banks: structuredClone(banks) } : {};

/**
 * buildApp's options for a test that starts an app itself on `config` (a data folder, as `npm start`
 * runs, or a PostgreSQL database of its own): the run's banks, read once, instead of every bank read
 * and checked at each start; and an empty folder or an in-memory database filled from the run's
 * template (initdb, every migration and the catalog's seed were most of a restart test's time),
 * while a folder that holds a database is opened as a server does.
 */
export async function startOptions(
  config: Config,
  template: TemplateKind = "seeded",
): Promise<Pick<AppOptions, "banks" | "databaseTemplate" | "catalogSeeded">> {
  const freshFolder =
    config.dataDir !== "memory://" && !existsSync(path.join(config.dataDir, "PG_VERSION"));
  const databaseTemplate =
    !config.databaseUrl && (config.dataDir === "memory://" || freshFolder)
      ? await pgliteTemplate(template)
      : undefined;
  return {
    databaseTemplate,
    // The seeded template holds the default catalog already.
    catalogSeeded: template === "seeded" && Boolean(databaseTemplate),
    ...withBanks(runBanks()),
  };
}

export async function createTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void,
  options: Pick<AppOptions, "logStream" | "mailWorker" | "drainTimeout"> = {},
): Promise<TestApp> {
  // An app on a catalog of its own starts migrated and seeds that catalog itself.
  const template: TemplateKind = env.CATALOG_DIR ? "migrated" : "seeded";
  const database = usingPostgres ? await createPostgresDatabase(template) : null;
  try {
    return await openTestApp(env, template, database, beforeReady, options);
  } catch (error) {
    // An app that does not start (a test of a refused setting) leaves no database behind.
    await database?.drop();
    throw error;
  }
}

async function openTestApp(
  env: Record<string, string>,
  template: TemplateKind,
  database: { url: string; drop(): Promise<void> } | null,
  beforeReady: ((app: FastifyInstance) => void) | undefined,
  options: Pick<AppOptions, "logStream" | "mailWorker" | "drainTimeout">,
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: "memory://",
    WEB_DIST: "/nonexistent-web-dist",
    PUBLIC_URL: "https://tayari.example",
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  // The mail worker runs only when a test calls app.mail.tick(), after moving the clock.
  const { banks, databaseTemplate, catalogSeeded } = await startOptions(config, template);
  const app = await buildApp(config, {
    now: () => clock.now,
    mailWorker: "manual",
    databaseTemplate,
    // A database copied from the PostgreSQL template holds the catalog too; the seed itself is
    // tested on databases of its own (db/seed-catalog tests, apps given CATALOG_DIR or DATA_DIR).
    catalogSeeded: database ? template === "seeded" && !env.DATABASE_URL : catalogSeeded,
    ...(env.BANKS_DIR ? {} : { banks }),
    ...options,
  });
  if (beforeReady) {
    // A test's own routes (a crash, a slow answer) are outside the contract's start-up check.
    app.addHook("onRoute", (route) => {
      route.config = { ...(route.config ?? {}), undeclared: true };
    });
    beforeReady(app);
  }
  await app.ready();
  return {
    app,
    config,
    clock,
    async close() {
      await app.close();
      await database?.drop();
    },
  };
}

/**
 * A process, then one with nothing in its memory on the same data: `run` gets the first and starts
 * the other with `another()`. On the embedded database the first is closed and the other opened on
 * its data folder (a restart); on PostgreSQL the other runs beside the first (a second process).
 * Both are closed at the end. `name` names the data folder.
 */
export async function twoProcesses(
  env: Record<string, string>,
  name: string,
  run: (first: TestApp, another: () => Promise<TestApp>) => Promise<void>,
): Promise<void> {
  const dataDir = usingPostgres ? null : mkdtempSync(path.join(tmpdir(), `tayari-${name}-`));
  const first = await createTestApp({ ...env, ...(dataDir ? { DATA_DIR: dataDir } : {}) });
  let firstOpen = true;
  let second: TestApp | undefined;
  try {
    await run(first, async () => {
      if (dataDir) {
        await first.close();
        firstOpen = false;
      }
      second = await createTestApp({
        ...env,
        ...(dataDir ? { DATA_DIR: dataDir } : { DATABASE_URL: first.config.databaseUrl! }),
      });
      return second;
    });
  } finally {
    await second?.close();
    if (firstOpen) await first.close();
  }
}

let counter = 0;
/** A unique, valid registration form. */
export function newStudent(
  overrides: Partial<Record<"name" | "email" | "password" | "password_confirmation", string>> = {},
) {
  counter += 1;
  const email =
    overrides.email ?? `student${counter}.${randomBytes(3).toString("hex")}@example.com`;
  const password = overrides.password ?? "correct horse 42";
  return {
    name: `Student ${counter}`,
    email,
    password,
    password_confirmation: overrides.password_confirmation ?? password,
    ...overrides,
  };
}

/**
 * A student signs up with `student` (a fresh one by default) and logs in; with `verify`, the address
 * is verified by the sign-up mail's link before the login. The form sent and the session's token.
 */
export async function registerAndLogin(
  app: FastifyInstance,
  student = newStudent(),
  { verify = false } = {},
): Promise<{ student: ReturnType<typeof newStudent>; token: string }> {
  const registered = await app.inject({ method: "POST", url: "/api/register", payload: student });
  expect(registered.statusCode, registered.body).toBe(202);
  if (verify) await verifyByMail(app, student.email);
  const login = await app.inject({
    method: "POST",
    url: "/api/login",
    payload: { email: student.email, password: student.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  return { student, token: login.json().token as string };
}

/** The token in the link of the last mail of `kind` queued for `email`. */
export async function tokenOfLastMail(
  app: FastifyInstance,
  email: string,
  kind: "verify-email" | "reset-password",
): Promise<string> {
  // A reset link is written after the forgot-password answer (issue 67, point 5).
  await app.mail.settled();
  const mail = await app.db
    .selectFrom("mail_queue")
    .select("text_body")
    .where("to_address", "=", email)
    .where("kind", "=", kind)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const token = new RegExp(`${kind}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text_body)?.[1];
  if (!token) throw new Error(`no ${kind} link in:\n${mail.text_body}`);
  return token;
}

/** Follows the link of the last verification mail queued for `email`, as its owner would. */
export async function verifyByMail(app: FastifyInstance, email: string): Promise<void> {
  const token = await tokenOfLastMail(app, email, "verify-email");
  const verified = await app.inject({
    method: "POST",
    url: "/api/verify-email",
    payload: { token },
  });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
}
