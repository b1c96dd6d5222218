import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, newStudent } from "../../test/test-app";
import { logIn } from "./log-in";
import { loginGuard } from "./login-guard";
import { registerAccount, type RegisterDeps } from "./register-account";

/**
 * Signing up and logging in as use cases (issue 63 point 1, decision 311): called with their
 * dependencies on the real database, the real limiter and the real mail queue, no HTTP.
 */
const t = await createTestApp({ RATE_LIMIT_LOGIN_FAILURES_PER_IP_ACCOUNT: "3" });
afterAll(() => t.close());
const db = t.app.db;
const now = () => t.clock.now;
const linkTo = (page: string, token: string) => `https://tayari.example/${page}?token=${token}`;
const registerDeps: RegisterDeps = {
  db,
  now,
  mail: t.app.mail,
  linkTo,
  limiter: t.app.limiter,
  mailsPerEmail: 3,
};
const logInDeps = {
  db,
  now,
  guard: loginGuard(t.app, t.config.rateLimits),
  sessionTtlDays: t.config.sessionTtlDays,
};
const queued = async (to: string) =>
  (
    await db
      .selectFrom("mail_queue")
      .select("kind")
      .where("to_address", "=", to)
      .orderBy("id")
      .execute()
  ).map((m) => m.kind);

describe("signing up and logging in (the use cases)", () => {
  it("signs up once; the same address again gets the same outcome, and its owner a way in", async () => {
    const student = newStudent();
    expect(await registerAccount(registerDeps, student)).toEqual({ kind: "registered" });
    expect(await registerAccount(registerDeps, { ...student, name: "Someone else" })).toEqual({
      kind: "registered",
    });
    await t.app.mail.settled();
    expect(await queued(student.email)).toEqual(["verify-email", "account-exists"]);
    const common = { ...newStudent(), password: "password123" };
    expect(await registerAccount(registerDeps, common)).toEqual({ kind: "commonPassword" });
    expect(await queued(common.email)).toEqual([]);
  });

  it("opens a session for the right password; the wrong one counts until the pair must wait", async () => {
    const student = newStudent();
    await registerAccount(registerDeps, student);
    const address = "203.0.113.7";
    const wrong = { email: student.email, password: `${student.password}!`, address };
    for (let i = 0; i < 3; i++)
      expect(await logIn(logInDeps, wrong)).toEqual({ kind: "badCredentials" });
    const held = await logIn(logInDeps, { ...wrong, password: student.password });
    expect(held).toMatchObject({ kind: "tooManyTries", forAccount: true });
    const elsewhere = { email: student.email, password: student.password, address: "198.51.100.2" };
    const signedIn = await logIn(logInDeps, elsewhere);
    expect(signedIn).toMatchObject({ kind: "signedIn", user: { email: student.email } });
    if (signedIn.kind !== "signedIn") return;
    expect(signedIn.expiresAt.getTime() - t.clock.now.getTime()).toBe(
      t.config.sessionTtlDays * 24 * 60 * 60_000,
    );
    const me = await t.app.inject({
      url: "/api/me",
      headers: { authorization: `Bearer ${signedIn.token}` },
    });
    expect(me.json().user.email).toBe(student.email);
  });
});
