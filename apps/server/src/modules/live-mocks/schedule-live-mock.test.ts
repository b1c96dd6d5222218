import { describe, expect, it } from "vitest";
import { up as renameOldLiveMocks } from "../../db/migrations/2026-11-28T1400-live-mock-titles";
import { readServerBanks } from "../banks/entrance-bank";
import { examinerSuite } from "../exams/exam-fixtures";
import { printSet } from "../exams/holds";
import { writeMockFixtures } from "../mocks/mock-fixtures";
import { MockPapers } from "../mocks/papers";
import { CSIT_PATTERN, heldBackPool } from "./pool-fixtures";
import { liveMockRefusal } from "./refusals";
import { scheduleLive } from "./schedule-live-mock";

/**
 * Scheduling a live mock as a use case (issue 63 point 1, decision 311): called with its
 * dependencies on the real database and the fixture banks' papers, no HTTP.
 */
const MINUTE = 60_000;
const fixtures = writeMockFixtures();
// Enough for one live mock of the pattern, and a paper's worth of the site's public questions in it.
const { t, api, examiner, bankId } = await examinerSuite({
  env: fixtures.env,
  bank: [
    ...heldBackPool(CSIT_PATTERN, 1),
    ...fixtures.entrance.slice(0, 100).map((q) => ({ ...q, id: q.id + 1000 })),
  ],
});
const banks = readServerBanks(fixtures.env.BANKS_DIR);
const papers = new MockPapers(banks.entrance, fixtures.env.BANKS_DIR, banks.bca);
const paper = papers.list()[0]!;
const ownerId = (await api.call("GET", "/api/me", examiner)).json().user.id as number;
const publicPrints = printSet(papers.list().flatMap((p) => p.questions));
const deps = { db: t.app.db, now: () => t.clock.now, papers, publicPrints: () => publicPrints };
const at = (minutesFromNow: number) =>
  new Date(t.clock.now.getTime() + minutesFromNow * MINUTE).toISOString();
const schedule = (body: {
  paper: string;
  opens_at: string;
  window_minutes?: number;
  bank_id?: number;
}) => scheduleLive(deps, { ownerId, body: { bank_id: bankId, ...body } });

describe("scheduling a live mock (the use case)", () => {
  it("draws the paper's pattern from the held-back bank into an exam opening at the whole minute, for the paper's time and half an hour", async () => {
    const opens = new Date(Date.parse(at(90)) + 25_000);
    const outcome = await schedule({ paper: paper.ref.slug, opens_at: opens.toISOString() });
    const minutes = paper.durationMs / MINUTE;
    const start = new Date(Math.floor(opens.getTime() / MINUTE) * MINUTE);
    expect(outcome).toMatchObject({
      kind: "scheduled",
      liveMock: {
        // Named by its entrance, never by the public paper (issue 66 point 4).
        title: "B.Sc.CSIT entrance: live mock",
        paper: paper.ref.slug,
        opens_at: start.toISOString(),
        closes_at: new Date(start.getTime() + (minutes + 30) * MINUTE).toISOString(),
        question_count: paper.questions.length,
        state: "upcoming",
        attempt: "none",
      },
    });
    // Only the bank's questions nobody has seen: none of the site's, each subject's count.
    const exam = await t.app.db
      .selectFrom("exams")
      .select(["source", "selection", "pool"])
      .where("slug", "=", outcome.kind === "scheduled" ? outcome.liveMock.slug : "")
      .executeTakeFirstOrThrow();
    expect(exam.source).toBe(`bank:${bankId}`);
    expect(exam.pool).toBeNull();
    const ids = (exam.selection as { ids: number[] }).ids;
    expect(ids).toHaveLength(100);
    expect(Math.max(...ids)).toBeLessThanOrEqual(100);
    // The same paper at the same minute again: taken.
    const again = await schedule({ paper: paper.ref.slug, opens_at: start.toISOString() });
    expect(again).toEqual({
      kind: "taken",
      title: "B.Sc.CSIT entrance: live mock",
      opensAt: start,
    });
    // At another minute: the pool is spent (its questions are the first live mock's), and the
    // public questions in the bank are never drawn.
    const spent = await schedule({ paper: paper.ref.slug, opens_at: at(300) });
    expect(spent).toEqual({ kind: "poolShort", subject: "mathematics", have: 0, need: 25 });
  });

  it("refuses a paper that is not there, a bank not the examiner's, a window shorter than the paper, a close in the past", async () => {
    expect(await schedule({ paper: paper.ref.slug, opens_at: at(60), bank_id: 999_999 })).toEqual({
      kind: "noBank",
      id: 999_999,
    });
    expect(
      liveMockRefusal({ kind: "poolShort", subject: "physics", have: 3, need: 25 }).body,
    ).toMatchObject({
      code: "mocks.livePoolShort",
      message:
        "The bank has 3 physics questions nobody has seen; the paper needs 25. Add questions that are in no public paper, practice set or other exam.",
    });
    expect(await schedule({ paper: "no-such-paper", opens_at: at(60) })).toEqual({
      kind: "noSuchPaper",
      paper: "no-such-paper",
    });
    const minutes = Math.round(paper.durationMs / MINUTE);
    const short = { paper: paper.ref.slug, opens_at: at(60), window_minutes: minutes - 1 };
    expect(await schedule(short)).toEqual({ kind: "windowShort", minutes });
    const past = await schedule({ paper: paper.ref.slug, opens_at: at(-(minutes + 31)) });
    expect(past).toMatchObject({ kind: "closesInPast" });
    expect(liveMockRefusal({ kind: "windowShort", minutes }).statusCode).toBe(422);
    expect(liveMockRefusal({ kind: "noSuchPaper", paper: "x" }).body.code).toBe(
      "mocks.noSuchPaper",
    );
  });

  it("live mocks stored under their paper's name before decision 0456 are named by their entrance once migrated; an examiner's own exam of that name is not", async () => {
    const { db } = t.app;
    const titleOf = async (slug: string) =>
      (
        await db
          .selectFrom("exams")
          .select("title")
          .where("slug", "=", slug)
          .executeTakeFirstOrThrow()
      ).title;
    // As scheduleLive stored them before: "Live " and the paper's title, with a live_mocks row.
    const storedBefore = async (title: string, paperSlug: string) => {
      const exam = await api.examOn(examiner, bankId, { title });
      const { id } = await db
        .selectFrom("exams")
        .select("id")
        .where("slug", "=", exam.slug)
        .executeTakeFirstOrThrow();
      await db.insertInto("live_mocks").values({ exam_id: id, paper: paperSlug }).execute();
      return exam.slug as string;
    };
    const csit = await storedBefore("Live Mock test 4", "mock-4");
    const model = await storedBefore("Live Model paper 2", "model-2");
    const bca = await storedBefore("Live BCA mock test 2", "bca-mock-2");
    const own = (await api.examOn(examiner, bankId, { title: "Live Mock test 9" })).slug as string;
    await renameOldLiveMocks(db);
    expect(await titleOf(csit)).toBe("B.Sc.CSIT entrance: live mock");
    expect(await titleOf(model)).toBe("B.Sc.CSIT entrance: live mock");
    expect(await titleOf(bca)).toBe("BCA entrance: live mock");
    expect(await titleOf(own)).toBe("Live Mock test 9");
  });
});
