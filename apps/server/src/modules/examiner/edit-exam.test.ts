import { describe, expect, it } from "vitest";
import { createTestApp, usingPostgres } from "../../test/test-app";
import { EXAMINER_ENV, client, privateBank, examinerSuite } from "../exams/exam-fixtures";

/**
 * Changing an exam (issue 46 point 2, decisions 205-206, 209): everything until it opens, its
 * address kept; once open only a later close and minutes for everyone, which move the running
 * attempts' deadlines; a stale page's change refused; a repeat of another exam asked first; the
 * tie-break order chosen per exam. Another examiner can neither read nor change any of it.
 */
const MINUTE = 60_000;
const exams = "/api/examiner/exams";
const edit = (slug: string) => `${exams}/${slug}`;
const extend = (slug: string) => `${exams}/${slug}/extend`;
const attempt = (slug: string) => `/api/exams/${slug}/attempt`;

const { t, api, examiner, other, bankId } = await examinerSuite({
  other: true,
  bank: privateBank({ mathematics: 3, physics: 2 }, 9300),
});
const otherBank = await api.uploadBank(other, privateBank({ mathematics: 3 }, 9400));

const at = (minutes: number) => new Date(t.clock.now.getTime() + minutes * MINUTE).toISOString();
/** An exam opening in an hour for two hours, of 30 minutes. */
const laterForm = (overrides: Record<string, unknown> = {}) =>
  api.examForm({ source: { bank_id: bankId }, opens_at: at(60), closes_at: at(180), ...overrides });
type Listed = {
  slug: string;
  title: string;
  version: number;
  opens_at: string;
  closes_at: string;
  duration_seconds: number;
  question_count: number;
  profile: string;
  quotas: Array<{ category: string; count: number }> | null;
  question_ids: number[] | null;
  per_question_seconds: number | null;
  tie_break: string[] | null;
};
const listed = async (token: string, slug: string) =>
  ((await api.call("GET", exams, token)).json().exams as Listed[]).find((e) => e.slug === slug);
/** The edit's body: the form as made, without its address and key, with the version read. */
const editBody = (form: Record<string, unknown>, version: number) => {
  const { slug: _s, idempotency_key: _k, ...rest } = form;
  return { ...rest, version };
};

describe("before it opens", () => {
  it("everything changes, the address is kept, the version rises", async () => {
    const form = laterForm({ title: "Mock test 1" });
    const made = await api.createExam(examiner, form);
    const changed = await api.call("PUT", edit(made.slug), examiner, {
      ...editBody(form, 1),
      title: "Mock test 1 (physics)",
      selection: { mode: "quota", quotas: [{ category: "physics", count: 2 }] },
      timing: { mode: "per_question", seconds: 90 },
      opens_at: at(120),
      closes_at: at(240),
      profile: "ioe",
      access_code: "K2",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      slug: made.slug,
      title: "Mock test 1 (physics)",
      version: 2,
      opens_at: at(120),
      closes_at: at(240),
      duration_seconds: 180,
      question_count: 2,
      profile: "ioe",
      access_code: "K2",
      quotas: [{ category: "physics", count: 2 }],
      per_question_seconds: 90,
    });
    expect(await listed(examiner, made.slug)).toMatchObject({ version: 2, duration_seconds: 180 });

    // A student starting at the new opening meets the new paper and time.
    t.clock.advance(121 * MINUTE);
    const student = await api.signUp();
    const paper = await api.call("POST", attempt(made.slug), student, { access_code: "K2" });
    expect(paper.statusCode, paper.body).toBe(201);
    expect(paper.json().questions).toHaveLength(2);
    expect(paper.json().seconds_left).toBe(180);
  });

  it("the item analysis reads the edited exam's questions, not those its preview read before the edit", async () => {
    const form = laterForm({
      title: "Previewed, then changed",
      selection: { mode: "fixed", question_ids: [9300, 9301] },
    });
    const made = await api.createExam(examiner, form);
    const idsOf = (questions: Array<{ id: number }>) => questions.map((q) => q.id).sort();
    const preview = await api.call("GET", `${edit(made.slug)}/preview`, examiner);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(idsOf(preview.json().paper.questions)).toEqual([9300, 9301]);
    const changed = await api.call("PUT", edit(made.slug), examiner, {
      ...editBody(form, 1),
      selection: { mode: "fixed", question_ids: [9302, 9303, 9304] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const analysis = await api.call("GET", `${edit(made.slug)}/analysis`, examiner);
    expect(analysis.statusCode, analysis.body).toBe(200);
    expect(idsOf(analysis.json().questions)).toEqual([9302, 9303, 9304]);
  });

  it("a student who starts after a preview and an edit meets the edited questions, not the preview's", async () => {
    const form = laterForm({
      title: "Previewed, changed, then sat",
      selection: { mode: "fixed", question_ids: [9300, 9301] },
    });
    const made = await api.createExam(examiner, form);
    const idsOf = (questions: Array<{ id: number }>) => questions.map((q) => q.id).sort();
    const preview = await api.call("GET", `${edit(made.slug)}/preview`, examiner);
    expect(idsOf(preview.json().paper.questions)).toEqual([9300, 9301]);
    const changed = await api.call("PUT", edit(made.slug), examiner, {
      ...editBody(form, 1),
      selection: { mode: "fixed", question_ids: [9302, 9303, 9304] },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    t.clock.advance(61 * MINUTE);
    const student = await api.signUp();
    const paper = await api.call("POST", attempt(made.slug), student, {});
    expect(paper.statusCode, paper.body).toBe(201);
    expect(idsOf(paper.json().questions)).toEqual([9302, 9303, 9304]);
    // Its answers are taken against the edited questions too.
    const picked = paper.json().questions[0];
    const saved = await api.call("PUT", `${attempt(made.slug)}/answers/${picked.id}`, student, {
      pick: picked.options[0],
      seq: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it("a fixed list of some of the bank's questions is given back, for the edit form to keep", async () => {
    const some = await api.createExam(
      examiner,
      laterForm({
        title: "Two questions",
        selection: { mode: "fixed", question_ids: [9301, 9300] },
      }),
    );
    const whole = await api.createExam(examiner, laterForm({ title: "Whole bank" }));
    expect((await listed(examiner, some.slug))!.question_ids).toEqual([9301, 9300]);
    expect((await listed(examiner, whole.slug))!.question_ids).toBeNull();
  });

  it("a change from a page read before another change is refused (409), nothing lost", async () => {
    const form = laterForm({ title: "Stale page test" });
    const made = await api.createExam(examiner, form);
    const first = await api.call("PUT", edit(made.slug), examiner, {
      ...editBody(form, 1),
      timing: { mode: "whole_paper", minutes: 45 },
    });
    expect(first.statusCode).toBe(200);
    const stale = await api.call("PUT", edit(made.slug), examiner, {
      ...editBody(form, 1),
      title: "Overwritten?",
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: "exams.editedMeanwhile",
      params: { title: "Stale page test" },
    });
    expect(await listed(examiner, made.slug)).toMatchObject({
      title: "Stale page test",
      duration_seconds: 45 * 60,
      version: 2,
    });
  });

  it("a tie-break order of the paper's sections is kept and stated on the merit list; another is refused", async () => {
    const form = laterForm({ title: "Tie-break test", tie_break: ["Physics", "mathematics"] });
    const made = await api.createExam(examiner, form);
    expect((await listed(examiner, made.slug))!.tie_break).toEqual(["physics", "mathematics"]);
    const merit = await api.call("GET", `${exams}/${made.slug}/merit`, examiner);
    expect(merit.json().tie_break).toEqual(["physics", "mathematics"]);

    const unknown = await api.call("PUT", edit(made.slug), examiner, {
      ...editBody(form, 1),
      tie_break: ["chemistry"],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.tie_break[0]).toMatchObject({
      code: "exams.tieBreakSection",
      params: { category: "chemistry" },
    });
    const twice = await api.call("PUT", edit(made.slug), examiner, {
      ...editBody(form, 1),
      tie_break: ["physics", "Physics"],
    });
    expect(twice.json().errors.tie_break[0].code).toBe("exams.tieBreakTwice");
    // Left out: the profile's order again.
    const none = await api.call("PUT", edit(made.slug), examiner, {
      ...editBody(form, 1),
      tie_break: undefined,
    });
    expect(none.statusCode).toBe(200);
    const after = await api.call("GET", `${exams}/${made.slug}/merit`, examiner);
    expect(after.json().tie_break).toEqual(["mathematics", "physics", "chemistry", "english"]);
  });
});

describe("a repeat of another exam", () => {
  it("same title, questions and an overlapping window: asked first (409) naming the other, saved when confirmed", async () => {
    const form = laterForm({ title: "Weekly test 7", confirm_repeat: false });
    const first = await api.createExam(examiner, form);
    const again = { ...form, slug: `${first.slug}-b`, title: " weekly TEST 7", opens_at: at(90) };
    const asked = await api.call("POST", exams, examiner, again);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: "exams.repeatsAnother",
      params: { title: "Weekly test 7", opens: at(60), closes: at(180) },
    });
    expect(await listed(examiner, again.slug)).toBeUndefined();
    // Not a repeat: another window; or confirmed.
    const afterwards = { ...again, opens_at: at(180), closes_at: at(200) };
    expect((await api.call("POST", exams, examiner, afterwards)).statusCode).toBe(201);
    const confirmed = { ...again, slug: `${first.slug}-c`, confirm_repeat: true };
    expect((await api.call("POST", exams, examiner, confirmed)).statusCode).toBe(201);

    // An edit moving an exam onto another's window is asked too; its own window is no repeat.
    const mine = await api.call("PUT", edit(first.slug), examiner, editBody(form, 1));
    expect(mine.statusCode).toBe(409);
    expect(mine.json().params.title.toLowerCase()).toBe("weekly test 7");
    // Another examiner's exam of that title is none of this examiner's repeats.
    const theirs = api.examForm({
      source: { bank_id: otherBank },
      title: "Weekly test 7",
      opens_at: at(60),
      closes_at: at(180),
      confirm_repeat: false,
    });
    expect((await api.call("POST", exams, other, theirs)).statusCode).toBe(201);
  });
});

describe("once open", () => {
  it("edits are refused (409) naming the exam and its opening", async () => {
    const form = api.examForm({ source: { bank_id: bankId }, title: "Open already" });
    const made = await api.createExam(examiner, form);
    const refused = await api.call("PUT", edit(made.slug), examiner, editBody(form, 1));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "exams.editAfterOpen",
      params: { title: "Open already", opens: made.opens_at },
    });
    expect(refused.json().message).toContain("Open already");
  });

  it("a later close and minutes for everyone move each running attempt by the deadline rule", async () => {
    // Open a minute ago for 40 minutes, 30 minutes each.
    const form = api.examForm({ source: { bank_id: bankId }, closes_at: at(39) });
    const made = await api.createExam(examiner, form);
    const [early, late, done] = [await api.signUp(), await api.signUp(), await api.signUp()];
    await api.call("POST", attempt(made.slug), early, {});
    await api.call("POST", attempt(made.slug), done, {});
    await api.call("POST", `${attempt(made.slug)}/submit`, done);
    t.clock.advance(20 * MINUTE);
    // Started 19 minutes before the close: the close cuts it to 19 minutes.
    const lateStart = (await api.call("POST", attempt(made.slug), late, {})).json();
    expect(lateStart.seconds_left).toBe(19 * 60);
    const startedEarly = t.clock.now.getTime() - 20 * MINUTE;

    const extended = await api.call("POST", extend(made.slug), examiner, {
      version: 1,
      closes_at: at(40),
      add_minutes: 15,
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toMatchObject({
      code: "exams.extended",
      params: { when: at(40), count: 2 },
    });
    const status = async (token: string) =>
      (await api.call("GET", attempt(made.slug), token)).json();
    // Started 20 minutes ago: 45 minutes from its start now; the late one: its 45 minutes fit
    // before the new close.
    expect((await status(early)).deadline).toBe(new Date(startedEarly + 45 * MINUTE).toISOString());
    expect((await status(late)).seconds_left).toBe(40 * 60);
    expect(await listed(examiner, made.slug)).toMatchObject({
      closes_at: at(40),
      duration_seconds: 45 * 60,
      version: 2,
    });

    // The page read before the extension is refused; a close earlier than now's is refused.
    const stale = await api.call("POST", extend(made.slug), examiner, {
      version: 1,
      add_minutes: 5,
    });
    expect(stale.json().code).toBe("exams.editedMeanwhile");
    const earlier = await api.call("POST", extend(made.slug), examiner, {
      version: 2,
      closes_at: at(30),
    });
    expect(earlier.statusCode).toBe(422);
    expect(earlier.json().errors.closes_at[0].code).toBe("exams.extendLater");
    const nothing = await api.call("POST", extend(made.slug), examiner, { version: 2 });
    expect([nothing.statusCode, nothing.json().code]).toEqual([422, "exams.extendNothing"]);

    // Closed: nothing more.
    t.clock.advance(41 * MINUTE);
    const closed = await api.call("POST", extend(made.slug), examiner, {
      version: 2,
      add_minutes: 5,
    });
    expect([closed.statusCode, closed.json().code]).toEqual([409, "exams.extendClosed"]);
  });

  it("an exam not open yet is changed with Edit, not extended", async () => {
    const form = laterForm({ title: "Not yet" });
    const made = await api.createExam(examiner, form);
    const early = await api.call("POST", extend(made.slug), examiner, {
      version: 1,
      add_minutes: 5,
    });
    expect([early.statusCode, early.json().code]).toEqual([409, "exams.extendNotOpen"]);
  });
});

describe("another examiner", () => {
  it("can neither change nor extend this examiner's exam (404), nor does a student (403)", async () => {
    const form = laterForm({ title: "Private exam" });
    const made = await api.createExam(examiner, form);
    const changed = await api.call("PUT", edit(made.slug), other, editBody(form, 1));
    expect([changed.statusCode, changed.json().code]).toEqual([404, "exams.noExam"]);
    const extended = await api.call("POST", extend(made.slug), other, {
      version: 1,
      add_minutes: 5,
    });
    expect([extended.statusCode, extended.json().code]).toEqual([404, "exams.noExam"]);
    expect(await listed(other, made.slug)).toBeUndefined();
    const student = await api.signUp();
    expect((await api.call("PUT", edit(made.slug), student, editBody(form, 1))).statusCode).toBe(
      403,
    );
    // Nor can an exam be moved onto another examiner's bank.
    const theirBank = await api.call("PUT", edit(made.slug), examiner, {
      ...editBody(form, 1),
      source: { bank_id: otherBank },
    });
    expect([theirBank.statusCode, theirBank.json().code]).toEqual([404, "exams.noBank"]);
    expect(await listed(examiner, made.slug)).toMatchObject({ title: "Private exam", version: 1 });
  });
});

/**
 * Two processes (PostgreSQL only): B read the exam before A changed it; a student starting on B
 * meets the changed exam (the start's statement checks the version, and B reads it again).
 */
if (usingPostgres) {
  describe("a second process's copy of a changed exam", () => {
    it("is noticed when a student starts", async () => {
      const b = await createTestApp({ ...EXAMINER_ENV, DATABASE_URL: t.config.databaseUrl! });
      try {
        b.clock.now = t.clock.now;
        const onB = client(b);
        const form = laterForm({ title: "Two processes", opens_at: at(10), closes_at: at(100) });
        const made = await api.createExam(examiner, form);
        const student = await onB.signUp();
        // B keeps the exam as it was (the start before its opening reads and keeps it).
        expect((await onB.call("POST", attempt(made.slug), student, {})).json().code).toBe(
          "exams.opensLater",
        );
        const changed = await api.call("PUT", edit(made.slug), examiner, {
          ...editBody(form, 1),
          timing: { mode: "whole_paper", minutes: 50 },
          opens_at: at(5),
        });
        expect(changed.statusCode).toBe(200);
        t.clock.advance(6 * MINUTE);
        b.clock.now = t.clock.now;
        const paper = await onB.call("POST", attempt(made.slug), student, {});
        expect(paper.statusCode, paper.body).toBe(201);
        expect(paper.json().seconds_left).toBe(50 * 60);
      } finally {
        await b.close();
      }
    });
  });
}
