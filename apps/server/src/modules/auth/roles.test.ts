import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { runUserRole } from "../../cli/user-role";
import { loadConfig } from "../../config";
import { adminFilePath, readAdminFile } from "../../plugins/admin-channel";
import { newStudent, startOptions, verifyByMail } from "../../test/test-app";

// The embedded database in a folder, as `npm start` runs it: the case the admin channel exists for.
const dataDir = mkdtempSync(path.join(tmpdir(), "tayari-roles-"));
const env = { NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, WEB_DIST: "/nonexistent" };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(extra: Record<string, string> = {}) {
  const config = loadConfig({ ...env, ...extra });
  const app = await buildApp(config, await startOptions(config));
  await app.ready();
  return app;
}

async function roleOf(app: Awaited<ReturnType<typeof start>>, email: string, password: string) {
  const login = await app.inject({
    method: "POST",
    url: "/api/login",
    payload: { email, password },
  });
  return login.json().user.role as string;
}

describe("npm run user:role", () => {
  // Three start-ups of the embedded database in a folder: slow on a busy machine (3 min, as every
  // test that starts servers).
  it(
    "works while the server holds the embedded database, after it stops, and EXAMINER_EMAILS applies at start-up",
    { timeout: 180_000 },
    async () => {
      const asha = newStudent();
      const bina = newStudent();
      const chandra = newStudent();
      let app = await start();
      for (const form of [asha, bina, chandra])
        expect(
          (await app.inject({ method: "POST", url: "/api/register", payload: form })).statusCode,
        ).toBe(202);
      const channel = readAdminFile(dataDir);
      expect(channel).toMatchObject({
        port: expect.any(Number),
        secret: expect.stringMatching(/^[0-9a-f]{64}$/),
      });

      // The server is running: the command goes through its loopback channel.
      expect(await runUserRole([asha.email, "examiner"], env)).toEqual({
        ok: true,
        message: `${asha.email} is now an examiner.`,
      });
      expect(await roleOf(app, asha.email, asha.password)).toBe("examiner");
      expect(await runUserRole(["nobody@example.com", "examiner"], env)).toEqual({
        ok: false,
        message: "There is no account with the e-mail nobody@example.com.",
      });
      expect((await runUserRole([asha.email, "admin"], env)).message).toBe(
        'Unknown role "admin": use student or examiner.',
      );
      expect((await runUserRole([asha.email], env)).message).toMatch(/^Usage: npm run user:role/);

      // The channel refuses a caller without the secret.
      const forged = await fetch(`http://127.0.0.1:${channel!.port}/role`, {
        method: "POST",
        headers: { Authorization: "Bearer guess" },
        body: JSON.stringify({ email: bina.email, role: "examiner" }),
      });
      expect(forged.status).toBe(401);
      expect(await roleOf(app, bina.email, bina.password)).toBe("student");
      // Bina follows her sign-up mail's link; Chandra never does.
      await verifyByMail(app, bina.email);

      await app.close();
      expect(readAdminFile(dataDir)).toBeNull();

      // Stopped, with a file left behind by a crash: the command opens the database itself.
      writeFileSync(adminFilePath(dataDir), JSON.stringify({ ...channel, pid: 0 }));
      expect((await runUserRole([asha.email, "student"], env)).ok).toBe(true);

      // Only a verified address is made an examiner: whoever signed up first with a listed address
      // (Chandra, who never verified it) stays a student.
      app = await start({ EXAMINER_EMAILS: `${bina.email.toUpperCase()},${chandra.email}` });
      try {
        expect(await roleOf(app, asha.email, asha.password)).toBe("student");
        expect(await roleOf(app, bina.email, bina.password)).toBe("examiner");
        expect(await roleOf(app, chandra.email, chandra.password)).toBe("student");
      } finally {
        await app.close();
      }
    },
  );
});
