import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, newStudent, type TestApp } from "../../test/test-app";
import { SmtpInbox } from "../../test/smtp-inbox";

describe("password reset through a real SMTP server", () => {
  let inbox: SmtpInbox;
  let mailApp: TestApp;

  beforeAll(async () => {
    inbox = await new SmtpInbox().up();
    mailApp = await createTestApp({
      SMTP_URL: inbox.url,
      PUBLIC_URL: "https://exam.college.edu.np",
    });
  });
  afterAll(async () => {
    await mailApp.close();
    await inbox.down();
  });

  // Each request's mail is sent by a round of the worker, as the server's timer would.
  const mailPost = async (url: string, payload: unknown, headers: Record<string, string> = {}) => {
    const res = await mailApp.app.inject({
      method: "POST",
      url,
      payload: payload as object,
      headers,
    });
    await mailApp.app.mail.tick();
    return res;
  };

  function resetTokenFrom(body: string): string {
    const match = /https:\/\/exam\.college\.edu\.np\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
      body,
    );
    if (!match?.[1]) throw new Error(`no reset link in mail:\n${body}`);
    return match[1];
  }

  it("mails a link on PUBLIC_URL (never the Host header) that resets once and signs out everywhere", async () => {
    const student = newStudent();
    await mailPost("/api/register", student);
    const login = await mailPost("/api/login", {
      email: student.email,
      password: student.password,
    });
    const oldToken = login.json().token as string;

    const forgot = await mailPost(
      "/api/forgot-password",
      { email: student.email },
      { host: "evil.example" },
    );
    expect(forgot.statusCode).toBe(200);
    const mail = inbox.to(student.email).find((m) => m.subject === "Reset your Tayari password");
    expect(mail).toBeDefined();
    expect(mail!.raw).not.toContain("evil.example");
    const token = resetTokenFrom(mail!.text);

    const reset = await mailPost("/api/reset-password", {
      token,
      password: "a brand new secret",
      password_confirmation: "a brand new secret",
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toEqual(expect.any(String));

    const again = await mailPost("/api/reset-password", {
      token,
      password: "yet another one",
      password_confirmation: "yet another one",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);

    const me = await mailApp.app.inject({
      url: "/api/me",
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(me.statusCode).toBe(401);
    expect(
      (await mailPost("/api/login", { email: student.email, password: student.password }))
        .statusCode,
    ).toBe(401);
    expect(
      (await mailPost("/api/login", { email: student.email, password: "a brand new secret" }))
        .statusCode,
    ).toBe(200);
  });

  it("expires a reset link after 60 minutes and retires older links when one succeeds", async () => {
    const student = newStudent();
    await mailPost("/api/register", student);
    inbox.mails.length = 0;
    await mailPost("/api/forgot-password", { email: student.email });
    await mailPost("/api/forgot-password", { email: student.email });
    const [first, second] = inbox.mails.map((m) => resetTokenFrom(m.text));
    // Still good at 59 minutes...
    mailApp.clock.advance(59 * 60 * 1000);
    const inTime = await mailPost("/api/reset-password", {
      token: second,
      password: "just in time",
      password_confirmation: "just in time",
    });
    expect(inTime.statusCode).toBe(200);
    // ...and a link is dead after 60 (this one would also have died with the reset above).
    inbox.mails.length = 0;
    await mailPost("/api/forgot-password", { email: student.email });
    const third = resetTokenFrom(inbox.mails[0]!.text);
    mailApp.clock.advance(61 * 60 * 1000);
    for (const token of [first, third]) {
      const late = await mailPost("/api/reset-password", {
        token,
        password: "too late now",
        password_confirmation: "too late now",
      });
      expect(late.statusCode).toBe(400);
      expect(late.json<{ message: string }>().message).toBeTruthy();
    }

    // Another student (forgot-password is throttled per e-mail): two links, the second used.
    const other = newStudent();
    await mailPost("/api/register", other);
    inbox.mails.length = 0;
    await mailPost("/api/forgot-password", { email: other.email });
    await mailPost("/api/forgot-password", { email: other.email });
    const [a, b] = inbox.mails.map((m) => resetTokenFrom(m.text));
    expect(
      (
        await mailPost("/api/reset-password", {
          token: b,
          password: "second link wins",
          password_confirmation: "second link wins",
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await mailPost("/api/reset-password", {
          token: a,
          password: "first link dies",
          password_confirmation: "first link dies",
        })
      ).statusCode,
    ).toBe(400);
  });
});
