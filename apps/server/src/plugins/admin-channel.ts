import { randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { writeBackup } from "../db/backup";

/** Written in DATA_DIR while a server holds the embedded database: where and how to reach it. */
export const ADMIN_FILE = "admin-channel.json";

export interface AdminChannelFile {
  port: number;
  secret: string;
  pid: number;
}

export function adminFilePath(dataDir: string): string {
  return path.join(dataDir, ADMIN_FILE);
}

export function readAdminFile(dataDir: string): AdminChannelFile | null {
  try {
    return JSON.parse(readFileSync(adminFilePath(dataDir), "utf8")) as AdminChannelFile;
  } catch {
    return null;
  }
}

/**
 * Sends a command to the server holding the embedded database in `dataDir`, as a command line does:
 * its answer, or null when no server answers (none running, or a file left by one that died, so
 * the caller may open the folder itself).
 */
export async function askRunningServer(
  dataDir: string,
  command: "/role" | "/backup",
  body: object,
): Promise<{ ok: boolean; message: string } | null> {
  const channel = readAdminFile(dataDir);
  if (!channel) return null;
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${channel.port}${command}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${channel.secret}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return null;
  }
  const { message } = (await response.json()) as { message: string };
  return { ok: response.ok, message };
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > 4096) throw new Error("too large");
  }
  return body;
}

/**
 * The embedded database is one process's: while the server holds DATA_DIR, `npm run user:role`
 * cannot open it. So the server listens on loopback only, on a port of the system's choosing, and
 * leaves the port and a fresh secret in a file that only this account can read; the command line
 * sends its change there. See docs/decisions/0026.
 */
/** Gives the account of `email` the role `role` (modules/auth/roles.ts `changeRole`). */
type ChangeRole = (email: string, role: string) => Promise<{ ok: boolean; message: string }>;

export const adminChannelPlugin = fp<{ config: Config; changeRole: ChangeRole }>(
  async (app, { config, changeRole }) => {
    if (config.databaseUrl || config.dataDir === "memory://") return;
    const secret = randomBytes(32).toString("hex");
    const expected = Buffer.from(`Bearer ${secret}`);
    /** `npm run backup` while this server holds the folder (decision 298): written where it asks. */
    async function backUp(request: IncomingMessage) {
      let file: unknown;
      try {
        ({ file } = JSON.parse(await readBody(request)) as { file?: unknown });
      } catch {
        file = undefined;
      }
      if (typeof file !== "string" || !path.isAbsolute(file))
        return { status: 400, message: "Send { file } with an absolute path." };
      const bytes = await writeBackup(file, await app.databaseDump!());
      app.log.info({ file, bytes }, "backup from the command line");
      return { status: 200, message: String(bytes) };
    }
    const server = createServer((request, response) => {
      const reply = (status: number, message: string) =>
        response
          .writeHead(status, { "Content-Type": "application/json" })
          .end(JSON.stringify({ message }));
      const given = Buffer.from(request.headers.authorization ?? "");
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return reply(401, "Wrong or missing admin secret.");
      if (request.method === "POST" && request.url === "/backup")
        return backUp(request)
          .then(({ status, message }) => reply(status, message))
          .catch((error: Error) => reply(500, `The backup failed: ${error.message}`));
      if (request.method !== "POST" || request.url !== "/role")
        return reply(404, "Unknown command.");
      readBody(request)
        .then(async (body) => {
          const { email, role } = JSON.parse(body) as { email?: unknown; role?: unknown };
          if (typeof email !== "string" || typeof role !== "string")
            return reply(400, "Send { email, role }.");
          const result = await changeRole(email, role);
          app.log.info({ email, role, ok: result.ok }, "role change from the command line");
          reply(result.ok ? 200 : 422, result.message);
        })
        .catch(() => reply(400, "Send { email, role } as JSON."));
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    const file = adminFilePath(config.dataDir);
    const content: AdminChannelFile = { port, secret, pid: process.pid };
    writeFileSync(file, JSON.stringify(content), { mode: 0o600 });
    app.addHook("onClose", async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Another server may have started on this directory since; its file is left alone.
      if (readAdminFile(config.dataDir)?.secret === secret) rmSync(file, { force: true });
    });
  },
);
