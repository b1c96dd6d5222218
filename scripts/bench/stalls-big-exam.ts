/**
 * Issue 67, point 4's table for `npm run bench:stalls`: an exam over a 10,000-question bank that
 * 2,000 candidates have sat (100 questions each, drawn by quota from four of its twenty categories:
 * 2,000 questions, the most an exam draws from), and one open over the same bank.
 * The bank goes in through the API and both exams are made through it; the 2,000 candidates, their
 * attempts and 200,000 answers are written straight into the database (sign-ups would spend the
 * run hashing passwords), before the server starts. The cases are the routes the probe timed on a
 * 40,801-question bank, and the uploads that made such a bank.
 */
import type { buildApp } from "../../apps/server/src/app";
import { createRng, shuffle } from "../../packages/quiz/src/random";
import { insertCandidates } from "./sat-exam";

type App = Awaited<ReturnType<typeof buildApp>>;

export const BIG_BANK = 10_000;
const CANDIDATES = 2_000;
/** Twenty categories of 500 questions; an exam draws 25 from each of four: a pool of 2,000. */
const CATEGORIES = Array.from({ length: 20 }, (_, i) => `topic ${i + 1}`);
const DRAWN = CATEGORIES.slice(0, 4);
const PER_CATEGORY = 25;
const HOUR = 3_600_000;

/** A question with a formula, like the probe's bank (ids from 1). */
export function bigQuestion(id: number) {
  const options = [
    `$\\frac{${id}}{${id + 1}}$`,
    `$\\sqrt{${id + 2}}$`,
    `$x^{${id % 9}}$`,
    `${id} m`,
  ];
  return {
    id,
    category: CATEGORIES[id % CATEGORIES.length]!,
    question: `Question ${id}: find $v = \\frac{d}{t_{${id}}}$ when the distance is ${id} m.`,
    options,
    answer: options[id % 4]!,
    explanation: `Because $\\frac{a}{b} = ${id}$.`,
  };
}

/** A GIFT file of `count` short questions (the probe's 4.9 MB upload had 40,801). */
export function giftFile(count: number): string {
  const lines: string[] = [];
  for (let id = 1; id <= count; id++)
    lines.push(
      `::Q${id}:: Which number comes after ${id}? {=${id + 1} ~${id + 2} ~${id - 1} ~${id * 2}}`,
      "",
    );
  return lines.join("\n");
}

const quota = {
  mode: "quota",
  quotas: DRAWN.map((c) => ({ category: c, count: PER_CATEGORY })),
};

export interface BigExam {
  bankId: number;
  closedSlug: string;
  openSlug: string;
  /** A candidate of the closed exam whose answers the examiner reads. */
  candidateId: number;
}

/**
 * The bank, the two exams and the closed one's 2,000 candidates, written through `app` (the
 * production app on the bench's database, before the server starts). `examinerToken` signs the
 * examiner's requests; `students` (user ids) sit the closed exam too, so their results can be read.
 */
export async function seedBigExam(
  app: App,
  examinerToken: string,
  students: readonly number[],
): Promise<BigExam> {
  const inject = async (method: "POST" | "GET", url: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${examinerToken}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (res.statusCode >= 300)
      throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json();
  };
  const bank = await inject("POST", "/api/examiner/banks", {
    name: "Bench 10,000",
    questions: Array.from({ length: BIG_BANK }, (_, i) => bigQuestion(i + 1)),
  });
  const now = Date.now();
  const exam = (slug: string, opens: number, closes: number) =>
    inject("POST", "/api/examiner/exams", {
      title: `Bench ${slug}`,
      slug,
      source: { bank_id: bank.id },
      selection: quota,
      timing: { mode: "whole_paper", minutes: 120 },
      opens_at: new Date(opens).toISOString(),
      closes_at: new Date(closes).toISOString(),
      profile: "csit",
      release: "at_close",
      confirm_repeat: true,
    });
  const closedSlug = `bench-closed-${now.toString(36)}`;
  const openSlug = `bench-open-${now.toString(36)}`;
  await exam(closedSlug, now + HOUR, now + 3 * HOUR);
  await exam(openSlug, now + 60_000, now + 6 * HOUR);
  // The open exam opened a minute ago (an exam is made to open later): its start is one of the rows.
  await app.db
    .updateTable("exams")
    .set({ opens_at: new Date(now - 60_000) })
    .where("slug", "=", openSlug)
    .execute();
  // The closed exam sat yesterday: its window moved back, 2,000 candidates' attempts written in.
  const closed = await app.db
    .updateTable("exams")
    .set({ opens_at: new Date(now - 26 * HOUR), closes_at: new Date(now - 24 * HOUR) })
    .where("slug", "=", closedSlug)
    .returning("id")
    .executeTakeFirstOrThrow();
  const byCategory = DRAWN.map((c) =>
    Array.from({ length: BIG_BANK }, (_, i) => i + 1).filter(
      (id) => bigQuestion(id).category === c,
    ),
  );
  const rng = createRng(67);
  const userIds = [...(await insertCandidates(app.db, 900_000, CANDIDATES)), ...students];
  const started = new Date(now - 25 * HOUR);
  const attempts = [];
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = await app.db
      .insertInto("exam_attempts")
      .values(
        userIds.slice(i, i + 500).map((userId) => ({
          exam_id: Number(closed.id),
          user_id: userId,
          paper: JSON.stringify(
            byCategory.flatMap((ids) => shuffle(ids, rng).slice(0, PER_CATEGORY)),
          ),
          started_at: started,
          deadline: new Date(started.getTime() + 2 * HOUR),
          submitted_at: new Date(started.getTime() + 90 * 60_000),
        })),
      )
      .returning(["id", "paper"])
      .execute();
    attempts.push(...rows);
  }
  const answers = attempts.flatMap(({ id, paper }) => {
    const ability = 0.2 + rng() * 0.7;
    return (paper as number[]).flatMap((qid) => {
      if (rng() < 0.08) return [];
      const q = bigQuestion(qid);
      return [
        {
          attempt_id: Number(id),
          question_id: qid,
          pick: rng() < ability ? q.answer : q.options[(qid + 1) % 4]!,
          saved_at: started,
        },
      ];
    });
  });
  for (let i = 0; i < answers.length; i += 2000)
    await app.db
      .insertInto("exam_answers")
      .values(answers.slice(i, i + 2000))
      .execute();
  return { bankId: bank.id, closedSlug, openSlug, candidateId: userIds[0]! };
}

export interface StallCase {
  name: string;
  /** The request of the `i`th time (from 0): method, address, body, token. */
  request(i: number): { method: string; url: string; body?: unknown; token: string };
}

/** The probe's routes on the big exam, and the uploads that make such a bank. */
export function bigExamCases(
  big: BigExam,
  examiner: string,
  students: readonly string[],
  starters: readonly string[],
): StallCase[] {
  const get =
    (url: string, token = examiner) =>
    () => ({ method: "GET", url, token });
  return [
    {
      name: `a bank of ${BIG_BANK.toLocaleString("en")} questions with formulas, saved`,
      request: (i) => ({
        method: "POST",
        url: "/api/examiner/banks",
        body: {
          name: `Bench bank ${i}`,
          questions: Array.from({ length: BIG_BANK }, (_, j) => bigQuestion(j + 1 + i * BIG_BANK)),
        },
        token: examiner,
      }),
    },
    {
      name: "a GIFT file of 4.9 MB (40,801 questions), saved: refused by the cap",
      request: () => ({
        method: "POST",
        url: "/api/examiner/banks",
        body: { name: "Bench GIFT", format: "gift", text: giftFile(40_801) },
        token: examiner,
      }),
    },
    {
      name: "item analysis: 2,000 candidates x 100 questions from 2,000 of a 10,000 bank",
      request: get(`/api/examiner/exams/${big.closedSlug}/analysis`),
    },
    {
      name: "one candidate's answers",
      request: get(`/api/examiner/exams/${big.closedSlug}/candidates/${big.candidateId}/answers`),
    },
    { name: "the merit list", request: get(`/api/examiner/exams/${big.closedSlug}/merit`) },
    { name: "the candidates", request: get(`/api/examiner/exams/${big.closedSlug}/candidates`) },
    {
      name: "a student's result",
      request: (i) => ({
        method: "GET",
        url: `/api/exams/${big.closedSlug}/result`,
        token: students[i % students.length]!,
      }),
    },
    {
      name: "the paper previewed (a quota draw from 2,000)",
      request: get(`/api/examiner/exams/${big.openSlug}/preview`),
    },
    {
      name: "that exam started (a new student each time)",
      request: (i) => ({
        method: "POST",
        url: `/api/exams/${big.openSlug}/attempt`,
        body: {},
        token: starters[i]!,
      }),
    },
    { name: "the examiner's list of exams", request: get("/api/examiner/exams") },
  ];
}
