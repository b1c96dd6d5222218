/**
 * Weighs the hand-written response cache and security headers against the well-kept plugins
 * (decision 15). Not part of npm test or npm run bench; the plugins are not dependencies, so first:
 *
 *   npm i --no-save @fastify/compress @fastify/etag @fastify/helmet
 *   node --import tsx scripts/bench/libraries.ts
 *
 * Each server answers one entrance year paper (100 questions, ~35 KB of JSON) to a browser that
 * accepts br and gzip, and a small JSON answer; autocannon, 20 connections, 5 s each.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import Fastify, { type FastifyInstance } from "fastify";
import { lastPaperYear, yearPaper } from "../../packages/content/src/banks";
import { readEntranceBank } from "../../apps/server/src/modules/banks/entrance-bank";
import { ResponseCache } from "../../apps/server/src/lib/response-cache";
import { getYearPaper } from "../../packages/contracts/src/banks";
import { RESOURCE_HEADERS } from "../../apps/server/src/plugins/security";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const year = lastPaperYear();
const paper = {
  year,
  questions: yearPaper(readEntranceBank(`${repo}/packages/content/banks`), year),
};
const small = { levels: [{ id: 1, slug: "see", name: "SEE" }] };

// Not dependencies (see the header): imported by name, so typecheck passes without them.
const plugin = async (name: string) => (await import(name)).default;

async function serve(setup: (app: FastifyInstance) => Promise<void>, port: number) {
  const app = Fastify();
  await setup(app);
  await app.listen({ port, host: "127.0.0.1" });
  return app;
}

async function measure(name: string, url: string) {
  const result = await autocannon({
    url,
    connections: 20,
    duration: 5,
    headers: { "accept-encoding": "br, gzip, deflate" },
  });
  const bytes = Math.round(result.throughput.average / Math.max(1, result.requests.average));
  console.log(
    `| ${name} | ${Math.round(result.requests.average)} req/s | p99 ${result.latency.p99} ms | ${bytes} B/answer | ${result.non2xx} non-2xx |`,
  );
}

const variants: [string, (app: FastifyInstance) => Promise<void>][] = [
  [
    "ours: response cache (precompressed once, ETag once)",
    async (app) => {
      const cache = new ResponseCache();
      app.get("/paper", (request, reply) =>
        cache.send(
          getYearPaper,
          request,
          reply,
          async () => paper,
          () => new Error("missing"),
        ),
      );
    },
  ],
  [
    "@fastify/compress + @fastify/etag (per request)",
    async (app) => {
      await app.register(await plugin("@fastify/compress"));
      await app.register(await plugin("@fastify/etag"));
      app.get("/paper", async () => paper);
    },
  ],
  [
    "ours: security headers (fixed object, one reply.headers call)",
    async (app) => {
      app.addHook("onSend", async (_request, reply) => {
        reply.headers(RESOURCE_HEADERS);
      });
      app.get("/small", async () => small);
    },
  ],
  [
    "@fastify/helmet (same CSP)",
    async (app) => {
      await app.register(await plugin("@fastify/helmet"), {
        contentSecurityPolicy: {
          directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
          useDefaults: false,
        },
      });
      app.get("/small", async () => small);
    },
  ],
];

let port = 3931;
for (const [name, setup] of variants) {
  const app = await serve(setup, port);
  await measure(
    name,
    `http://127.0.0.1:${port}/${name.includes("header") || name.includes("helmet") ? "small" : "paper"}`,
  );
  await app.close();
  port++;
}
