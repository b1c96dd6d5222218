import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { addressKey } from "./lib/address";
import { client } from "./test/hardening-client";
import { createTestApp, newStudent, tokenOfLastMail, type TestApp } from "./test/test-app";

/** Issue 15, point by point: each attack as it was reported, and what a caller now sees. */
const MINUTE = 60_000;

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(async () => t.close());

describe("15.1 control characters", () => {
  it("answers a NUL in a sign-up name with a 422 naming the field, and stores nothing", async () => {
    const student = newStudent();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ ...student, name: "a\u0000b" }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual([
      {
        code: "auth.nameBadCharacters",
        params: {},
        message: "The name must not contain control characters or broken characters.",
      },
    ]);
    const lone = await api.post("/api/register", { ...student, name: "Ram \ud800" });
    expect(lone.statusCode).toBe(422);
    expect(lone.json().errors.name).toHaveLength(1);
    const tab = await api.post("/api/login", { email: student.email, password: "pass\u0007word" });
    expect(tab.statusCode).toBe(422);
    expect(tab.json().errors.password[0].message).toMatch(/password must not contain control/);
    // Nothing was created: the e-mail is still free (its first sign-up gets a verification link).
    expect((await api.post("/api/register", student)).statusCode).toBe(202);
    const kinds = await t.app.db
      .selectFrom("mail_queue")
      .select("kind")
      .where("to_address", "=", student.email)
      .execute();
    expect(kinds).toEqual([{ kind: "verify-email" }]);
  });
});

describe("15.2 TRUST_PROXY", () => {
  it("keys on the address the trusted proxy saw, not the client's own X-Forwarded-For", async () => {
    const behind = await createTestApp({ TRUST_PROXY: "1" });
    try {
      const a = client(behind);
      const victim = await a.register();
      const codes: number[] = [];
      for (let i = 1; i <= 60; i++) {
        const res = await behind.app.inject({
          method: "POST",
          url: "/api/login",
          payload: { email: victim.email, password: `wrong-guess-${i}` },
          remoteAddress: "10.0.0.2", // the proxy
          headers: { "x-forwarded-for": `10.9.${i}.1, 198.51.100.7` },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(codes.slice(10).every((c) => c === 429)).toBe(true);
      // The 61st guess is the right password: still refused from that address.
      const right = await behind.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: victim.email, password: victim.password },
        remoteAddress: "10.0.0.2",
        headers: { "x-forwarded-for": `10.9.61.1, 198.51.100.7` },
      });
      expect(right.statusCode).toBe(429);
    } finally {
      await behind.close();
    }
  }, 240_000);

  it("refuses TRUST_PROXY=true and takes hops or proxy addresses", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.1, not-an-address" })).toThrow(ConfigError);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, ::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "::1",
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it("counts IPv6 addresses per /64", async () => {
    expect(addressKey("2001:db8:1:2::a")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(addressKey("::ffff:192.0.2.5")).toBe("192.0.2.5");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    const victim = await api.register();
    const codes: number[] = [];
    for (let i = 1; i <= 12; i++)
      codes.push(
        (await api.login(victim, `2001:db8:77:1::${i.toString(16)}`, `wrong-${i}`)).statusCode,
      );
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes.slice(10)).toEqual([429, 429]);
  });
});

describe("15.3 the exam-day lab", () => {
  it("keeps 60 classmates behind one address logging in while one hammers", async () => {
    const lab = "10.60.0.1";
    const classmates = await Promise.all(
      Array.from({ length: 60 }, () => api.register(newStudent(), lab)),
    );
    const target = classmates[0]!;
    // The target has logged in from the lab before (a practice day).
    expect((await api.login(target, lab)).statusCode).toBe(200);
    // One student: 299 wrong logins, 30 at the target, the rest at addresses that do not exist.
    const hammered: number[] = [];
    for (let i = 0; i < 299; i++) {
      const email = i < 30 ? target.email : `nobody${i % 7}@example.com`;
      hammered.push((await api.login({ email, password: `guess-${i}` }, lab)).statusCode);
    }
    expect(hammered).toContain(429);
    expect(hammered.filter((c) => c >= 500)).toEqual([]);
    // Every classmate still gets in from the lab, the target included.
    const logins = await Promise.all(classmates.map((s) => api.login(s, lab)));
    expect(logins.map((r) => r.statusCode)).toEqual(classmates.map(() => 200));
    // What the owner's own address cannot be spared: 100 wrong passwords a day lock the account
    // everywhere, until a reset.
    for (let i = 30; i < 100; i++) await api.login(target, lab, `guess-${i}`);
    const locked = await api.login(target, lab);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/or reset your password/);
    await api.post("/api/forgot-password", { email: target.email }, lab);
    const reset = await api.post(
      "/api/reset-password",
      {
        token: await latestResetToken(target.email),
        password: "lab day pass 9",
        password_confirmation: "lab day pass 9",
      },
      lab,
    );
    expect(reset.statusCode).toBe(200);
    expect((await api.login(target, lab, "lab day pass 9")).statusCode).toBe(200);
  }, 360_000);

  it("stops a distributed guess at one account; the owner gets in from a known address, or after a reset", async () => {
    const owner = await api.register();
    const home = "10.70.0.1";
    expect((await api.login(owner, home)).statusCode).toBe(200);
    const guesses: number[] = [];
    for (let i = 1; i <= 25; i++)
      guesses.push((await api.login(owner, `203.0.113.${i}`, `guess-${i}`)).statusCode);
    expect(guesses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(guesses.slice(20)).toEqual(Array(5).fill(429));
    // The right password from yet another address: refused too, the guesser learns nothing.
    const stranger = await api.login(owner, "203.0.113.99");
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(/Too many wrong passwords for this account/);
    // The owner at home is let in.
    expect((await api.login(owner, home)).statusCode).toBe(200);
    // From a new address after a password reset, too.
    await api.post("/api/forgot-password", { email: owner.email }, "10.71.0.1");
    const token = await latestResetToken(owner.email);
    const reset = await api.post(
      "/api/reset-password",
      { token, password: "a new river 77", password_confirmation: "a new river 77" },
      "10.71.0.1",
    );
    expect(reset.statusCode).toBe(200);
    expect((await api.login(owner, "10.71.0.1", "a new river 77")).statusCode).toBe(200);
    // And the window passes for everyone else.
    t.clock.advance(61 * MINUTE);
    expect((await api.login(owner, "203.0.113.100", "a new river 77")).statusCode).toBe(200);
  });

  it("does not count successful logins", async () => {
    const student = await api.register();
    for (let i = 0; i < 30; i++)
      expect((await api.login(student, "10.72.0.1")).statusCode).toBe(200);
  });
});

const latestResetToken = (email: string) => tokenOfLastMail(t.app, email, "reset-password");

describe("15.4 common passwords", () => {
  it("refuses 12345678 and password on sign-up, reset and change-password, saying why", async () => {
    for (const password of ["12345678", "password", "Password"]) {
      const res = await api.post("/api/register", newStudent({ password }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.password).toEqual([
        {
          code: "auth.commonPassword",
          params: {},
          message:
            "This password is one of the most commonly used passwords, so it is easy to guess. Please choose another.",
        },
      ]);
    }
    const student = await api.register();
    await api.post("/api/forgot-password", { email: student.email });
    const token = await latestResetToken(student.email);
    const reset = await api.post("/api/reset-password", {
      token,
      password: "12345678",
      password_confirmation: "12345678",
    });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().errors.password[0].message).toMatch(/most commonly used/);
    const { token: session } = (await api.login(student)).json();
    const change = await api.post(
      "/api/change-password",
      {
        current_password: student.password,
        password: "password",
        password_confirmation: "password",
      },
      "10.0.0.1",
      { authorization: `Bearer ${session}` },
    );
    expect(change.statusCode).toBe(422);
    expect(change.json().errors.password[0].message).toMatch(/most commonly used/);
  });

  it("takes a 100-character passphrase and no composition rules", async () => {
    const password = "the quick brown fox ".repeat(5);
    const student = await api.register(newStudent({ password }));
    expect((await api.login(student)).statusCode).toBe(200);
  });
});

describe("15.5 every error has the app's shape", () => {
  it("answers an over-long path parameter and a broken escape with our codes, not Fastify's", async () => {
    const long = await t.app.inject({ url: `/api/subjects/${"a".repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      code: "general.addressTooLong",
      params: {},
      message: "The address is too long.",
    });
    const broken = await t.app.inject({ url: "/api/subjects/%ED%A0%80" });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      code: "general.malformedAddress",
      params: {},
      message: "The address is not valid.",
    });
    expect(broken.body).not.toContain("%ED");
  });
});

describe("15.6 reset links", () => {
  it("never logs a token, and drops the kept mail's text once its link has expired", async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ LOG_LEVEL: "info" }, undefined, {
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const a = client(logged);
      const student = await a.register();
      await a.post("/api/forgot-password", { email: student.email });
      const kept = await logged.app.db
        .selectFrom("mail_queue")
        .select(["id", "text_body"])
        .where("kind", "=", "reset-password")
        .executeTakeFirstOrThrow();
      const token = /token=([A-Za-z0-9_-]+)/.exec(kept.text_body)![1]!;
      expect(lines.join("\n")).toContain("kept in the mail_queue table");
      expect(lines.join("\n")).not.toContain(token);
      logged.clock.advance(61 * MINUTE);
      await logged.app.mail.tick();
      const left = await logged.app.db
        .selectFrom("mail_queue")
        .select(["status", "text_body", "html_body", "last_error"])
        .where("id", "=", kept.id)
        .executeTakeFirstOrThrow();
      expect(left).toEqual({
        status: "failed",
        text_body: "",
        html_body: "",
        last_error:
          "expired before it could be sent: no SMTP server is configured (SMTP_URL is not set)",
      });
      expect(lines.join("\n")).not.toContain(token);
    } finally {
      await logged.close();
    }
  }, 240_000);
});

describe("15.7 sessions", () => {
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  it("changes the password with the current one and ends every other session", async () => {
    const student = await api.register();
    const here = (await api.login(student)).json().token;
    const elsewhere = (await api.login(student, "10.0.0.9")).json().token;
    const wrong = await api.post(
      "/api/change-password",
      {
        current_password: "not it at all",
        password: "fresh water 55",
        password_confirmation: "fresh water 55",
      },
      "10.0.0.1",
      auth(here),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual([
      {
        code: "auth.wrongCurrent",
        params: {},
        message: "The current password is not correct.",
      },
    ]);
    const ok = await api.post(
      "/api/change-password",
      {
        current_password: student.password,
        password: "fresh water 55",
        password_confirmation: "fresh water 55",
      },
      "10.0.0.1",
      auth(here),
    );
    expect(ok.statusCode).toBe(200);
    expect((await api.me(here)).statusCode).toBe(200);
    expect((await api.me(elsewhere)).statusCode).toBe(401);
    expect((await api.login(student)).statusCode).toBe(401);
    expect((await api.login(student, "10.0.0.1", "fresh water 55")).statusCode).toBe(200);
  });

  it("logs out everywhere", async () => {
    const student = await api.register();
    const tokens = [
      (await api.login(student)).json().token,
      (await api.login(student, "10.0.0.8")).json().token,
    ];
    const res = await api.post("/api/logout-everywhere", {}, "10.0.0.1", auth(tokens[0]));
    expect(res.statusCode).toBe(200);
    for (const token of tokens) expect((await api.me(token)).statusCode).toBe(401);
  });

  it("ends a session after SESSION_IDLE_DAYS unused, and keeps one in use", async () => {
    const student = await api.register();
    const idle = (await api.login(student)).json().token;
    const used = (await api.login(student)).json().token;
    for (let day = 0; day < 3; day++) {
      t.clock.advance(3 * 24 * 60 * MINUTE);
      expect((await api.me(used)).statusCode).toBe(200);
    }
    expect((await api.me(idle)).statusCode).toBe(401);
  });
});

// Their restart, on PGlite and on PostgreSQL: rate-limits-restart.test.ts (run on both databases).
describe("15.8 rate limits in the database", () => {
  it("purges counters whose window has passed", async () => {
    await t.app.limiter.hit("test:purge", { limit: 1, windowMs: MINUTE });
    t.clock.advance(2 * MINUTE);
    await t.app.limiter.purgeExpired();
    const row = await t.app.db
      .selectFrom("rate_limits")
      .select("key")
      .where("key", "=", "test:purge")
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
