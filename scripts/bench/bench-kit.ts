// Pieces the benchmarks share: filler text, accounts made the way a browser and an operator make
// them, and the machine's load said before a run.
import os from "node:os";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";

type App = Awaited<ReturnType<typeof buildApp>>;

/** The production app on `env`'s database, in this process, to write a benchmark's rows with. */
export async function seedingApp(env: Record<string, string>) {
  const app = await buildApp(loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", ...env }), {
    mailWorker: "manual",
  });
  await app.ready();
  return app;
}

/** The password of every benchmark account. */
export const BENCH_PASSWORD = "bench-password-1";

/** Filler text from `words`: `prose(seed, length)` is about `length` characters, one per `seed`. */
export const proseOf =
  (words: readonly string[]) =>
  (seed: number, length: number): string => {
    let out = "";
    let x = seed * 2654435761;
    while (out.length < length) {
      x = (x * 1103515245 + 12345) >>> 0;
      out += `${words[x % words.length]} `;
    }
    return out.slice(0, length).trim();
  };

/** An account signed up through the API, as a browser does it; throws unless it is accepted. */
export async function register(app: App, name: string, email: string) {
  const registered = await app.inject({
    method: "POST",
    url: "/api/register",
    payload: { name, email, password: BENCH_PASSWORD, password_confirmation: BENCH_PASSWORD },
  });
  if (registered.statusCode !== 202) throw new Error(`register: ${registered.body}`);
  return { email, password: BENCH_PASSWORD };
}

/** An account's session token, signed in through the API. */
export async function login(app: App, email: string) {
  const login = await app.inject({
    method: "POST",
    url: "/api/login",
    payload: { email, password: BENCH_PASSWORD },
  });
  return login.json<{ token: string }>().token;
}

/** An account's role set and its address marked verified, straight in the database. */
export async function verifiedAs(app: App, email: string, role: "examiner" | "student") {
  await app.db
    .updateTable("users")
    .set({ role, email_verified_at: new Date() })
    .where("email", "=", email)
    .execute();
}

/** The load average before (or after) a run: a busy shared machine explains slow figures. */
export function logLoadAverage(when: "before" | "after" = "before") {
  console.log(
    `load average ${when}: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
}
