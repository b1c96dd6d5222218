import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { MOCK_PAPER_COUNT, MOCK_PAPERS_FILE } from "@tayari/content/mock-papers";
import {
  BCA_BANK_FILE,
  BCA_MOCK_PAPER_COUNT,
  BCA_PAPER_QUOTAS,
  BCA_PAPERS_FILE,
} from "@tayari/content/bca";
import { dealBcaPapers } from "@tayari/content/bca-check";
import { dealMockPapers } from "@tayari/content/mock-papers-file";
import type { Question } from "@tayari/contracts/question";
import { question, writeProgressFixtures } from "../../test/progress-fixtures";
import type { TestApp } from "../../test/test-app";

const QUOTAS: Array<[string, number]> = [
  ["mathematics", 25],
  ["physics", 25],
  ["chemistry", 25],
  ["english", 15],
  ["computer", 10],
];

/**
 * The progress fixtures' catalog, with an entrance bank of 1,000 questions whose key is always "B"
 * (six model papers in quota order, then 400 more) and mock papers dealt from it.
 */
export function writeMockFixtures() {
  const fixtures = writeProgressFixtures();
  let id = 0;
  const block = () =>
    QUOTAS.flatMap(([c, n]) => Array.from({ length: n }, () => question(++id, c)));
  const entrance: Question[] = Array.from({ length: 10 }, block).flat();
  writeFileSync(
    path.join(fixtures.BANKS_DIR, "entrance.json"),
    JSON.stringify({ questions: entrance }),
  );
  const papers = dealMockPapers(entrance, MOCK_PAPER_COUNT, 1);
  writeFileSync(path.join(fixtures.BANKS_DIR, MOCK_PAPERS_FILE), JSON.stringify(papers));
  return { env: fixtures, entrance, papers };
}

/**
 * A BCA entrance bank just big enough for its five papers (decision 173), key "B" throughout: five
 * reading passages of five questions (the first with maths and a pipe table), then each quota's
 * questions five papers over, and the BCA papers dealt from it.
 */
export function writeBcaFixtures(banksDir: string) {
  let id = 5000;
  const passages = Array.from({ length: BCA_MOCK_PAPER_COUNT }, (_, p) => ({
    id: `reading-${p + 1}`,
    title: `Reading ${p + 1}`,
    text:
      p === 0
        ? "Rain in mm, and its mean $\\bar{r}$:\n\n| Town | Rain |\n| --- | --- |\n| Pokhara | $3500$ |"
        : `Passage ${p + 1} tells of a river.`,
  }));
  const questions = [
    ...passages.flatMap((passage) =>
      Array.from({ length: 5 }, () => ({
        ...question(++id, "english"),
        topic: "comprehension",
        passage: passage.id,
      })),
    ),
    ...BCA_PAPER_QUOTAS.filter((quota) => !quota.passage).flatMap((quota) =>
      Array.from({ length: quota.count * BCA_MOCK_PAPER_COUNT }, (_, k) => ({
        ...question(++id, quota.category),
        topic: quota.topics?.[k % quota.topics.length] ?? "nepal",
      })),
    ),
  ];
  const bank = { passages, questions };
  writeFileSync(path.join(banksDir, BCA_BANK_FILE), JSON.stringify(bank));
  const papers = dealBcaPapers(bank, BCA_MOCK_PAPER_COUNT, 1);
  if ("short" in papers) throw new Error(`the BCA fixture is short: ${papers.short.join("; ")}`);
  writeFileSync(path.join(banksDir, BCA_PAPERS_FILE), JSON.stringify(papers));
  return { bank, papers };
}

export type Headers = Record<string, string>;

/** The paper as the API gives it: its questions in order, with their categories. */
export async function fetchPaper(t: TestApp, slug: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/mocks/${slug}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ questions: Question[] }>().questions;
}

/**
 * A finished sitting of `questions`: `right(q, i)` says which to answer right ("B"), the others
 * wrong ("A") unless `skip(q, i)`. It started `minutes` before it finished, 1 minute ago.
 */
export function sitting(
  t: TestApp,
  slug: string,
  questions: readonly Question[],
  right: (q: Question, i: number) => boolean,
  {
    minutes = 90,
    finishedAt = new Date(t.clock.now.getTime() - 60_000),
    skip = () => false,
  }: {
    minutes?: number;
    finishedAt?: Date;
    skip?: (q: Question, i: number) => boolean;
  } = {},
) {
  return {
    mode: "mock",
    source: slug,
    started_at: new Date(finishedAt.getTime() - minutes * 60_000).toISOString(),
    finished_at: finishedAt.toISOString(),
    questions: questions.map((q, i) => ({
      id: q.id,
      pick: skip(q, i) ? null : right(q, i) ? "B" : "A",
      seconds: 30,
    })),
  };
}

export async function submit(t: TestApp, body: unknown, headers: Headers, id = randomUUID()) {
  return t.app.inject({
    method: "PUT",
    url: `/api/attempts/${id}`,
    payload: body as object,
    headers,
  });
}

export async function standing(t: TestApp, slug: string, headers: Headers) {
  const res = await t.app.inject({ method: "GET", url: `/api/me/mocks/${slug}/standing`, headers });
  expect(res.statusCode).toBe(200);
  return res.json<{
    candidates: number;
    distribution: number[];
    you: null | {
      attempt_id: string;
      marks: number;
      max_marks: number;
      rank: number;
      percentile: number;
      bucket: number;
    };
  }>();
}
