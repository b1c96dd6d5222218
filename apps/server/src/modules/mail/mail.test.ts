import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, newStudent, usingPostgres, type TestApp } from "../../test/test-app";
import { SmtpInbox } from "../../test/smtp-inbox";
import { MAIL_TEMPLATES, mailTitle, renderMail, type MailKind } from "./templates";
import { RETRY, retryDelay } from "./worker";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Every app and SMTP server a test starts is stopped after it, whatever happened.
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtpInbox() {
  const inbox = await new SmtpInbox().up();
  cleanups.push(() => inbox.down());
  return inbox;
}

async function mailApp(inbox: SmtpInbox, env: Record<string, string> = {}) {
  const t = await createTestApp({ SMTP_URL: inbox.url, ...env });
  let closed = false;
  cleanups.push(async () => {
    if (!closed) await t.close();
  });
  return {
    ...t,
    async close() {
      closed = true;
      await t.close();
    },
  };
}

/** A database that outlives one app: a data directory, or a database on the PostgreSQL server. */
async function lastingDatabase(): Promise<Record<string, string>> {
  if (!usingPostgres) return { DATA_DIR: mkdtempSync(path.join(tmpdir(), "tayari-mail-")) };
  const name = `tayari_mail_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.unshift(async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

/** `count` verification mails to new addresses, queued as a sign-up queues them. */
async function queueMails(t: TestApp, count: number, expiresInMs = 24 * HOUR) {
  const addresses = Array.from(
    { length: count },
    (_, i) => `queued${i}.${randomBytes(3).toString("hex")}@example.com`,
  );
  for (const to of addresses) {
    await t.app.mail.queue(t.app.db, {
      kind: "verify-email",
      to,
      userId: null,
      language: null,
      params: {
        link: `https://tayari.example/verify-email?token=${randomBytes(8).toString("hex")}`,
      },
      expiresAt: new Date(t.clock.now.getTime() + expiresInMs),
    });
  }
  return addresses;
}

const rows = (t: TestApp) =>
  t.app.db
    .selectFrom("mail_queue")
    .select(["to_address", "status", "attempts", "last_error", "text_body", "html_body"])
    .orderBy("id")
    .execute();

describe("mail templates", () => {
  it("make every mail in English and Nepali, as text and HTML from one template, with the site and why", () => {
    const site = "https://tayari.example";
    const link = `${site}/somewhere?token=abc_DEF-123`;
    for (const kind of Object.keys(MAIL_TEMPLATES) as MailKind[]) {
      for (const language of ["en", "ne"] as const) {
        const mail = renderMail(
          kind,
          { link, slug: "scholarship-2083", opensAt: "2026-11-26T04:15:00.000Z" } as never,
          language,
          site,
        );
        const label = `${kind} ${language}`;
        expect(mail.subject, label).not.toBe("");
        for (const part of [mail.text, mail.html]) {
          expect(part, label).toContain(link);
          expect(part, label).toContain(site);
          expect(part, label).toMatch(/because|कारण|आएको हो/);
        }
        expect(mail.html, label).toContain(`<html lang="${language}">`);
        // Each paragraph of the text is in the HTML too: the two parts say the same.
        for (const paragraph of mail.text.split("\n\n").slice(1, -1))
          expect(mail.html, label).toContain(paragraph);
        if (language === "ne") expect(mail.subject, label).toMatch(/[\u0900-\u097f]/);
      }
    }
    const english = renderMail("verify-email", { link }, "en", site);
    expect(english.text.split("\n\n").at(-1)).toBe(
      "--\nYou got this mail because someone signed up at Tayari with this e-mail address.\nTayari · https://tayari.example",
    );
  });

  it("name the exam of a results mail by its address and the day it opened, in Nepal time", () => {
    const site = "https://tayari.example";
    // 20:00 UTC on 25 November is 01:45 on 26 November in Nepal.
    const params = {
      link: `${site}/exams/x`,
      slug: "scholarship-2083",
      opensAt: "2026-11-25T20:00:00.000Z",
    };
    const english = renderMail("exam-results", params, "en", site);
    expect(english.subject).toBe("Your results of the exam of 26 November 2026 are out on Tayari");
    expect(english.text).toContain(
      "the scholarship exam “scholarship-2083” that you sat on Tayari (it opened on 26 November 2026)",
    );
    const nepali = renderMail("exam-results", params, "ne", site);
    expect(nepali.subject).toBe("तयारीमा २०२६ नोभेम्बर २६ को परीक्षाको नतिजा आयो");
    expect(nepali.text).toContain(
      "छात्रवृत्ति परीक्षा “scholarship-2083” (२०२६ नोभेम्बर २६ मा खुलेको)को नतिजा",
    );
    // A mail queued before the exam was named (its params only the link) is sent as it was.
    expect(renderMail("exam-results", { link: `${site}/exams/x` }, "en", site).subject).toBe(
      "Your exam results are out on Tayari",
    );
  });

  it("name the exam by its title on one line, never a title with a link or an address in it", () => {
    const site = "https://tayari.example";
    const params = {
      link: `${site}/exams/x`,
      slug: "scholarship-2083",
      opensAt: "2026-11-25T20:00:00.000Z",
    };
    const titled = (title: string, kind: "exam-results" | "exam-regraded", language: "en" | "ne") =>
      renderMail(kind, { ...params, title }, language, site).subject;
    expect(titled("CSIT scholarship\n 2083", "exam-results", "en")).toBe(
      "Your results of “CSIT scholarship 2083” are out on Tayari",
    );
    expect(titled("CSIT scholarship 2083", "exam-results", "ne")).toBe(
      "तयारीमा “CSIT scholarship 2083” को नतिजा आयो",
    );
    expect(titled("CSIT scholarship 2083", "exam-regraded", "en")).toBe(
      "Your score in “CSIT scholarship 2083” on Tayari has changed",
    );
    expect(titled("CSIT scholarship 2083", "exam-regraded", "ne")).toBe(
      "तयारीमा “CSIT scholarship 2083” मा तपाईंको प्राप्ताङ्क बदलियो",
    );
    for (const bad of ["Log in at evil.com", "http://x.example now", "mail me@x.org", "www.x"])
      expect([bad, titled(bad, "exam-results", "en")]).toEqual([
        bad,
        "Your results of the exam of 26 November 2026 are out on Tayari",
      ]);
    expect(mailTitle("x".repeat(160))).toHaveLength(100);
  });

  it("name a live mock by its entrance in each language, never the public paper it was stored after", () => {
    const site = "https://tayari.example";
    const mail = (kind: "exam-results" | "exam-regraded", slug: string, language: "en" | "ne") =>
      renderMail(
        kind,
        {
          link: `${site}/exams/${slug}`,
          slug,
          opensAt: "2026-11-25T20:00:00.000Z",
          title: "Live Mock test 4",
        },
        language,
        site,
      );
    const csit = mail("exam-results", "live-mock-4-20261126-0145", "en");
    expect(csit.subject).toBe("Your results of “B.Sc.CSIT entrance: live mock” are out on Tayari");
    expect(csit.text).toContain(
      "The results of “B.Sc.CSIT entrance: live mock” that you sat on Tayari (it opened on 26 November 2026) are out.",
    );
    const bca = mail("exam-results", "live-bca-mock-1-20261126-0145", "ne");
    expect(bca.subject).toBe("तयारीमा “BCA प्रवेश परीक्षा: लाइभ नमुना परीक्षा” को नतिजा आयो");
    expect(bca.text).toContain(
      "तपाईंले तयारीमा दिनुभएको “BCA प्रवेश परीक्षा: लाइभ नमुना परीक्षा” (२०२६ नोभेम्बर २६ मा खुलेको)को नतिजा",
    );
    const regraded = mail("exam-regraded", "live-mock-4-20261126-0145", "en");
    expect(regraded.subject).toBe(
      "Your score in “B.Sc.CSIT entrance: live mock” on Tayari has changed",
    );
    expect(regraded.text).toContain(
      "corrected the key of “B.Sc.CSIT entrance: live mock”, which you sat on Tayari",
    );
    expect(mail("exam-regraded", "live-mock-4-20261126-0145", "ne").text).toContain(
      "दिनुभएको “B.Sc.CSIT प्रवेश परीक्षा: लाइभ नमुना परीक्षा”को उत्तरकुञ्जी",
    );
    for (const kind of ["exam-results", "exam-regraded"] as const)
      for (const language of ["en", "ne"] as const)
        expect(mail(kind, "live-mock-4-20261126-0145", language).text).not.toContain("Mock test");
  });

  it("escape the HTML part", () => {
    const mail = renderMail(
      "reset-password",
      { link: 'https://x.example/?a=1&b="2"<' },
      "en",
      "https://x.example",
    );
    expect(mail.html).toContain("https://x.example/?a=1&amp;b=&quot;2&quot;&lt;");
    expect(mail.html).not.toContain('"2"<');
  });
});

describe("the mail queue", () => {
  it("answers a sign-up at once while SMTP is down; after 50 minutes down every queued mail arrives once", async () => {
    const inbox = await smtpInbox();
    const t = await mailApp(inbox);
    await inbox.down();
    const students = Array.from({ length: 12 }, () => newStudent());
    for (const student of students) {
      const res = await t.app.inject({ method: "POST", url: "/api/register", payload: student });
      expect(res.statusCode).toBe(202);
    }
    expect(await t.app.mail.tick()).toEqual({ sent: 0, retried: 12, failed: 0 });
    // The worker comes round every minute for 50 minutes; the tries follow the backoff.
    for (let minute = 1; minute <= 50; minute++) {
      t.clock.advance(MINUTE);
      expect((await t.app.mail.tick()).sent).toBe(0);
    }
    const waiting = await rows(t);
    expect(waiting).toHaveLength(12);
    for (const row of waiting) {
      expect(row.status).toBe("queued");
      // Tries at 0, 1, 3, 7, 15, 30 and 45 minutes.
      expect(row.attempts).toBe(7);
      expect(row.last_error).toMatch(/ECONNREFUSED|ECONNECTION/);
    }

    await inbox.up();
    t.clock.advance(10 * MINUTE);
    expect((await t.app.mail.tick()).sent).toBe(12);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(HOUR);
      await t.app.mail.tick();
    }
    expect(inbox.mails.map((m) => m.to).sort()).toEqual(students.map((s) => s.email).sort());
    for (const row of await rows(t)) {
      expect(row).toMatchObject({ status: "sent", text_body: "", html_body: "", last_error: null });
    }
  }, 120_000);

  it("records a mail that finally fails with its reason: after two hours of tries, when its link expires, or refused", async () => {
    const inbox = await smtpInbox();
    const t = await mailApp(inbox);
    await inbox.down();
    const [long] = await queueMails(t, 1, 24 * HOUR);
    const [short] = await queueMails(t, 1, HOUR);
    const started = t.clock.now.getTime();
    let tries = 0;
    while (t.clock.now.getTime() - started < 3 * HOUR) {
      await t.app.mail.tick();
      t.clock.advance(MINUTE);
      tries += 1;
    }
    expect(tries).toBeGreaterThan(RETRY.maxAttempts);
    const [longRow, shortRow] = await rows(t);
    expect(longRow).toMatchObject({
      to_address: long,
      status: "failed",
      attempts: RETRY.maxAttempts,
      text_body: "",
      html_body: "",
    });
    expect(longRow!.last_error).toMatch(/^gave up after 12 tries: .*(ECONNREFUSED|ECONNECTION)/);
    // The one-hour link: tried at 0, 1, 3, 7, 15, 30 and 45 minutes; the next try would find it expired.
    expect(shortRow).toMatchObject({ to_address: short, status: "failed", attempts: 7 });
    expect(shortRow!.last_error).toMatch(/^its link expires before another try: /);
    // Tries of a mail span more than an hour before it is given up.
    const span = Array.from({ length: RETRY.maxAttempts - 1 }, (_, i) => retryDelay(i + 1)).reduce(
      (a, b) => a + b,
    );
    expect(span).toBeGreaterThanOrEqual(HOUR);

    await inbox.up();
    inbox.refuse(550);
    const [refused] = await queueMails(t, 1);
    expect(await t.app.mail.tick()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const refusedRow = (await rows(t)).find((r) => r.to_address === refused)!;
    expect(refusedRow.status).toBe("failed");
    expect(refusedRow.last_error).toMatch(/^refused by the mail server: EENVELOPE: 550/);
    expect(inbox.mails).toEqual([]);
  }, 120_000);

  it("sends each mail once with several workers on one database", async () => {
    const inbox = await smtpInbox();
    const database = await lastingDatabase();
    const first = await mailApp(inbox, database);
    // Two server processes on PostgreSQL; the embedded database belongs to one process, so there
    // its workers share the one app.
    const second = usingPostgres ? await mailApp(inbox, database) : first;
    const workers = [
      first.app.mail,
      second.app.mail,
      first.app.mail.newWorker(),
      second.app.mail.newWorker(),
    ];
    const addresses = await queueMails(first, 30);
    addresses.push(...(await queueMails(second, 30)));
    const reports = await Promise.all([...workers, ...workers].map((w) => w.tick()));
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(60);
    expect(inbox.mails.map((m) => m.to).sort()).toEqual(addresses.sort());
    expect(new Set(inbox.mails.map((m) => m.to)).size).toBe(60);
    expect((await rows(first)).every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  }, 120_000);

  it("a shutdown finishes the mail being sent and leaves the rest queued for the next process", async () => {
    const inbox = await smtpInbox();
    const database = await lastingDatabase();
    const first = await mailApp(inbox, database);
    const addresses = await queueMails(first, 5);
    const slow = inbox.hold();
    const round = first.app.mail.tick();
    await slow.arrived;
    const closing = first.close();
    slow.release();
    expect(await round).toEqual({ sent: 1, retried: 0, failed: 0 });
    await closing;
    expect(inbox.mails.map((m) => m.to)).toEqual([addresses[0]]);

    const next = await mailApp(inbox, database);
    const left = await rows(next);
    expect(left.map((r) => [r.status, r.attempts])).toEqual([
      ["sent", 1],
      ["queued", 0],
      ["queued", 0],
      ["queued", 0],
      ["queued", 0],
    ]);
    expect((await next.app.mail.tick()).sent).toBe(4);
    expect(inbox.mails.map((m) => m.to)).toEqual(addresses);
  }, 120_000);
});
