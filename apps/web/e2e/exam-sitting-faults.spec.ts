import { expect, test, type APIRequestContext } from "@playwright/test";
import type { ExportResponse } from "@tayari/contracts/account";
import type { AnswerResponse, AttemptResponse } from "@tayari/contracts/exam-sitting";
import { seeded, type Rng } from "./fault-scenarios";
import { apiAccount } from "./support";

/**
 * Issue 64 points 3 and 6 (decisions 341, 345 and 347): a scholarship exam and a live mock sat on
 * two devices of one account, under faults, through the exam's own routes on the real database.
 * Each device learns the attempt's clock from the server (`clock_ms`) and numbers each pick by it,
 * counted on with its own elapsed time (a device whose wall clock is minutes off numbers the same);
 * a save may arrive with its reply lost, be sent twice, or wait on the device (offline) until the
 * device sends what waits; a device may open the paper again (the resume merges the server's
 * answers into its copy, per question the later); a pick may be forged (no option of its question,
 * or numbered ten minutes ahead of the attempt's clock); one device may hand the paper in while
 * the other still has a change to send. Then every question holds the later of its changes that
 * reached the server before the hand-in, in the save's reply, the resume and the export; each
 * forged pick and each change after the hand-in was refused on its own with a code and words.
 * EXAM_SCENARIOS (8 each in npm test; `npm run test:faults` runs 30 each) and SEED as answer-faults.
 */

const TOTAL = Number(process.env.EXAM_SCENARIOS || 8);
const SEED = process.env.SEED ? Number(process.env.SEED) : Math.floor(Math.random() * 2 ** 31);
const tally = {
  scenarios: 0,
  changes: 0,
  saves: 0,
  lost: 0,
  twice: 0,
  waited: 0,
  reopened: 0,
  forged: 0,
  ahead: 0,
  handedIn: 0,
  afterHandIn: 0,
};

test.afterAll(() => console.log(`exam sitting faults (SEED=${SEED}): ${JSON.stringify(tally)}`));

type Headers = Record<string, string>;

/** A pick as a device keeps it: waiting until the server has it (or refused it). */
interface Pick {
  pick: string;
  seq: number;
  state: "waiting" | "kept";
  forged?: "noOption" | "ahead";
}

/** One device of the account: its copy of the paper, and the attempt's clock as it learned it. */
class Device {
  picks = new Map<number, Pick>();
  private clock = 0;
  private learnedAt = 0;
  private last = 0;
  /** Minutes its wall clock is off: only its differences are used, so it numbers the same. */
  constructor(private readonly skewMs: number) {}
  private wall = (virtualMs: number) => Date.now() + this.skewMs + virtualMs;
  learn(clockMs: number, virtualMs: number) {
    this.clock = clockMs;
    this.learnedAt = this.wall(virtualMs);
  }
  /** The next pick's number: its time on the attempt's clock, above any it used or saw. */
  nextSeq(virtualMs: number) {
    this.last = Math.max(this.last + 1, this.clock + (this.wall(virtualMs) - this.learnedAt));
    return this.last;
  }
  saw(seq: number) {
    this.last = Math.max(this.last, seq);
  }
}

/** Sits exam `slug` on two devices of an account under faults, and checks what the server keeps. */
async function scenario(request: APIRequestContext, headers: Headers, slug: string, rng: Rng) {
  const url = `/api/exams/${slug}/attempt`;
  // What the server must keep, per question: the highest numbered pick that reached it, not forged.
  const expected = new Map<number, { pick: string; seq: number }>();
  let handedIn = false;
  // Time the scenario moves on by between changes, on every device alike (kept well inside the
  // minute a number may run ahead of the server's clock).
  let virtual = 0;

  const open = async (device: Device) => {
    const response = await request.post(url, { headers, data: {} });
    expect([200, 201], await response.text()).toContain(response.status());
    const paper = (await response.json()) as AttemptResponse;
    device.learn(paper.clock_ms, virtual);
    // The device merges the server's answers into its copy: per question the later change.
    for (const [id, pick] of Object.entries(paper.answers)) {
      const seq = paper.seqs?.[id] ?? 0;
      device.saw(seq);
      const mine = device.picks.get(Number(id));
      if (!mine || mine.seq < seq) device.picks.set(Number(id), { pick, seq, state: "kept" });
    }
    return paper;
  };

  const save = async (device: Device, id: number, how: "delivered" | "lost" | "twice") => {
    const change = device.picks.get(id)!;
    for (let i = 0; i < (how === "twice" ? 2 : 1); i++) {
      const response = await request.put(`${url}/answers/${id}`, {
        headers,
        data: { pick: change.pick, seq: change.seq },
      });
      tally.saves += 1;
      if (handedIn) {
        const refusal = (await response.json()) as { code: string; message: string };
        // Handed in: refused (a forged pick may be refused for what it is first).
        expect(
          [
            "exams.alreadySubmitted",
            ...(change.forged ? ["exams.seqAhead", "exams.chooseOption"] : []),
          ],
          `question ${id} after the hand-in: ${response.status()}`,
        ).toContain(refusal.code);
        expect(refusal.message).toBeTruthy();
        tally.afterHandIn += 1;
        return;
      }
      if (change.forged) {
        expect(response.status(), `forged (${change.forged}) question ${id}`).toBe(422);
        const refusal = (await response.json()) as { code: string; message: string };
        expect(refusal.code).toBe(
          change.forged === "ahead" ? "exams.seqAhead" : "exams.chooseOption",
        );
        expect(refusal.message).toBeTruthy();
        // Refused on its own: the device keeps it not counted, and it goes no further.
        device.picks.delete(id);
        return;
      }
      expect(response.status(), await response.text()).toBe(200);
      const was = expected.get(id);
      if (!was || was.seq < change.seq) expected.set(id, { pick: change.pick, seq: change.seq });
      const reply = (await response.json()) as AnswerResponse;
      // The reply says what the server keeps for the question now: this pick, or a later one.
      expect({ pick: reply.pick, seq: reply.seq }, `question ${id}'s reply`).toEqual(
        expected.get(id),
      );
      if (how === "lost") {
        tally.lost += 1;
        return; // the device never hears: the pick still waits on it, and is sent again later
      }
      device.saw(reply.seq);
      if (reply.seq >= change.seq)
        device.picks.set(id, { pick: reply.pick, seq: reply.seq, state: "kept" });
    }
    if (how === "twice") tally.twice += 1;
  };

  /** What waits on `device` goes out, in a random order (the signal back, or the page opened again). */
  const sendWaiting = async (device: Device) => {
    const waiting = [...device.picks].filter(([, p]) => p.state === "waiting").map(([id]) => id);
    for (const id of rng.sample(waiting, waiting.length)) await save(device, id, "delivered");
  };

  const devices = [new Device(rng.int(360_000) - 180_000), new Device(rng.int(360_000) - 180_000)];
  const paper = await open(devices[0]!);
  await open(devices[1]!);
  const questions = paper.questions.slice(0, 12);
  const count = 4 + rng.int(12);
  let reopened = 0;
  for (let n = 0; n < count; n++) {
    virtual += 100 + rng.int(2_500);
    const device = devices[rng.int(2)]!;
    const question = rng.pick(questions);
    const roll = rng.next();
    const forged = roll < 0.06 ? "noOption" : roll < 0.1 ? "ahead" : undefined;
    const seq = device.nextSeq(virtual);
    device.picks.set(question.id, {
      pick: forged === "noOption" ? `Not an option ${seq}` : rng.pick(question.options),
      seq: forged === "ahead" ? seq + 600_000 : seq,
      state: "waiting",
      ...(forged ? { forged } : {}),
    });
    tally.changes += 1;
    if (forged) tally[forged === "ahead" ? "ahead" : "forged"] += 1;
    const fault = rng.pick(["delivered", "delivered", "lost", "twice", "waits", "waits"] as const);
    if (fault === "waits") tally.waited += 1;
    else await save(device, question.id, fault);
    // The paper opened again now and then (an account's starts are limited: 30 in 10 minutes).
    if (reopened < 4 && rng.chance(0.15)) {
      reopened += 1;
      tally.reopened += 1;
      await open(device);
      await sendWaiting(device);
    }
  }
  // Both devices come back and send what waits, in a random order; or one hands the paper in
  // first, and what the other still holds is refused.
  const order = rng.chance(0.5) ? [0, 1] : [1, 0];
  if (rng.chance(0.3)) {
    const [first, second] = order.map((d) => devices[d]!);
    await sendWaiting(first!);
    const submitted = await request.post(`${url}/submit`, { headers });
    expect(submitted.status(), await submitted.text()).toBe(200);
    handedIn = true;
    tally.handedIn += 1;
    await sendWaiting(second!);
  } else for (const d of order) await sendWaiting(devices[d]!);

  // The resume, and the account's export, hold per question the later change that reached the server.
  const resumed = (await (await request.post(url, { headers, data: {} })).json()) as
    AttemptResponse | { code: string };
  if (!handedIn) {
    const running = resumed as AttemptResponse;
    expect(running.answers).toEqual(
      Object.fromEntries([...expected].map(([id, p]) => [String(id), p.pick])),
    );
    expect(running.seqs).toEqual(
      Object.fromEntries([...expected].map(([id, p]) => [String(id), p.seq])),
    );
  }
  const exported = (await (
    await request.get("/api/me/export", { headers })
  ).json()) as ExportResponse;
  const sat = exported.exam_attempts.filter((a) => a.exam.slug === slug);
  expect(sat, "the attempt in the account once").toHaveLength(1);
  for (const q of paper.questions)
    expect(sat[0]!.questions.find((s) => s.id === q.id)?.pick ?? null, `question ${q.id}`).toBe(
      expected.get(q.id)?.pick ?? null,
    );
  tally.scenarios += 1;
}

/** A private bank of 12 questions, new on every run (a tag), each with four options. */
function privateQuestions(tag: string) {
  return Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    category: "mathematics",
    question: `Sitting faults ${tag} question ${i + 1}: what is ${i + 1} times 7?`,
    options: [`${7 * (i + 1)}`, `${7 * (i + 1) + 1}`, `${7 * (i + 1) - 1}`, `${7 * (i + 2)}`],
    answer: `${7 * (i + 1)}`,
    explanation: `${i + 1} times 7 is ${7 * (i + 1)}.`,
  }));
}

async function uploadBank(
  request: APIRequestContext,
  headers: Headers,
  name: string,
  questions: unknown[],
) {
  const made = await request.post("/api/examiner/banks", { headers, data: { name, questions } });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { id: number }).id;
}

/** TOTAL scenarios, each on `sitting()`'s exam with its account. */
async function play(
  what: string,
  seed: number,
  sitting: () => Promise<{ request: APIRequestContext; headers: Headers; slug: string }>,
) {
  const rng = seeded(seed);
  for (let n = 0; n < TOTAL; n++) {
    try {
      const { request, headers, slug } = await sitting();
      await scenario(request, headers, slug, rng);
    } catch (error) {
      (error as Error).message =
        `SEED=${SEED} ${what} scenario ${n + 1}: ${(error as Error).message}`;
      throw error;
    }
  }
}

test.describe.configure({ mode: "parallel" });

test(`a scholarship exam on two devices under faults: ${TOTAL} scenarios`, async ({ request }) => {
  test.setTimeout(60_000 + TOTAL * 20_000);
  console.log(`exam sitting faults: SEED=${SEED}, ${TOTAL} scenarios`);
  const examiner = await apiAccount(request, "examiner");
  const tag = `${SEED}-${Date.now().toString(36)}`;
  const slug = `faults-${tag}`;
  const made = await request.post("/api/examiner/exams", {
    headers: examiner.headers,
    data: {
      title: `Sitting faults ${tag}`,
      slug,
      source: {
        bank_id: await uploadBank(
          request,
          examiner.headers,
          `Faults ${tag}`,
          privateQuestions(tag),
        ),
      },
      selection: { mode: "fixed" },
      timing: { mode: "whole_paper", minutes: 60 },
      opens_at: new Date(Date.now() - 60_000).toISOString(),
      closes_at: new Date(Date.now() + 3 * 60 * 60_000).toISOString(),
      profile: "csit",
      release: "manual",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  // A student a scenario: one attempt an exam, and an account's starts and saves are limited.
  await play("exam", SEED, async () => ({
    request,
    headers: (await apiAccount(request)).headers,
    slug,
  }));
});

test(`a live mock on two devices under faults: ${TOTAL} scenarios`, async ({ request }) => {
  test.setTimeout(60_000 + TOTAL * 20_000);
  const examiner = await apiAccount(request, "examiner");
  const paper = "mock-2";
  // A held-back bank in the paper's pattern (decision 0450): its subjects' counts, new questions.
  const shown = (await (await request.get(`/api/mocks/${paper}`)).json()) as {
    questions: Array<{ category: string }>;
  };
  const tag = `${SEED}-${Date.now().toString(36)}`;
  const questions = shown.questions.map((q, i) => ({
    id: i + 1,
    category: q.category.toLowerCase(),
    question: `Live faults ${tag} ${q.category} ${i + 1}: what is ${i + 1} plus 9?`,
    options: [`${i + 10}`, `${i + 11}`, `${i + 12}`, `${i + 13}`],
    answer: `${i + 10}`,
    explanation: `${i + 1} plus 9 is ${i + 10}.`,
  }));
  const made = await request.post("/api/examiner/live-mocks", {
    headers: examiner.headers,
    data: {
      paper,
      bank_id: await uploadBank(request, examiner.headers, `Live faults ${tag}`, questions),
      opens_at: new Date().toISOString(),
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const slug = ((await made.json()) as { slug: string }).slug;
  // Everyone sits the one live mock: a student a scenario.
  await play("live mock", SEED + 1, async () => ({
    request,
    headers: (await apiAccount(request)).headers,
    slug,
  }));
});
