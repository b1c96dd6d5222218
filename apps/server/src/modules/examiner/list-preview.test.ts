import { describe, expect, it } from "vitest";
import { privateBank, examinerSuite } from "../exams/exam-fixtures";

/**
 * The allow-list through HTTP (issue 68 point 1, issue 67 point 6): a preview that shows each row
 * as read and counts what was not, saves nothing; the contract's 5,000 rows of e-mail, roll and
 * name are taken; a roll number listed with an e-mail opens only for that e-mail's account.
 */
const base = (slug: string) => `/api/examiner/exams/${slug}/candidates`;

const { t, api, examiner, other, bankId } = await examinerSuite({
  other: true,
  bank: privateBank({ mathematics: 3, physics: 2 }, 9600),
});
const start = (slug: string, token: string, body: object = {}) =>
  t.app.inject({
    method: "POST",
    url: `/api/exams/${slug}/attempt`,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });

describe("the allow-list's preview and size", () => {
  it("previews each row as read, counts what it could not read, and saves nothing", async () => {
    const exam = await api.examOn(examiner, bankId);
    const text = "R001 Rajesh Gurung\nR002\tसीता थापा\n!!! nobody\nR003,  Hari  Shah\n";
    const preview = await api.call("POST", `${base(exam.slug)}/preview`, examiner, { text });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      header: false,
      count: 3,
      rows: [
        { line: 1, email: null, roll: "R001", name: "Rajesh Gurung" },
        { line: 2, email: null, roll: "R002", name: "सीता थापा" },
        { line: 4, email: null, roll: "R003", name: "Hari Shah" },
      ],
      unread: 1,
      faults: [
        expect.objectContaining({ code: "exams.listRowBad", params: { line: 3, value: "!!!" } }),
      ],
      too_long: false,
      open: true,
      change: { kept: 0, added: 3, removed: 0, removed_started: 0 },
      removed: [],
    });
    const listed = (await api.call("GET", base(exam.slug), examiner)).json();
    expect(listed.list_in_force).toBe(false);
    // Another examiner's exam is not found, and reads nothing.
    const stranger = await api.call("POST", `${base(exam.slug)}/preview`, other, { text });
    expect(stranger.statusCode).toBe(404);

    // Saved as previewed: the candidate gives R001 and starts.
    const saved = await api.call("PUT", base(exam.slug), examiner, {
      text: text.replace("!!! nobody\n", ""),
    });
    expect(saved.json()).toMatchObject({ code: "exams.listSaved", params: { count: 3 } });
    const rajesh = await api.signUp();
    // The exam asks for a roll number from the start (issue 68 point 4); once bound, no more.
    const asks = async () =>
      (await api.call("GET", "/api/exams", rajesh))
        .json()
        .exams.find((e: { slug: string }) => e.slug === exam.slug).asks_roll;
    expect(await asks()).toBe(true);
    expect((await start(exam.slug, rajesh, { roll: "r001" })).statusCode).toBe(201);
    expect(await asks()).toBe(false);
  });

  it("takes 5,000 rows of e-mail, roll and name; each roll opens only for its e-mail", async () => {
    const exam = await api.examOn(examiner, bankId);
    const row = (i: number) =>
      `"candidate.${i}@example.com";"079-BCT-${String(i).padStart(4, "0")}";"विद्यार्थी ${i} गुरुङ"`;
    const rows = Array.from({ length: 5000 }, (_, i) => row(i));
    const text = `\uFEFFEmail;Roll No.;Name\r\n${rows.join("\r\n")}\r\n`;
    expect(Buffer.byteLength(JSON.stringify({ text }))).toBeGreaterThan(64 * 1024);
    const preview = await api.call("POST", `${base(exam.slug)}/preview`, examiner, { text });
    expect(preview.statusCode, preview.body.slice(0, 300)).toBe(200);
    expect(preview.json()).toMatchObject({ header: true, count: 5000, unread: 0 });
    expect(preview.json().rows).toHaveLength(200);
    const saved = await api.call("PUT", base(exam.slug), examiner, { text });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    expect(saved.json()).toMatchObject({ code: "exams.listSaved", params: { count: 5000 } });
    // The same list again (each row found and kept), then one row more: refused as too long.
    const again = await api.call("PUT", base(exam.slug), examiner, { text });
    expect(again.json()).toMatchObject({ code: "exams.listSaved", params: { count: 5000 } });
    const longer = await api.call("PUT", base(exam.slug), examiner, {
      text: `${text}"late@example.com";"X-1";"Late"\r\n`,
    });
    expect(longer.statusCode).toBe(422);
    expect(longer.json()).toMatchObject({ code: "exams.listTooLong", params: { count: 5000 } });

    // Another account cannot claim a roll number listed with an e-mail; its own account starts.
    const claimer = await api.signUp();
    const claimed = await start(exam.slug, claimer, { roll: "079-BCT-0007" });
    expect(claimed.statusCode).toBe(403);
    const owner = await api.signUp("candidate.7@example.com");
    // Listed by e-mail: no roll number asked.
    const open = (await api.call("GET", "/api/exams", owner)).json().exams;
    expect(open.find((e: { slug: string }) => e.slug === exam.slug).asks_roll).toBe(false);
    expect((await start(exam.slug, owner)).statusCode).toBe(201);
  });

  it("an open exam's list that takes candidates off says who, asks, and is logged", async () => {
    const exam = await api.examOn(examiner, bankId);
    const first = "R001 Asha Rai\nR002 Bikash Thapa\nR003 Chandra Shah\n";
    await api.call("PUT", base(exam.slug), examiner, { text: first });
    const asha = await api.signUp();
    expect((await start(exam.slug, asha, { roll: "R001" })).statusCode).toBe(201);

    // One line meant to add a candidate, pasted over the whole list: the preview says the cost.
    const text = "R003 Chandra Shah\n";
    const preview = (
      await api.call("POST", `${base(exam.slug)}/preview`, examiner, { text })
    ).json();
    expect(preview).toMatchObject({
      open: true,
      change: { kept: 1, added: 0, removed: 2, removed_started: 1 },
      removed: [
        { roll: "R001", name: "Asha Rai", started: true },
        { roll: "R002", name: "Bikash Thapa", started: false },
      ],
    });
    const asked = await api.call("PUT", base(exam.slug), examiner, { text });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: "exams.listConfirm",
      params: { title: exam.title, count: 2, started: 1 },
      message: expect.stringContaining("takes 2 candidates off it (1 started)"),
    });
    const still = (await api.call("GET", base(exam.slug), examiner)).json();
    expect(still.candidates.filter((c: { listed: boolean }) => c.listed)).toHaveLength(3);

    // Adding only needs no confirmation; taking off does, and is logged with before and after.
    const more = await api.call("PUT", base(exam.slug), examiner, { text: `${first}R004 Dipa\n` });
    expect(more.json()).toMatchObject({ code: "exams.listSaved", params: { count: 4 } });
    const saved = await api.call("PUT", base(exam.slug), examiner, { text, confirm: true });
    expect(saved.json()).toMatchObject({ code: "exams.listSaved", params: { count: 1 } });
    const log = (await api.call("GET", `/api/examiner/exams/${exam.slug}/log`, examiner)).json();
    expect(log.exam_events.map((e: { list: object }) => e.list)).toEqual([
      { before: 0, after: 3, added: 3, removed: 0, removed_started: 0 },
      { before: 3, after: 4, added: 1, removed: 0, removed_started: 0 },
      { before: 4, after: 1, added: 0, removed: 3, removed_started: 1 },
    ]);
    expect(log.exam_events[2]).toMatchObject({ kind: "list_replaced", by: expect.any(String) });
    const csv = await api.call("GET", `/api/examiner/exams/${exam.slug}/log?format=csv`, examiner);
    expect(csv.body).toContain("list of 4 replaced by 1: 0 added, 3 taken off (1 started) (by ");
  });
});
