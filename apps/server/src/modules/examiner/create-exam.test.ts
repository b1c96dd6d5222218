import { describe, expect, it } from "vitest";
import { OTHER_EXAMINER, examinerSuite, privateBank } from "../exams/exam-fixtures";

/**
 * Creating an exam from the examiner's page (issue 30): the page sends a key made once per exam it
 * sets, so a double tap or a retry after a lost answer makes one exam, not two.
 */
const { t, api, examiner, bankId } = await examinerSuite({
  bank: privateBank({ mathematics: 3 }, 9700),
});

const create = (token: string, form: Record<string, unknown>) =>
  api.call("POST", "/api/examiner/exams", token, form);
const ownExams = async (token: string) =>
  (await api.call("GET", "/api/examiner/exams", token)).json().exams as Array<{
    slug: string;
    title: string;
  }>;

describe("creating an exam with an idempotency key", () => {
  it("a repeat with the same key answers the exam the first request made (200), and makes none", async () => {
    const form = api.examForm({ source: { bank_id: bankId }, idempotency_key: "key-repeat-0001" });
    const first = await create(examiner, form);
    expect(first.statusCode).toBe(201);
    const before = (await ownExams(examiner)).length;
    // The same tap again; then a retry whose form changed meanwhile: still the first exam.
    const again = await create(examiner, form);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const edited = await create(examiner, { ...form, title: "Edited after the tap" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().slug).toBe(first.json().slug);
    expect(await ownExams(examiner)).toHaveLength(before);
  });

  it("two requests with one key at the same moment make one exam", async () => {
    const form = api.examForm({ source: { bank_id: bankId }, idempotency_key: "key-double-tap-1" });
    const answers = await Promise.all([create(examiner, form), create(examiner, form)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]!.json().slug).toBe(answers[1]!.json().slug);
    expect((await ownExams(examiner)).filter((e) => e.slug === form.slug)).toHaveLength(1);
  });

  it("keys are per examiner; without a key a second request with the slug is refused as taken", async () => {
    const other = await api.signUp(OTHER_EXAMINER);
    const otherBank = await api.uploadBank(other, privateBank({ mathematics: 3 }, 9800));
    const mine = await create(
      examiner,
      api.examForm({ source: { bank_id: bankId }, idempotency_key: "key-shared-0001" }),
    );
    const theirs = await create(
      other,
      api.examForm({ source: { bank_id: otherBank }, idempotency_key: "key-shared-0001" }),
    );
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().slug).not.toBe(mine.json().slug);

    const keyless = api.examForm({ source: { bank_id: bankId } });
    expect((await create(examiner, keyless)).statusCode).toBe(201);
    const taken = await create(examiner, keyless);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug[0].code).toBe("exams.slugTaken");
  });

  it("refuses a key that is not one, naming the field", async () => {
    const bad = await create(
      examiner,
      api.examForm({ source: { bank_id: bankId }, idempotency_key: "no spaces here" }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.idempotency_key[0].code).toBe("exams.idempotencyKey");
  });

  it("refuses an address of the live mocks' (live-…), in words", async () => {
    const bad = await create(
      examiner,
      api.examForm({ source: { bank_id: bankId }, slug: "live-mock-1-morning" }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.slug[0]).toMatchObject({
      code: "exams.slugReserved",
      message: 'Slugs that start with "live-" are kept for live mocks: choose another.',
    });
  });

  it("lists the exam made last first, whenever it opens", async () => {
    const now = t.clock.now.getTime();
    const early = api.examForm({
      source: { bank_id: bankId },
      title: "Opens in a week",
      opens_at: new Date(now + 7 * 86_400_000).toISOString(),
      closes_at: new Date(now + 8 * 86_400_000).toISOString(),
    });
    const late = api.examForm({ source: { bank_id: bankId }, title: "Opened a minute ago" });
    await api.createExam(examiner, early);
    await api.createExam(examiner, late);
    const [top, next] = await ownExams(examiner);
    expect([top!.title, next!.title]).toEqual(["Opened a minute ago", "Opens in a week"]);
  });
});
