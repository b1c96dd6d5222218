import { describe, expect, it } from "vitest";
import { type BankQuestion, privateBank, examinerSuite } from "./exam-fixtures";

/**
 * A key is held by what the question is, not by its bytes (issue 47, point 2; decision 142), with
 * two examiner accounts through the real routes: a copy of a bank with a trailing space, a doubled
 * space, upper case, the options reordered, its punctuation changed, Cyrillic look-alikes, an option
 * added or its key changed (issue 67, point 2) is held by the other examiner's running exam; a
 * question of the site's public banks holds nothing; a hold lasts while the holding exam runs
 * (decision 397; controlled clock).
 */
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const GRACE = 2_001;

const copies: Array<[string, (q: BankQuestion) => BankQuestion]> = [
  ["a trailing space", (q) => ({ ...q, question: `${q.question} ` })],
  ["a doubled space", (q) => ({ ...q, question: q.question.replace(" ", "  ") })],
  [
    "upper case",
    (q) => ({
      ...q,
      question: q.question.toUpperCase(),
      options: q.options.map((o) => o.toUpperCase()),
      answer: q.answer.toUpperCase(),
    }),
  ],
  ["the options reordered", (q) => ({ ...q, options: [...q.options].reverse() })],
  [
    "another Unicode form and a zero-width space",
    (q) => ({ ...q, question: q.question.replace("question", "que\u200Bstion").normalize("NFD") }),
  ],
  // The probe's copies that were released while the first exam ran (issue 67, point 2).
  [
    "its punctuation changed",
    (q) => ({ ...q, question: q.question.replace(":", ",").replace("?", ".") }),
  ],
  [
    "Cyrillic look-alike letters",
    (q) => {
      const cyrillic = (text: string) =>
        text.replace(/a/g, "\u0430").replace(/e/g, "\u0435").replace(/o/g, "\u043e");
      return {
        ...q,
        question: cyrillic(q.question),
        options: q.options.map(cyrillic),
        answer: cyrillic(q.answer),
      };
    },
  ],
  ["one option added", (q) => ({ ...q, options: [...q.options, "None of these"] })],
  ["its key changed", (q) => ({ ...q, answer: q.options[0]! })],
  [
    "no-break spaces and full-width digits",
    (q) => ({
      ...q,
      question: q.question
        .replace(/ /g, "\u00a0")
        .replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))),
    }),
  ],
];

const { t, api, examiner: mine, other: theirs } = await examinerSuite({ other: true });

describe("a hold compares what the question is", () => {
  const release = (slug: string) => api.release(mine, slug);
  const listed = (slug: string) => api.listed(mine, slug);

  /**
   * Theirs runs from now for `theirsFor` on `theirQuestions`; mine, on `myQuestions`, closes in an
   * hour with results by hand. The clock is then moved past my close.
   */
  async function twoExams(
    myQuestions: BankQuestion[],
    theirQuestions: BankQuestion[] | { public_bank: "science" },
    theirsFor = 3 * HOUR,
  ) {
    const made = await api.mineAndTheirs(mine, myQuestions, theirs, theirQuestions, theirsFor);
    t.clock.advance(HOUR + GRACE);
    return made;
  }

  it.each(copies)(
    "a copy with %s is held by the other examiner's running exam",
    async (_, copy) => {
      const seed = 9700 + copies.findIndex(([name]) => name === _) * 10;
      const original = privateBank({ mathematics: 3 }, seed);
      const { exam, now } = await twoExams(original.map(copy), original);

      const until = new Date(now + 3 * HOUR + 2_000).toISOString();
      const held = await release(exam.slug);
      expect(held.statusCode).toBe(409);
      expect(held.json()).toMatchObject({
        code: "exams.heldBack",
        params: { title: "Another college", when: until },
      });
      expect((await listed(exam.slug)).held_by).toEqual({
        title: "Another college",
        opens: null,
        until,
        closes: until,
        another_examiner: true,
        limit_days: null,
      });

      // Theirs closed: mine goes out.
      t.clock.advance(2 * HOUR + GRACE);
      expect((await release(exam.slug)).statusCode).toBe(200);
    },
  );

  it("one question of forty shared, with its punctuation changed, holds the exam", async () => {
    const theirs40 = privateBank({ physics: 40 }, 9500);
    const mine40 = [
      ...privateBank({ physics: 39 }, 9600),
      { ...theirs40[17]!, id: 9700, question: theirs40[17]!.question.replace("?", " ?!") },
    ];
    const { exam } = await twoExams(mine40, theirs40);
    expect((await release(exam.slug)).json()).toMatchObject({ code: "exams.heldBack" });

    // Forty of another stem (the same words, another number): nothing shared, nothing held.
    const apart = await twoExams(privateBank({ physics: 40 }, 9400), theirs40);
    expect((await listed(apart.exam.slug)).held_by).toBeNull();
  });

  it("a question of the site's public banks holds nothing, whoever copies it", async () => {
    const page = await api.call("GET", "/api/examiner/public-banks/science", mine);
    expect(page.statusCode).toBe(200);
    const published = (page.json().questions as BankQuestion[]).slice(0, 3);
    expect(published).toHaveLength(3);
    const copied = published.map((q, i) => ({ ...q, id: i + 1, question: `${q.question}  ` }));

    // Their exam on the public bank itself, running for days: my copy is not held.
    const onPublic = await twoExams(copied, { public_bank: "science" }, 3 * DAY);
    expect((await listed(onPublic.exam.slug)).held_by).toBeNull();
    expect((await release(onPublic.exam.slug)).statusCode).toBe(200);

    // Their private bank with the same public questions (and one private one of theirs): not held.
    const onCopy = await twoExams(
      copied,
      [...copied, ...privateBank({ physics: 1 }, 9790)],
      DAY / 2,
    );
    expect((await listed(onCopy.exam.slug)).held_by).toBeNull();
    expect((await release(onCopy.exam.slug)).statusCode).toBe(200);
  });

  it("another examiner's exam holds mine while it runs, six days; its close ends it", async () => {
    const original = privateBank({ mathematics: 3 }, 9800);
    const { exam, now } = await twoExams(original, original, 6 * DAY);

    const until = new Date(now + 6 * DAY + 2_000).toISOString();
    const held = await release(exam.slug);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({
      code: "exams.heldBack",
      params: { title: "Another college", when: until },
    });
    expect((await listed(exam.slug)).held_by).toEqual({
      title: "Another college",
      opens: null,
      until,
      closes: until,
      another_examiner: true,
      limit_days: null,
    });

    // A day past my close, the old bound (decision 142): still held. A moment before its end too.
    t.clock.advance(DAY);
    expect((await release(exam.slug)).statusCode).toBe(409);
    t.clock.advance(Date.parse(until) - t.clock.now.getTime() - 1);
    expect((await release(exam.slug)).statusCode).toBe(409);
    t.clock.advance(1);
    expect((await listed(exam.slug)).held_by).toBeNull();
    expect((await release(exam.slug)).statusCode).toBe(200);
  });

  it("my later exam changed before it opens to share a question holds my results from the change", async () => {
    const questions = privateBank({ mathematics: 6 }, 9830);
    const bank = await api.uploadBank(mine, questions, "Six questions");
    const now = t.clock.now.getTime();
    const fixed = (from: number) => ({
      mode: "fixed",
      question_ids: [0, 1, 2].map((i) => questions[(from + i) % 6]!.id),
    });
    const morning = await api.examOn(mine, bank, {
      title: "Morning sitting",
      release: "manual",
      selection: fixed(0),
      closes_at: new Date(now + HOUR).toISOString(),
    });
    const form = api.examForm({
      title: "Next week",
      source: { bank_id: bank },
      selection: fixed(3),
      opens_at: new Date(now + 2 * DAY).toISOString(),
      closes_at: new Date(now + 3 * DAY).toISOString(),
    });
    const later = await api.createExam(mine, form);
    t.clock.advance(HOUR + GRACE);
    // Nothing shared yet: nothing held (the hold read "Next week"'s questions).
    expect((await listed(morning.slug)).held_by).toBeNull();

    const { slug: _s, idempotency_key: _k, ...body } = form as Record<string, unknown>;
    const changed = await api.call("PUT", `/api/examiner/exams/${later.slug}`, mine, {
      ...body,
      selection: fixed(2),
      version: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await listed(morning.slug)).held_by).toMatchObject({ title: "Next week" });
    expect((await release(morning.slug)).statusCode).toBe(409);
  });

  it("my own later exam opening after seven days holds my results seven days past their close, results at close too", async () => {
    const questions = privateBank({ mathematics: 3 }, 9810);
    const bank = await api.uploadBank(mine, questions, "One bank");
    const now = t.clock.now.getTime();
    const morning = await api.examOn(mine, bank, {
      title: "Morning sitting",
      closes_at: new Date(now + HOUR).toISOString(),
    });
    await api.examOn(mine, bank, {
      title: "Next term",
      opens_at: new Date(now + 10 * DAY).toISOString(),
      closes_at: new Date(now + 40 * DAY).toISOString(),
    });
    const student = await api.signUp();
    const paper = (
      await api.call("POST", `/api/exams/${morning.slug}/attempt`, student, {})
    ).json();
    const q = (paper.questions as { id: number }[])[0]!;
    await api.call("PUT", `/api/exams/${morning.slug}/attempt/answers/${q.id}`, student, {
      pick: `Key ${q.id}`,
      seq: 1,
    });
    await api.call("POST", `/api/exams/${morning.slug}/attempt/submit`, student);
    t.clock.advance(HOUR + GRACE);

    const until = new Date(now + HOUR + 2_000 + 7 * DAY).toISOString();
    expect((await listed(morning.slug)).held_by).toMatchObject({
      title: "Next term",
      until,
      another_examiner: false,
      limit_days: 7,
    });
    const result = () => api.call("GET", `/api/exams/${morning.slug}/result`, student);
    const held = await result();
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ code: "exams.resultsHeld", params: { when: until } });
    expect(held.body).not.toContain(`Key ${q.id}`);

    // At the bound the results are out at close, though "Next term" is still to come (the
    // student's session has ended by then: the examiner's list says it).
    t.clock.advance(7 * DAY - 1);
    expect(await listed(morning.slug)).toMatchObject({ released: true, held_by: null });
  });
});
