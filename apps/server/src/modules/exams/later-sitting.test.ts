import { nepal } from "../../test/nepal-time";
import { describe, expect, it } from "vitest";
import { OTHER_EXAMINER, privateBank, examinerSuite } from "./exam-fixtures";

/**
 * Two sittings on one bank (decision 98): a college with fewer seats than candidates sits the
 * morning 10-12 and the afternoon 13-15. No key of the morning goes out while the afternoon has not
 * closed, though it has not opened yet when the morning closes; cancelling the afternoon before it
 * opens lets the morning's results out.
 */
const HOUR = 60 * 60_000;
const GRACE = 2_001;

const { t, api, examiner } = await examinerSuite({ student: true });

describe("a later sitting on the same bank holds results back", () => {
  /** Morning open now until +2 h; afternoon +3 h to +5 h; one bank. */
  async function sittings(seed: number, morningRelease: "manual" | "at_close") {
    const bank = await api.uploadBank(
      examiner,
      privateBank({ mathematics: 3 }, seed),
      `Bank ${seed}`,
    );
    const now = t.clock.now.getTime();
    const morning = await api.examOn(examiner, bank, {
      title: "Morning sitting",
      release: morningRelease,
      opens_at: new Date(now - 60_000).toISOString(),
      closes_at: new Date(now + 2 * HOUR).toISOString(),
    });
    const afternoon = await api.examOn(examiner, bank, {
      title: "Afternoon sitting",
      opens_at: new Date(now + 3 * HOUR).toISOString(),
      closes_at: new Date(now + 5 * HOUR).toISOString(),
    });
    return { morning, afternoon, now };
  }
  const release = (slug: string) => api.release(examiner, slug);
  const listed = (slug: string) => api.listed(examiner, slug);

  it("a release is refused while the afternoon is scheduled, and goes out once it closed", async () => {
    const { morning, afternoon, now } = await sittings(9610, "manual");
    t.clock.advance(2 * HOUR + GRACE);

    const opens = new Date(now + 3 * HOUR).toISOString();
    const until = new Date(now + 5 * HOUR + 2_000).toISOString();
    const held = await release(morning.slug);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({
      code: "exams.heldBack",
      params: { title: "Afternoon sitting", when: until, opens },
      message: `Results cannot be released yet: Afternoon sitting, with some of the same questions, has not closed. They can be released after it closes, at ${nepal(until)}.`,
    });
    expect(await listed(morning.slug)).toMatchObject({
      released: false,
      held_by: { title: "Afternoon sitting", opens, until },
    });

    // The afternoon runs: still held, now with no opening to name.
    t.clock.advance(HOUR);
    const running = await release(morning.slug);
    expect(running.statusCode).toBe(409);
    expect(running.json().params).toEqual({ title: "Afternoon sitting", when: until });
    expect((await listed(morning.slug)).held_by).toEqual({
      title: "Afternoon sitting",
      opens: null,
      until,
      closes: until,
      another_examiner: false,
      limit_days: null,
    });

    // The afternoon over (its grace too): the morning's results go out.
    t.clock.advance(2 * HOUR + GRACE);
    expect((await release(morning.slug)).statusCode).toBe(200);
    expect(await listed(afternoon.slug)).toMatchObject({ held_by: null });
  });

  it("results at close are served to no one while the afternoon is pending; cancelling it lets them out", async () => {
    const { morning, afternoon } = await sittings(9620, "at_close");
    const asha = await api.signUp();
    const paper = (await api.call("POST", `/api/exams/${morning.slug}/attempt`, asha, {})).json();
    const q = (paper.questions as { id: number }[])[0]!;
    const saved = await api.call(
      "PUT",
      `/api/exams/${morning.slug}/attempt/answers/${q.id}`,
      asha,
      {
        pick: `Key ${q.id}`,
        seq: 1,
      },
    );
    expect(saved.statusCode).toBe(200);
    await api.call("POST", `/api/exams/${morning.slug}/attempt/submit`, asha);

    // 12:00 and after: the morning closed, the afternoon not open yet.
    t.clock.advance(2 * HOUR + GRACE);
    const result = () => api.call("GET", `/api/exams/${morning.slug}/result`, asha);
    const held = await result();
    expect(held.statusCode).toBe(409);
    expect(held.json().code).toBe("exams.resultsHeld");
    expect(held.body).not.toContain(`Key ${q.id}`);
    expect((await listed(morning.slug)).held_by).toMatchObject({ title: "Afternoon sitting" });

    // The examiner cancels the afternoon before it opens.
    const cancelled = await api.call(
      "POST",
      `/api/examiner/exams/${afternoon.slug}/close`,
      examiner,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().code).toBe("exams.cancelled");
    t.clock.advance(GRACE);
    const out = await result();
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ correct: 1, candidates: 1 });
    expect((await listed(morning.slug)).held_by).toBeNull();

    // No one starts the cancelled afternoon at its planned hour.
    t.clock.advance(HOUR);
    const bikash = await api.signUp();
    const start = await api.call("POST", `/api/exams/${afternoon.slug}/attempt`, bikash, {});
    expect(start.statusCode).toBe(404);
    expect(start.json().code).toBe("exams.notOpen");
  });

  it("another examiner's exam not open yet does not hold; running, it does", async () => {
    const other = await api.signUp(OTHER_EXAMINER);
    const shared = privateBank({ mathematics: 3 }, 9630);
    const mine = await api.uploadBank(examiner, shared, "Mine");
    const theirs = await api.uploadBank(other, shared, "Theirs");
    const now = t.clock.now.getTime();
    const morning = await api.examOn(examiner, mine, {
      release: "manual",
      closes_at: new Date(now + HOUR).toISOString(),
    });
    await api.examOn(other, theirs, {
      title: "Another college",
      opens_at: new Date(now + 2 * HOUR).toISOString(),
      closes_at: new Date(now + 3 * HOUR).toISOString(),
    });
    t.clock.advance(HOUR + GRACE);
    expect((await listed(morning.slug)).held_by).toBeNull();
    // Once it runs, it holds (decision 79), whoever set it.
    t.clock.advance(HOUR);
    const held = await release(morning.slug);
    expect(held.statusCode).toBe(409);
    expect(held.json().params).toMatchObject({ title: "Another college" });
  });
});
