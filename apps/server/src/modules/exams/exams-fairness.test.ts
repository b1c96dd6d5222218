import { beforeAll, describe, expect, it } from "vitest";
import { nextSeq, privateBank, examinerSuite } from "./exam-fixtures";

const bank = privateBank({ mathematics: 3, physics: 3, chemistry: 2, english: 2 });
const {
  t,
  api,
  examiner,
  other: otherExaminer,
} = await examinerSuite({ other: true, student: true, bank });

const HOUR = 60 * 60_000;

describe("fair papers (issue 30): each student's own order, the same on every device and in the review", () => {
  type Shown = { id: number; options: string[] };
  const fairBank = privateBank({ mathematics: 8, physics: 8, chemistry: 6, english: 6 }, 5000);
  let fairBankId: number;
  beforeAll(async () => {
    fairBankId = await api.uploadBank(examiner, fairBank, "Fair bank");
  });
  const categoryOf = (id: number) => fairBank.find((q) => q.id === id)!.category;
  const start = async (slug: string, token: string) =>
    (await api.call("POST", `/api/exams/${slug}/attempt`, token, {})).json().questions as Shown[];

  it("two students get different question and option orders, each section kept in place; a resume and the review show the same", async () => {
    const exam = await api.examOn(examiner, fairBankId, { release: "manual" });
    expect(exam).toMatchObject({ shuffle_questions: true, shuffle_options: true });
    const [asha, bikash] = [await api.signUp(), await api.signUp()];
    const first = await start(exam.slug, asha);
    const second = await start(exam.slug, bikash);
    for (const paper of [first, second]) {
      // Every question once, each with its own options; mathematics first, then physics ...
      expect(paper.map((q) => q.id).sort((a, b) => a - b)).toEqual(fairBank.map((q) => q.id));
      expect(paper.map((q) => categoryOf(q.id))).toEqual(fairBank.map((q) => q.category));
      for (const q of paper)
        expect([...q.options].sort()).toEqual(
          [...fairBank.find((b) => b.id === q.id)!.options].sort(),
        );
    }
    // 28 questions of 4 options: the same order twice by chance is out of reach.
    expect(second.map((q) => q.id)).not.toEqual(first.map((q) => q.id));
    expect(second.map((q) => q.options)).not.toEqual(first.map((q) => q.options));
    // The key no longer sits where it is written (second) for everyone.
    const keyPlaces = new Set(first.map((q) => q.options.indexOf(`Key ${q.id}`)));
    expect(keyPlaces.size).toBeGreaterThan(1);

    // A reload, or another device: the same paper in the same order.
    expect(await start(exam.slug, asha)).toEqual(first);
    for (const q of first.slice(0, 5))
      await api.call("PUT", `/api/exams/${exam.slug}/attempt/answers/${q.id}`, asha, {
        pick: `Key ${q.id}`,
        seq: nextSeq(),
      });
    await api.call("POST", `/api/exams/${exam.slug}/attempt/submit`, asha);
    t.clock.advance(HOUR + 2_001);
    await api.call("POST", `/api/examiner/exams/${exam.slug}/release`, examiner);
    const review = (await api.call("GET", `/api/exams/${exam.slug}/result`, asha)).json()
      .review as Array<Shown & { pick: string | null; correct: boolean }>;
    const shown = ({ id, options }: Shown) => ({ id, options });
    expect(review.map(shown)).toEqual(first.map(shown));
    expect(review.filter((q) => q.correct).map((q) => q.id)).toEqual(
      first.slice(0, 5).map((q) => q.id),
    );
  });

  it("the examiner can keep the written order of the questions, of the options, or both", async () => {
    const cases = [
      { shuffle_questions: false, shuffle_options: false },
      { shuffle_questions: false, shuffle_options: true },
      { shuffle_questions: true, shuffle_options: false },
    ];
    for (const flags of cases) {
      const exam = await api.examOn(examiner, fairBankId, { ...flags });
      expect(exam).toMatchObject(flags);
      const papers = [
        await start(exam.slug, await api.signUp()),
        await start(exam.slug, await api.signUp()),
      ];
      for (const paper of papers) {
        const written = paper.map((q) => q.id).join() === fairBank.map((q) => q.id).join();
        expect(written, JSON.stringify(flags)).toBe(!flags.shuffle_questions);
        const optionsWritten = paper.every(
          (q) => q.options.join() === fairBank.find((b) => b.id === q.id)!.options.join(),
        );
        expect(optionsWritten, JSON.stringify(flags)).toBe(!flags.shuffle_options);
      }
    }
  });

  it("a question whose options name others by place keeps its written order for everyone", async () => {
    const referring = privateBank({ mathematics: 6 }, 6000).map((q, i) =>
      i === 0
        ? { ...q, options: ["Decoy A6000", "Decoy B6000", "Key 6000", "All of the above"] }
        : q,
    );
    const id = await api.uploadBank(examiner, referring, "Referring bank");
    // The examiner's preview flags it.
    const preview = await api.call("GET", `/api/examiner/banks/${id}`, examiner);
    expect(preview.json().written_order).toEqual([6000]);
    const exam = await api.examOn(examiner, id);
    for (let i = 0; i < 4; i++) {
      const paper = await start(exam.slug, await api.signUp());
      expect(paper.find((q) => q.id === 6000)!.options).toEqual(referring[0]!.options);
    }
  });
});

describe("no key out while another exam holds the question (issue 30)", () => {
  it("holds a release, by hand or at close, until every running exam sharing a question has closed", async () => {
    const shared = privateBank({ mathematics: 4, physics: 4 }, 7000);
    const bankA = await api.uploadBank(examiner, shared, "Shared bank");
    // The same questions uploaded again by another examiner: still the same questions.
    const bankB = await api.uploadBank(otherExaminer, shared, "A copy");
    const now = t.clock.now.getTime();
    const byHand = await api.examOn(examiner, bankA, { release: "manual", title: "Morning exam" });
    const atClose = await api.examOn(examiner, bankA, { release: "at_close", title: "Noon exam" });
    await api.examOn(otherExaminer, bankB, {
      title: "Afternoon exam",
      closes_at: new Date(now + 3 * HOUR).toISOString(),
    });
    const asha = await api.signUp();
    for (const slug of [byHand.slug, atClose.slug]) {
      const paper = (await api.call("POST", `/api/exams/${slug}/attempt`, asha, {})).json();
      for (const q of paper.questions as { id: number }[])
        await api.call("PUT", `/api/exams/${slug}/attempt/answers/${q.id}`, asha, {
          pick: `Key ${q.id}`,
          seq: nextSeq(),
        });
      await api.call("POST", `/api/exams/${slug}/attempt/submit`, asha);
    }

    // The morning and noon exams are over; the afternoon one runs on with the same questions.
    t.clock.advance(HOUR + 2_001);
    const until = new Date(now + 3 * HOUR + 2_000).toISOString();
    // The examiner's page says which exam holds the results back, and until when.
    const listed = (await api.call("GET", "/api/examiner/exams", examiner))
      .json()
      .exams.filter((e: { slug: string }) => [byHand.slug, atClose.slug].includes(e.slug));
    for (const exam of listed)
      expect(exam.held_by).toEqual({
        title: "Afternoon exam",
        opens: null,
        until,
        closes: until,
        // Another examiner's, running: it holds while it runs (decision 397).
        another_examiner: true,
        limit_days: null,
      });
    expect(listed.map((e: { released: boolean }) => e.released)).toEqual([false, false]);
    const refused = await api.call("POST", `/api/examiner/exams/${byHand.slug}/release`, examiner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "exams.heldBack",
      params: { title: "Afternoon exam", when: until },
    });
    const held = await api.call("GET", `/api/exams/${atClose.slug}/result`, asha);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ code: "exams.resultsHeld", params: { when: until } });
    // Nothing a student can read carries a key of the running exam.
    for (const slug of [byHand.slug, atClose.slug]) {
      const body = (await api.call("GET", `/api/exams/${slug}/result`, asha)).body;
      expect(body).not.toMatch(/Sealed explanation|"answer"/);
    }

    // Once it has closed, both are out.
    t.clock.advance(2 * HOUR);
    const released = await api.call("POST", `/api/examiner/exams/${byHand.slug}/release`, examiner);
    expect(released.statusCode).toBe(200);
    for (const slug of [byHand.slug, atClose.slug]) {
      const result = await api.call("GET", `/api/exams/${slug}/result`, asha);
      expect(result.statusCode).toBe(200);
      expect(result.json().score).toBe(8);
    }
    // The examiner's page says so for both: the noon exam's card no longer says "at close".
    const out = (await api.call("GET", "/api/examiner/exams", examiner))
      .json()
      .exams.filter((e: { slug: string }) => [byHand.slug, atClose.slug].includes(e.slug));
    expect(out).toHaveLength(2);
    for (const exam of out) expect(exam).toMatchObject({ released: true, held_by: null });
  });
});
