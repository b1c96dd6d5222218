import { existsSync } from "node:fs";
import path from "node:path";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import type { Config } from "../config";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * unknown non-API paths answered with index.html so the client router can take them.
 */
export const webPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const root = path.resolve(config.webDist);
  const hasBuild = existsSync(path.join(root, "index.html"));
  if (!hasBuild)
    app.log.warn({ root }, "no built web app found; only the API is served (run npm run build)");

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = path.relative(root, filePath).split(path.sep).join("/");
        res.setHeader("Cache-Control", rel.startsWith("assets/") ? IMMUTABLE : "no-cache");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !isApi &&
      !pathname.startsWith("/assets/");
    if (hasBuild && wantsPage) {
      return reply
        .header("Cache-Control", "no-cache")
        .type("text/html; charset=utf-8")
        .sendFile("index.html");
    }
    return reply.status(404).send({ message: `Not found: ${request.method} ${pathname}` });
  });
});
