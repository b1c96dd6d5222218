import { expect, type APIRequestContext } from "@playwright/test";
import { yearPaper } from "@tayari/content/banks";
import type { AttemptMode, PutAttemptRequest } from "@tayari/contracts/attempts";
import type { ExportResponse } from "@tayari/contracts/account";
import { readBank, type BankQuestion } from "./quiz-support";

/**
 * The answer ledger under faults (issue 64 point 6, decision 347): what the seeded scenarios of
 * answer-faults.spec.ts are made of. A scenario is a random mode, random answers, and random
 * faults between answering and the server; this file draws them from a seed, so `SEED=<n>` plays
 * a failed run again exactly.
 */

/** mulberry32: a small seeded generator, the same numbers for the same seed on every machine. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]): T => list[int(list.length)]!,
    /** `n` different items of `list`, in a random order. */
    sample: <T>(list: readonly T[], n: number): T[] => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    },
    /** A v4-shaped UUID from the seed: a replay (on its fresh database) makes the same ids. */
    uuid: () =>
      "xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx".replace(/[xy]/g, (c) =>
        (c === "x" ? int(16) : 8 + int(4)).toString(16),
      ),
  };
}
export type Rng = ReturnType<typeof seeded>;

/** A question with the bank key its answer is kept under. */
export interface Drawable extends BankQuestion {
  bank: string;
}

/** The practice modes a scenario can be: each with the bank its questions come from. */
export interface ModeSource {
  mode: AttemptMode;
  source: string;
  questions: () => readonly Drawable[];
}

const tagged = (bank: string, questions: readonly BankQuestion[]): Drawable[] =>
  questions.map((q) => ({ ...q, bank }));

/** The fixture banks the server and the build share, as the scenarios draw from them. */
export function fixtureSources(unit: () => { id: number; questions: readonly BankQuestion[] }) {
  const entrance = tagged(
    "entrance",
    readBank<{ questions: BankQuestion[] }>("entrance.json").questions,
  );
  const categoryTest = tagged(
    "category-test",
    readBank<{ questions: BankQuestion[] }>("category-test.json").questions,
  );
  const english = readBank<{ English: Record<string, BankQuestion[]> }>("subjects.json").English;
  const topics = Object.keys(english);
  const unitQuestions = () => tagged(`unit:${unit().id}`, unit().questions);
  const mixed = () => [
    ...entrance.slice(0, 200),
    ...categoryTest,
    ...tagged(`english:${topics[0]}`, english[topics[0]!]!.slice(0, 40)),
    ...unitQuestions(),
  ];
  const sources = (rng: Rng): ModeSource => {
    const mode = rng.pick(SCENARIO_MODES);
    switch (mode) {
      case "entrance":
        return { mode, source: "entrance", questions: () => entrance };
      case "year-paper": {
        const year = 2074 + rng.int(6);
        return { mode, source: String(year), questions: () => yearPaper(entrance, year) };
      }
      case "english-topic": {
        const topic = rng.pick(topics);
        return {
          mode,
          source: topic,
          questions: () => tagged(`english:${topic}`, english[topic]!),
        };
      }
      case "category-test":
        return { mode, source: "category-test", questions: () => categoryTest };
      case "school-unit":
        return { mode, source: String(unit().id), questions: unitQuestions };
      default:
        return { mode, source: mode, questions: mixed };
    }
  };
  return sources;
}

/** The modes whose finished attempts go through the client queue (the mocks' sittings have their own). */
export const SCENARIO_MODES: readonly AttemptMode[] = [
  "entrance",
  "year-paper",
  "english-topic",
  "category-test",
  "school-unit",
  "weak-topics",
  "review",
  "next-step",
];

/** How a forged answer is forged: an option the question never had, or a question its bank never had. */
export type Forgery = "noOption" | "noQuestion";

/** One answer as the scenario gave it, and what must become of it. */
export interface Given {
  position: number;
  bank: string;
  id: number;
  pick: string | null;
  /** A forged answer: the server refuses it, the device keeps it "not counted" with the reason. */
  forged?: Forgery;
  /** Its question was taken out of its unit between answering and sending: kept, marked "withdrawn". */
  withdrawn?: boolean;
  /** The option picked was reworded by its examiner between answering and sending: kept, marked "reworded". */
  reworded?: boolean;
}

/** A finished attempt as the device keeps it, with what was given. */
export interface Made {
  id: string;
  attempt: PutAttemptRequest;
  given: Given[];
}

/**
 * An attempt of `source`'s mode: 1-8 questions, each answered right, wrong or left blank at
 * random; with `forge`, one answer forged.
 */
export function makeAttempt(rng: Rng, source: ModeSource, forge: boolean, now: number): Made {
  const pool = source.questions();
  const chosen = rng.sample(pool, 1 + rng.int(Math.min(8, pool.length)));
  const mixed =
    source.mode === "weak-topics" || source.mode === "review" || source.mode === "next-step";
  const given: Given[] = chosen.map((q, position) => {
    const roll = rng.next();
    const pick =
      roll < 0.1
        ? null
        : roll < 0.65
          ? q.answer
          : rng.pick(q.options.filter((o) => o !== q.answer));
    return { position, bank: q.bank, id: q.id, pick };
  });
  if (forge) {
    const at = rng.int(given.length);
    const forged: Forgery = rng.chance(0.5) ? "noOption" : "noQuestion";
    given[at] =
      forged === "noOption"
        ? { ...given[at]!, pick: `Not an option ${rng.int(1000)}`, forged }
        : { ...given[at]!, id: 900_000 + rng.int(90_000), forged };
  }
  const finished = now - 60_000 - rng.int(600_000);
  return {
    id: rng.uuid(),
    given,
    attempt: {
      mode: source.mode,
      source: source.source,
      started_at: new Date(finished - 60_000 * (1 + given.length)).toISOString(),
      finished_at: new Date(finished).toISOString(),
      ...(rng.chance(0.5) ? { seed: rng.int(2 ** 31 - 1) } : {}),
      questions: given.map((g) => ({
        id: g.id,
        ...(mixed ? { bank: g.bank } : {}),
        pick: g.pick,
        seconds: rng.int(120),
      })),
    },
  };
}

/** The device's kept attempt, as the screen that finished it keeps it (kept-attempts.ts keepAttempt). */
export const keptEntry = (made: Made, owner: number | null) => ({
  id: made.id,
  owner,
  attempt: made.attempt,
  ledger: {
    seq: made.attempt.questions.length,
    answers: Object.fromEntries(
      made.attempt.questions.map((q, i) => [
        String(i),
        { pick: q.pick, seq: i + 1, state: "waiting" },
      ]),
    ),
  },
});

/** An answer of the device's ledger, as the page keeps it. */
export interface DeviceAnswer {
  pick: string | null;
  state: "waiting" | "kept" | "marked" | "refused";
  reason?: { code: string; message?: string };
}

/** What the account holds, by attempt id: its answers by `bank/id`, each with how often it is there. */
export async function accountAnswers(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.get("/api/me/export", { headers });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as ExportResponse;
  const byAttempt = new Map<string, Map<string, { pick: string | null; count: number }>>();
  const seen = new Map<string, number>();
  for (const attempt of body.attempts) {
    seen.set(attempt.id, (seen.get(attempt.id) ?? 0) + 1);
    const answers = new Map<string, { pick: string | null; count: number }>();
    for (const q of attempt.questions) {
      const key = `${q.bank}/${q.id}`;
      const was = answers.get(key);
      answers.set(key, { pick: q.pick, count: (was?.count ?? 0) + 1 });
    }
    byAttempt.set(attempt.id, answers);
  }
  return { byAttempt, seen, total: body.attempts.reduce((n, a) => n + a.questions.length, 0) };
}

/** A unit of ten or more sums, written for an examiner to publish (the CSV the import page takes). */
export function unitCsv(tag: string, n: number): string {
  const rows = [
    "question,option_a,option_b,option_c,option_d,option_e,answer,category,explanation",
  ];
  for (let i = 1; i <= n; i++)
    rows.push(
      `What is ${i} times 3 (${tag})?,${3 * i},${3 * i + 1},${3 * i - 1},${3 * i + 3},,A,mathematics,${i} times 3 is ${3 * i}.`,
    );
  return rows.join("\n");
}
