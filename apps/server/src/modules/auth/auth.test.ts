import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, newStudent, registerAndLogin, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) =>
  t.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const signUp = () => registerAndLogin(t.app);
const whoAmI = (token: string) =>
  t.app.inject({ url: "/api/me", headers: { authorization: `Bearer ${token}` } });

describe("register", () => {
  it("creates an account without signing in", async () => {
    const student = newStudent();
    const res = await post("/api/register", student);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      code: "auth.registered",
      params: {},
      message: expect.stringMatching(/^Check your e-mail/),
    });
    expect(res.json()).not.toHaveProperty("token");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect((await post("/api/login", student)).statusCode).toBe(200);
  });

  it("answers a taken e-mail (any case) as it answers a new one, and mails its owner instead", async () => {
    const student = newStudent({ email: "Asha.Rai@Example.com" });
    const first = await post("/api/register", student);
    const again = await post("/api/register", {
      ...newStudent({ email: "asha.rai@example.COM" }),
      name: "Someone Else",
    });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    const users = await t.app.db
      .selectFrom("users")
      .select("name")
      .where("email", "ilike", "asha.rai@example.com")
      .execute();
    expect(users).toEqual([{ name: student.name }]);
    // The owner's mail is written after the answer (issue 67, point 5).
    await t.app.mail.settled();
    const mails = await t.app.db
      .selectFrom("mail_queue")
      .select(["kind", "to_address"])
      .where("to_address", "ilike", "asha.rai@example.com")
      .orderBy("id")
      .execute();
    expect(mails).toEqual([
      { kind: "verify-email", to_address: "Asha.Rai@Example.com" },
      { kind: "account-exists", to_address: "Asha.Rai@Example.com" },
    ]);
  });

  it("gives exactly one account to concurrent sign-ups with one e-mail", async () => {
    const student = newStudent();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => post("/api/register", student)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 202));
    const accounts = await t.app.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", student.email)
      .execute();
    expect(accounts).toHaveLength(1);
    await t.app.mail.settled();
    const kinds = await t.app.db
      .selectFrom("mail_queue")
      .select("kind")
      .where("to_address", "=", student.email)
      .execute();
    // One verification link; "you already have an account" at most RATE_LIMIT_FORGOT_PER_EMAIL times.
    expect(kinds.filter((k) => k.kind === "verify-email")).toHaveLength(1);
    expect(kinds.filter((k) => k.kind === "account-exists")).toHaveLength(
      t.config.rateLimits.forgotPerEmail,
    );
  });

  it("names every invalid field with a message", async () => {
    const res = await post("/api/register", {
      name: "",
      email: "not-an-email",
      password: "short",
      password_confirmation: "other",
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.errors).sort()).toEqual([
      "email",
      "name",
      "password",
      "password_confirmation",
    ]);
    const mismatch = await post(
      "/api/register",
      newStudent({ password_confirmation: "something else" }),
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().message).toBe("The password confirmation does not match.");
  });

  it("answers malformed bodies with a 4xx and a message", async () => {
    const bad = await post("/api/register", "{not json", { "content-type": "application/json" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("The request body is not valid JSON.");
    const empty = await post("/api/register");
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
    expect(empty.json().message).toEqual(expect.any(String));
    const huge = await post("/api/register", { ...newStudent(), name: "x".repeat(100_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe("The request body is too large.");
  });

  it("says in words when the body is not a JSON object, and names each fault once", async () => {
    const text = await post("/api/login", "hello", { "content-type": "text/plain" });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(
      "Send the request body as JSON (Content-Type: application/json).",
    );
    for (const payload of ['"hello"', "[1, 2]", "42"]) {
      const res = await post("/api/login", payload, { "content-type": "application/json" });
      expect(res.statusCode, payload).toBe(422);
      expect(res.json().message, payload).toBe("Send the request body as a JSON object.");
    }
    const types = await post("/api/login", { email: 5, password: [] });
    expect(types.statusCode).toBe(422);
    const errors = types.json<{ errors: Record<string, Array<{ code: string }>> }>().errors;
    for (const messages of Object.values(errors))
      expect(new Set(messages.map((m) => m.code)).size).toBe(messages.length);
  });
});

describe("login, me and logout", () => {
  it("signs in, answers /me, and logout revokes the token", async () => {
    const { student, token } = await signUp();
    const me = await whoAmI(token);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(student.email);

    const out = await post("/api/logout", undefined, { authorization: `Bearer ${token}` });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({
      code: "auth.loggedOut",
      params: {},
      message: "Logged out successfully.",
    });

    const after = await whoAmI(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toEqual(expect.any(String));
  });

  it("returns the login response the web app stores under profile", async () => {
    const student = newStudent();
    await post("/api/register", student);
    const res = await post("/api/login", {
      email: student.email.toUpperCase(),
      password: student.password,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      token_type: "Bearer",
      expires_at: expect.any(String),
      user: {
        id: expect.any(Number),
        name: student.name,
        email: student.email,
        role: "student",
        email_verified: false,
        language: null,
        pace: null,
        target: null,
      },
    });
    expect(new Date(body.expires_at).getTime()).toBeGreaterThan(t.clock.now.getTime());
  });

  it("stores only a hash of the token", async () => {
    const { token } = await signUp();
    const rows = await t.app.db.selectFrom("sessions").select("token_hash").execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it("refuses a wrong password and an unknown e-mail with the same message", async () => {
    const { student } = await signUp();
    const wrong = await post("/api/login", { email: student.email, password: "not the password" });
    const unknown = await post("/api/login", {
      email: "nobody@example.com",
      password: "whatever123",
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      code: "auth.badCredentials",
      params: {},
      message: "These credentials do not match our records.",
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("expires sessions after their lifetime", async () => {
    const { token } = await signUp();
    t.clock.advance(t.config.sessionTtlDays * 24 * 60 * 60 * 1000 + 1000);
    const me = await whoAmI(token);
    expect(me.statusCode).toBe(401);
  });

  it("answers garbage and forged tokens with 401", async () => {
    for (const authorization of [
      "Bearer",
      "Bearer ",
      "Basic abc",
      "Bearer " + "A".repeat(43),
      "Bearer <script>",
      "x".repeat(300),
    ]) {
      const res = await t.app.inject({ url: "/api/me", headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const logout = await post("/api/logout");
    expect(logout.statusCode).toBe(401);
  });
});

describe("caching of auth answers", () => {
  it("marks every auth answer no-store, errors included", async () => {
    const student = newStudent();
    const answers = [
      await post("/api/register", student),
      await post("/api/register", student),
      await post("/api/register", { name: "" }),
      await post("/api/login", { email: student.email, password: student.password }),
      await post("/api/login", { email: student.email, password: "wrong password" }),
      await post("/api/login", "{ not json", { "content-type": "application/json" }),
      await post("/api/logout"),
      await t.app.inject({ url: "/api/me" }),
      await post("/api/forgot-password", { email: student.email }),
      await post("/api/reset-password", {
        token: "x".repeat(43),
        password: "a new password 1",
        password_confirmation: "a new password 1",
      }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([
      202, 202, 422, 200, 401, 400, 401, 401, 200, 400,
    ]);
    for (const answer of answers) expect(answer.headers["cache-control"]).toBe("no-store");
  });
});

describe("rate limits", () => {
  it("stops repeated wrong passwords for one account from one address, not the owner elsewhere", async () => {
    const student = newStudent();
    await post("/api/register", student, {}, "10.1.1.1");
    const codes: number[] = [];
    for (let i = 0; i < 15; i++) {
      codes.push(
        (
          await post(
            "/api/login",
            { email: student.email, password: `guess-${i}-wrong` },
            {},
            "10.9.9.9",
          )
        ).statusCode,
      );
    }
    expect(codes.indexOf(429)).toBeGreaterThan(0);
    expect(codes.indexOf(429)).toBeLessThanOrEqual(t.config.rateLimits.loginFailuresPerIpAccount);
    const limited = await post(
      "/api/login",
      { email: student.email, password: student.password },
      {},
      "10.9.9.9",
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many wrong passwords/);
    const owner = await post(
      "/api/login",
      { email: student.email, password: student.password },
      {},
      "10.2.2.2",
    );
    expect(owner.statusCode).toBe(200);
  });

  it("lets a lab of 60 students behind one address sign up and log in, all at once", async () => {
    const lab = "10.60.60.60";
    const students = Array.from({ length: 60 }, () => newStudent());
    const signUps = await Promise.all(students.map((s) => post("/api/register", s, {}, lab)));
    expect(signUps.map((r) => r.statusCode)).toEqual(students.map(() => 202));
    const logins = await Promise.all(
      students.map((s) => post("/api/login", { email: s.email, password: s.password }, {}, lab)),
    );
    expect(logins.map((r) => r.statusCode)).toEqual(students.map(() => 200));
  });

  it("throttles forgot-password per e-mail, whatever its case, with a message", async () => {
    const codes: number[] = [];
    let last: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < t.config.rateLimits.forgotPerEmail + 2; i++) {
      const email = i % 2 ? "Victim@Example.com" : "victim@example.com";
      last = await post("/api/forgot-password", { email }, {}, `10.3.3.${i}`);
      codes.push(last.statusCode);
    }
    expect(codes.slice(0, t.config.rateLimits.forgotPerEmail).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect(last!.json<{ message: string }>().message).toMatch(/Too many/);
  });

  it("takes its limits from the environment", async () => {
    const strict = await createTestApp({ RATE_LIMIT_LOGIN_FAILURES_PER_IP_ACCOUNT: "3" });
    try {
      const student = newStudent();
      await strict.app.inject({ method: "POST", url: "/api/register", payload: student });
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await strict.app.inject({
          method: "POST",
          url: "/api/login",
          payload: { email: student.email, password: `wrong-${i}-guess` },
          remoteAddress: "10.7.7.7",
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe("forgot and reset password (no SMTP_URL: the mail stays queued)", () => {
  it("answers the same for known and unknown e-mails and keeps the mail in the queue", async () => {
    const { student } = await signUp();
    const known = await post("/api/forgot-password", { email: student.email }, {}, "10.4.4.1");
    const unknown = await post(
      "/api/forgot-password",
      { email: "no-such-student@example.com" },
      {},
      "10.4.4.2",
    );
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    // The reset mail is written after the answer (so both take the same time): wait for it.
    await t.app.mail.settled();
    const mails = await t.app.db
      .selectFrom("mail_queue")
      .selectAll()
      .where("to_address", "=", student.email)
      .where("kind", "=", "reset-password")
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.status).toBe("queued");
    expect(mails[0]!.text_body).toContain("https://tayari.example/reset-password?token=");
    expect(mails[0]!.html_body).toContain("https://tayari.example/reset-password?token=");
    // Nothing to send it with: a round of the worker leaves it where the operator can read it.
    expect((await t.app.mail.tick()).sent).toBe(0);
    const kept = await t.app.db
      .selectFrom("mail_queue")
      .select("status")
      .where("id", "=", mails[0]!.id)
      .executeTakeFirstOrThrow();
    expect(kept.status).toBe("queued");
  });
});
