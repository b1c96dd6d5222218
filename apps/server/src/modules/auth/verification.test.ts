import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, newStudent, registerAndLogin, type TestApp } from "../../test/test-app";
import { SmtpInbox, type ReceivedMail } from "../../test/smtp-inbox";
import { EXAMINER, EXAMINER_ENV, client, privateBank } from "../exams/exam-fixtures";
import { hashToken } from "./secrets";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SITE = "https://tayari.example";

let inbox: SmtpInbox;
let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  inbox = await new SmtpInbox().up();
  t = await createTestApp({ SMTP_URL: inbox.url, PUBLIC_URL: SITE, ...EXAMINER_ENV });
  api = client(t);
});
afterAll(async () => {
  await t.close();
  await inbox.down();
});

const post = (url: string, payload?: unknown, token?: string) =>
  t.app.inject({
    method: "POST",
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const me = async (token: string) =>
  (await t.app.inject({ url: "/api/me", headers: { authorization: `Bearer ${token}` } })).json()
    .user;

/** The worker's round, as the server's timer runs it, then the mails `to` received. */
async function mailsTo(to: string): Promise<ReceivedMail[]> {
  await t.app.mail.tick();
  return inbox.to(to);
}

function linkIn(mail: ReceivedMail, page: "verify-email" | "reset-password"): string {
  const pattern = new RegExp(`${SITE}/${page}\\?token=([A-Za-z0-9_-]+)`);
  const token = pattern.exec(mail.text)?.[1];
  if (!token) throw new Error(`no ${page} link in:\n${mail.text}`);
  // Both parts carry the same link.
  expect(mail.html).toContain(`${SITE}/${page}?token=${token}`);
  return token;
}

const signUp = (student = newStudent()) => registerAndLogin(t.app, student);

describe("verification links", () => {
  it("come after sign-up, on PUBLIC_URL, hashed at rest, and verify the address once, within 24 hours", async () => {
    const student = newStudent();
    expect((await post("/api/register", student)).statusCode).toBe(202);
    // The request only queued the mail.
    expect(inbox.to(student.email)).toEqual([]);
    const [mail, ...more] = await mailsTo(student.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Confirm your e-mail address for Tayari");
    expect(mail!.headers["content-type"]).toMatch(/^multipart\/alternative/);
    expect(mail!.text).toContain("Open this link within 24 hours");
    expect(mail!.text).toContain(`Tayari · ${SITE}`);
    expect(mail!.text).toContain("because someone signed up at Tayari with this e-mail address");
    expect(mail!.html).toContain("because someone signed up at Tayari with this e-mail address");
    expect(mail!.raw).not.toContain(student.name);
    const token = linkIn(mail!, "verify-email");

    const stored = await t.app.db.selectFrom("email_verifications").select("token_hash").execute();
    expect(stored.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const login = await post("/api/login", { email: student.email, password: student.password });
    expect(login.json().user.email_verified).toBe(false);
    const session = login.json().token as string;

    const verified = await post("/api/verify-email", { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe(`Thank you: ${student.email} is verified.`);
    expect((await me(session)).email_verified).toBe(true);
    const again = await post("/api/verify-email", { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);

    const late = newStudent();
    await post("/api/register", late);
    const lateToken = linkIn((await mailsTo(late.email))[0]!, "verify-email");
    t.clock.advance(24 * HOUR + MINUTE);
    expect((await post("/api/verify-email", { token: lateToken })).statusCode).toBe(400);
    const lateLogin = await post("/api/login", { email: late.email, password: late.password });
    expect(lateLogin.json().user.email_verified).toBe(false);

    for (const token of ["", "x".repeat(201), "bad\u0000token"]) {
      const res = await post("/api/verify-email", { token });
      expect(res.statusCode, token).toBe(422);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it("are sent again on the student's request, in their language, three an hour; not once verified", async () => {
    const { student, token } = await signUp();
    await t.app.db
      .updateTable("users")
      .set({ language: "ne" })
      .where("email", "=", student.email)
      .execute();
    expect((await post("/api/verify-email/resend")).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) {
      const res = await post("/api/verify-email/resend", undefined, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(
        `We have sent a new link to ${student.email}. It works for 24 hours.`,
      );
    }
    const limited = await post("/api/verify-email/resend", undefined, token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^We have sent you 3 links in the last hour/);

    const mails = await mailsTo(student.email);
    // The sign-up's link (in English: the language was not known yet) and three in Nepali.
    expect(mails.map((m) => m.subject)).toEqual([
      "Confirm your e-mail address for Tayari",
      "तयारीमा आफ्नो इमेल ठेगाना प्रमाणित गर्नुहोस्",
      "तयारीमा आफ्नो इमेल ठेगाना प्रमाणित गर्नुहोस्",
      "तयारीमा आफ्नो इमेल ठेगाना प्रमाणित गर्नुहोस्",
    ]);
    expect(mails[3]!.html).toContain('<html lang="ne">');
    expect(mails[3]!.text).toContain(`तयारी · ${SITE}`);
    const first = linkIn(mails[1]!, "verify-email");
    expect(
      (await post("/api/verify-email", { token: linkIn(mails[3]!, "verify-email") })).statusCode,
    ).toBe(200);
    // Any other link of the account is retired with it.
    expect((await post("/api/verify-email", { token: first })).statusCode).toBe(400);

    t.clock.advance(HOUR + MINUTE);
    const done = await post("/api/verify-email/resend", undefined, token);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe("Your e-mail address is already verified.");
  });

  it("a reset link also verifies the address", async () => {
    const { student } = await signUp();
    await post("/api/forgot-password", { email: student.email });
    const reset = (await mailsTo(student.email)).find(
      (m) => m.subject === "Reset your Tayari password",
    )!;
    const res = await post("/api/reset-password", {
      token: linkIn(reset, "reset-password"),
      password: "a new river 77",
      password_confirmation: "a new river 77",
    });
    expect(res.statusCode).toBe(200);
    const login = await post("/api/login", { email: student.email, password: "a new river 77" });
    expect(login.json().user.email_verified).toBe(true);
  });
});

describe("someone else's address", () => {
  it("never carries the sign-up's name to it, and its owner takes the account back with the mail", async () => {
    const victim = "sita.victim@example.com";
    const attackerName =
      "Security notice: your account is locked, confirm at http://evil.example/login";
    const attacker = { ...newStudent({ email: victim }), name: attackerName };
    const { token: attackerSession } = await signUp(attacker);
    // The attacker asks for a reset of "their" account, and the victim, wanting an account, signs up.
    await post("/api/forgot-password", { email: victim });
    const owner = newStudent({ email: victim });
    const again = await post("/api/register", owner);
    expect(again.statusCode).toBe(202);
    expect(again.json().message).toMatch(/^Check your e-mail/);

    // Three mails, in no promised order: forgot-password writes its mail after it answers
    // (decision 400), so the sign-up's mail may be written first.
    const mails = await mailsTo(victim);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        "Confirm your e-mail address for Tayari",
        "Reset your Tayari password",
        "You already have a Tayari account",
      ].sort(),
    );
    for (const mail of mails) {
      for (const part of [mail.subject, mail.text, mail.html, mail.raw]) {
        for (const words of ["evil.example", "Security notice", "locked", "confirm at"])
          expect(part).not.toContain(words);
      }
    }
    expect(inbox.mails.some((m) => m.raw.includes("evil.example"))).toBe(false);

    // The owner chooses a password with the link: the account and its address are theirs now.
    const exists = mails.find((m) => m.subject === "You already have a Tayari account")!;
    expect(exists.text).toContain(`log in at ${SITE}/login`);
    const res = await post("/api/reset-password", {
      token: linkIn(exists, "reset-password"),
      password: owner.password,
      password_confirmation: owner.password,
    });
    expect(res.statusCode).toBe(200);
    const login = await post("/api/login", { email: victim, password: owner.password });
    expect(login.json().user.email_verified).toBe(true);
    expect(
      (
        await t.app.inject({
          url: "/api/me",
          headers: { authorization: `Bearer ${attackerSession}` },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe("results mail", () => {
  async function sit(slug: string, token: string) {
    expect((await api.call("POST", `/api/exams/${slug}/attempt`, token, {})).statusCode).toBe(201);
    expect((await api.call("POST", `/api/exams/${slug}/attempt/submit`, token)).statusCode).toBe(
      200,
    );
  }
  async function verify(email: string) {
    const mail = inbox.to(email).find((m) => m.subject.startsWith("Confirm"))!;
    expect(
      (await post("/api/verify-email", { token: linkIn(mail, "verify-email") })).statusCode,
    ).toBe(200);
  }

  it("goes once to each verified student who sat the exam, in their language, when results are released or out at close", async () => {
    const examiner = await api.signUp(EXAMINER);
    const bankId = await api.uploadBank(
      examiner,
      privateBank({ mathematics: 3, physics: 3, chemistry: 2, english: 2 }),
    );
    const manual = await api.examOn(examiner, bankId, {
      release: "manual",
      title: "Click http://evil.example now",
    });
    const atClose = await api.examOn(examiner, bankId);
    const [asha, bina, chandra, dev] = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
    await t.app.mail.tick();
    for (const s of [asha, bina, dev]) await verify(s.student.email);
    await t.app.db
      .updateTable("users")
      .set({ language: "ne" })
      .where("email", "=", asha.student.email)
      .execute();
    for (const s of [asha, bina, chandra]) await sit(manual.slug, s.token);
    await sit(atClose.slug, bina.token);
    // Nothing before the results are out.
    await t.app.mail.tick();
    const resultsTo = (s: { student: { email: string } }) =>
      inbox.to(s.student.email).filter((m) => m.text.includes("/exams/"));
    expect([asha, bina, chandra, dev].flatMap(resultsTo)).toEqual([]);

    t.clock.advance(HOUR + 3_000);
    // The at-close exam's results are out now; the manual one's when the examiner releases them.
    expect(
      (await mailsTo(bina.student.email)).filter((m) => m.text.includes(`/exams/${atClose.slug}`)),
    ).toHaveLength(1);
    expect(resultsTo(asha)).toEqual([]);
    const release = await api.call("POST", `/api/examiner/exams/${manual.slug}/release`, examiner);
    expect(release.statusCode).toBe(200);
    expect(release.json().message).toMatch(/those with a verified e-mail address get a mail/);
    expect(
      (await api.call("POST", `/api/examiner/exams/${manual.slug}/release`, examiner)).statusCode,
    ).toBe(200);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(HOUR);
      await t.app.mail.tick();
    }

    // Each mail names its exam by its title, or its address, and the day it opened, in the
    // student's language.
    const day = (language: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "Asia/Kathmandu" }).format(
        new Date(t.clock.now.getTime() - 4 * HOUR - 3_000 - 60_000),
      );
    const [toAsha] = resultsTo(asha);
    expect(resultsTo(asha)).toHaveLength(1);
    expect(toAsha!.subject).toBe(`तयारीमा ${day("ne-NP")} को परीक्षाको नतिजा आयो`);
    expect(toAsha!.text).toContain(`छात्रवृत्ति परीक्षा “${manual.slug}” (`);
    expect(toAsha!.text).toContain(`${SITE}/exams/${manual.slug}`);
    const binas = resultsTo(bina);
    // By its title where a mail may carry it (decision 0475); one with a link in it, never.
    expect(binas.map((m) => m.subject)).toEqual([
      `Your results of “${atClose.title}” are out on Tayari`,
      `Your results of the exam of ${day("en-GB")} are out on Tayari`,
    ]);
    expect(binas[0]!.text).toContain(`scholarship exam “${atClose.title}”`);
    expect(binas[1]!.text).toContain(`scholarship exam “${manual.slug}”`);
    expect(binas[1]!.text).toContain(`${SITE}/exams/${manual.slug}`);
    // Not verified, or did not sit it: no mail.
    expect(resultsTo(chandra)).toEqual([]);
    expect(resultsTo(dev)).toEqual([]);
    // A title with a link in it is not carried to the students.
    expect(inbox.mails.some((m) => m.raw.includes("evil.example"))).toBe(false);
  }, 60_000);
});
