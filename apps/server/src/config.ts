import path from "node:path";
import { fileURLToPath } from "node:url";
import { isIP } from "node:net";
import { z } from "zod";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();

/**
 * Which proxies' X-Forwarded-For to believe, as Fastify's trustProxy takes it: a number of hops
 * (the address the nearest proxy saw is the client), or proxy addresses/CIDRs. `true` would believe
 * whatever the client writes in the header, so it is refused.
 */
const trustProxy = z
  .string()
  .trim()
  .refine((v) => v !== "true", {
    message:
      "true would trust the client's own X-Forwarded-For; give the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs",
  })
  .transform((v, ctx): false | number | string[] => {
    if (v === "false" || v === "0") return false;
    if (/^\d+$/.test(v)) return Number(v);
    const proxies = v
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean);
    const bad = proxies.filter((p) => !isIP(p.replace(/\/\d{1,3}$/, "")));
    if (bad.length) {
      ctx.addIssue({
        code: "custom",
        message: `not a number of hops or addresses/CIDRs: ${bad.join(", ")}`,
      });
      return z.NEVER;
    }
    return proxies;
  });

/** Every environment variable the server reads. README.md documents each one. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, "data")),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DB_POOL_MAX: positiveInt.default(10),
  DB_CONNECT_TIMEOUT_MS: positiveInt.default(5000),
  DB_SAVES_TOGETHER: positiveInt.default(16),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Tayari <no-reply@tayari.local>"),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, "apps/web/dist")),
  CATALOG_DIR: z.string().min(1).default(path.join(repoRoot, "packages/content/catalog")),
  BANKS_DIR: z.string().min(1).default(path.join(repoRoot, "packages/content/banks")),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxy.default(false),
  CORS_ORIGINS: z.string().default(""),
  SESSION_TTL_DAYS: positiveInt.default(30),
  SESSION_IDLE_DAYS: positiveInt.default(7),
  RATE_LIMIT_LOGIN_FAILURES_PER_IP_ACCOUNT: positiveInt.default(10),
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: positiveInt.default(20),
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_DAY: positiveInt.default(100),
  RATE_LIMIT_LOGIN_FAILURES_PER_IP: positiveInt.default(1000),
  RATE_LIMIT_REGISTER_PER_IP: positiveInt.default(200),
  RATE_LIMIT_FORGOT_PER_IP: positiveInt.default(30),
  RATE_LIMIT_FORGOT_PER_EMAIL: positiveInt.default(3),
  RATE_LIMIT_ATTEMPTS_PER_HOUR: positiveInt.default(600),
  EXAMINER_EMAILS: z.string().default(""),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  /** null: embedded PGlite in `dataDir` (or in memory when dataDir is "memory://"). */
  databaseUrl: string | null;
  dbPoolMax: number;
  /** Answer saves in one transaction at most when they arrive together; 1: each alone (decision 299). */
  dbSavesTogether: number;
  dbConnectTimeoutMs: number;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  webDist: string;
  catalogDir: string;
  /** The question banks; the API serves the entrance bank's draws and year papers from here. */
  banksDir: string;
  logLevel: string;
  /** Fastify's trustProxy: false, a number of hops, or proxy addresses/CIDRs. */
  trustProxy: false | number | string[];
  corsOrigins: string[];
  sessionTtlDays: number;
  sessionIdleDays: number;
  /** Accounts with these e-mails (lower-case) are examiners: at start-up and at sign-up. */
  examinerEmails: string[];
  /** Login limits count wrong passwords only; see docs/security.md. */
  rateLimits: {
    loginFailuresPerIpAccount: number;
    loginFailuresPerAccount: number;
    loginFailuresPerAccountDay: number;
    loginFailuresPerIp: number;
    registerPerIp: number;
    forgotPerIp: number;
    forgotPerEmail: number;
    attemptsPerHour: number;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Reads the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) =>
          `${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(present[String(issue.path[0])] ?? null)})`,
      ),
    );
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL ?? null,
    dbPoolMax: e.DB_POOL_MAX,
    dbSavesTogether: e.DB_SAVES_TOGETHER,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    webDist: e.WEB_DIST,
    catalogDir: e.CATALOG_DIR,
    banksDir: e.BANKS_DIR,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS.split(",")
      .map((o) => o.trim())
      .filter(Boolean),
    sessionTtlDays: e.SESSION_TTL_DAYS,
    sessionIdleDays: e.SESSION_IDLE_DAYS,
    examinerEmails: e.EXAMINER_EMAILS.split(",")
      .map((address) => address.trim().toLowerCase())
      .filter(Boolean),
    rateLimits: {
      loginFailuresPerIpAccount: e.RATE_LIMIT_LOGIN_FAILURES_PER_IP_ACCOUNT,
      loginFailuresPerAccount: e.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT,
      loginFailuresPerAccountDay: e.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_DAY,
      loginFailuresPerIp: e.RATE_LIMIT_LOGIN_FAILURES_PER_IP,
      registerPerIp: e.RATE_LIMIT_REGISTER_PER_IP,
      forgotPerIp: e.RATE_LIMIT_FORGOT_PER_IP,
      forgotPerEmail: e.RATE_LIMIT_FORGOT_PER_EMAIL,
      attemptsPerHour: e.RATE_LIMIT_ATTEMPTS_PER_HOUR,
    },
  };
}
