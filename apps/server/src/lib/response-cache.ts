import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodType } from "zod";

interface Entry {
  body: string;
  etag: string;
}

/**
 * Read-mostly answers kept in process memory, already serialised, with a strong ETag so that a
 * returning browser is answered 304 without a body. The catalog changes only at start-up, so
 * entries live as long as the process.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Promise<Entry | null>>();
  constructor(private readonly maxEntries = 2000) {}

  clear(): void {
    this.entries.clear();
  }

  /** `load` returns null for "not found": such answers are not kept. */
  async send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: ZodType<T>,
    load: () => Promise<T | null>,
    notFound: () => Error,
  ) {
    const key = request.url.split("?")[0]!;
    let pending = this.entries.get(key);
    if (!pending) {
      pending = load().then((value) => {
        if (value === null) return null;
        const body = JSON.stringify(schema.parse(value));
        return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
      });
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, pending);
      pending
        .then((entry) => entry === null && this.entries.delete(key))
        .catch(() => this.entries.delete(key));
    }
    const entry = await pending;
    if (!entry) throw notFound();
    reply
      .header("ETag", entry.etag)
      .header("Cache-Control", "public, max-age=60, stale-while-revalidate=600");
    if (request.headers["if-none-match"] === entry.etag) return reply.status(304).send();
    return reply.type("application/json; charset=utf-8").send(entry.body);
  }
}
