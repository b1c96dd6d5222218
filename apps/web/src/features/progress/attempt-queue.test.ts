import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnswerOutcome, PutAttemptRequest } from "@tayari/contracts/attempts";
import {
  attemptRefusal,
  discardAnswers,
  flushAttempts,
  keptResult,
  retryAnswers,
  RETRY_FIRST_MS,
  RETRY_LONGEST_MS,
} from "./attempt-queue";
import { keepAttempt, readQueue } from "./kept-attempts";
import { ledgerOf } from "./kept-ledger";

/**
 * The practice queue on the answer ledger (decision 344): each answer of a kept attempt is
 * acknowledged, marked or refused on its own by the server's reply; nothing is dropped.
 */
const ID = "0b6c8f1e-2c4d-4e5f-8a9b-0c1d2e3f4a5b";
const attempt: PutAttemptRequest = {
  mode: "next-step",
  source: "next-step",
  started_at: "2026-11-28T06:00:00.000Z",
  finished_at: "2026-11-28T06:05:00.000Z",
  questions: [
    { id: 7, bank: "entrance", pick: "B", seconds: 10 },
    { id: 8, bank: "entrance", pick: "Old words", seconds: 12 },
    { id: 9, bank: "unit:3", pick: null, seconds: 30 },
  ],
};
const summary = {
  id: ID,
  mode: "next-step",
  source: "next-step",
  title: "Practise next",
  label: { kind: "next-step" },
  score: 1,
  total: 3,
  started_at: attempt.started_at,
  finished_at: attempt.finished_at,
};
const NOT_OPTION = {
  code: "attempts.pickNotOption",
  params: { n: 2 },
  message: "The pick for question 2 is not one of its options.",
};

type Sent = { questions: Array<{ id: number; position?: number }> };
let sent: Sent[];
let replies: Array<(body: Sent) => Response>;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("profile", JSON.stringify({ token: "t", user: { id: 5 } }));
  sent = [];
  replies = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Sent;
      sent.push(body);
      const reply = replies.shift();
      if (!reply) throw new TypeError("Failed to fetch");
      return reply(body);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const answering =
  (...answers: AnswerOutcome[]) =>
  () =>
    Response.json(
      { code: "attempts.saved", params: {}, message: "Attempt saved.", attempt: summary, answers },
      { status: 201 },
    );

const states = () => {
  const entry = readQueue().find((e) => e.id === ID);
  return entry ? Object.values(ledgerOf(entry).answers).map((a) => a.state) : null;
};

describe("the practice queue on the answer ledger", () => {
  it("keeps the answers the server kept, and the refused one on the device with why", async () => {
    keepAttempt(ID, attempt);
    replies.push(
      answering(
        { state: "kept", pick: "B" },
        { state: "refused", pick: "Old words", refusal: NOT_OPTION },
        { state: "marked", pick: null, mark: "left" },
      ),
    );
    await flushAttempts();
    expect(sent[0]!.questions.map((q) => [q.id, q.position])).toEqual([
      [7, 0],
      [8, 1],
      [9, 2],
    ]);
    expect(states()).toEqual(["kept", "refused", "marked"]);
    expect(keptResult(ID)).toMatchObject({ score: 1, total: 3 });
    // Not refused whole: the attempt is not "refused".
    expect(attemptRefusal(ID)).toBeNull();

    // Sent again, knowingly: only that answer goes, with its place; kept this time.
    replies.push(answering({ state: "kept", pick: "Old words" }));
    await retryAnswers(ID);
    expect(sent[1]!.questions.map((q) => [q.id, q.position])).toEqual([[8, 1]]);
    // Every answer on the server: the attempt leaves the queue.
    expect(states()).toBeNull();
  });

  it("a refused answer let go leaves the attempt; nothing else is lost", async () => {
    keepAttempt(ID, attempt);
    replies.push(
      answering(
        { state: "kept", pick: "B" },
        { state: "refused", pick: "Old words", refusal: NOT_OPTION },
        { state: "kept", pick: null },
      ),
    );
    await flushAttempts();
    expect(states()).toEqual(["kept", "refused", "kept"]);
    discardAnswers(ID);
    expect(states()).toBeNull();
  });

  it("offline or a server fault: every answer waits and goes on the next try", async () => {
    keepAttempt(ID, attempt);
    await flushAttempts();
    expect(states()).toEqual(["waiting", "waiting", "waiting"]);
    replies.push(() =>
      Response.json({ code: "general.unavailable", params: {}, message: "busy" }, { status: 503 }),
    );
    await flushAttempts();
    expect(states()).toEqual(["waiting", "waiting", "waiting"]);
    replies.push(
      answering(
        { state: "kept", pick: "B" },
        { state: "kept", pick: "Old words" },
        { state: "kept", pick: null },
      ),
    );
    await flushAttempts();
    expect(states()).toBeNull();
  });

  it("an attempt the server refuses whole stays on the device, every answer not counted, with why", async () => {
    keepAttempt(ID, attempt);
    const taken = {
      code: "attempts.idTaken",
      params: {},
      message: "This attempt id is already used by a different attempt.",
    };
    replies.push(() => Response.json(taken, { status: 409 }));
    await flushAttempts();
    expect(states()).toEqual(["refused", "refused", "refused"]);
    expect(attemptRefusal(ID)).toEqual(taken);
  });

  it("the network back while a send hangs, then that send fails: the queue sends again at once", async () => {
    keepAttempt(ID, attempt);
    // The first send hangs on a dead connection; "online" is said (a second ask) before it fails.
    let fail!: () => void;
    replies.push(
      () =>
        new Promise<Response>((_, reject) => {
          fail = () => reject(new TypeError("Failed to fetch"));
        }) as unknown as Response,
    );
    const first = flushAttempts();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const asked = flushAttempts();
    replies.push(
      answering(
        { state: "kept", pick: "B" },
        { state: "kept", pick: "Old words" },
        { state: "kept", pick: null },
      ),
    );
    fail();
    await Promise.all([first, asked]);
    expect(sent).toHaveLength(2);
    expect(states()).toBeNull();
  });

  it("a send that could not reach the server is tried again while the page is open, later each time", async () => {
    vi.useFakeTimers();
    try {
      keepAttempt(ID, attempt);
      await flushAttempts();
      expect(sent).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS - 1);
      expect(sent).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sent).toHaveLength(2);
      // Unreached again: the next try waits twice as long.
      await vi.advanceTimersByTimeAsync(2 * RETRY_FIRST_MS - 1);
      expect(sent).toHaveLength(2);
      replies.push(
        answering(
          { state: "kept", pick: "B" },
          { state: "refused", pick: "Old words", refusal: NOT_OPTION },
          { state: "kept", pick: null },
        ),
      );
      await vi.advanceTimersByTimeAsync(1);
      expect(sent).toHaveLength(3);
      expect(states()).toEqual(["kept", "refused", "kept"]);
      // A refused answer waits for the student, not for a timer.
      await vi.advanceTimersByTimeAsync(10 * RETRY_LONGEST_MS);
      expect(sent).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a guest's attempt waits on the device until someone signs in", async () => {
    localStorage.removeItem("profile");
    keepAttempt(ID, attempt);
    await flushAttempts();
    expect(sent).toEqual([]);
    expect(readQueue()[0]).toMatchObject({ owner: null });
    expect(states()).toEqual(["waiting", "waiting", "waiting"]);
  });
});
