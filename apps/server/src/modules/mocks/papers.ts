import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  ENTRANCE_FORMAT,
  MOCK_PAPERS_FILE,
  PAPERS,
  findPaper,
  paperQuestions,
  type PaperRef,
} from "@tayari/content/mock-papers";
import { mockPapersFileSchema, type MockPapersFile } from "@tayari/content/mock-papers-file";
import { PROFILES } from "@tayari/quiz/marking";
import type { Question } from "@tayari/contracts/question";

/** A paper ready to be sat: its questions in paper order, with keys (the server scores). */
export interface MockPaper {
  ref: PaperRef;
  /** English, for the attempt's title on the account ("Mock test 3", "Model paper 2076"). */
  title: string;
  questions: readonly Question[];
  durationMs: number;
}

export const MOCK_PROFILE = PROFILES[ENTRANCE_FORMAT.profile];
export const PAPER_DURATION_MS = ENTRANCE_FORMAT.minutes * 60_000;

const titleOf = (ref: PaperRef) =>
  ref.kind === "mock" ? `Mock test ${ref.number}` : `Model paper ${ref.number}`;

/** Reads `mock-papers.json` beside the entrance bank; missing: no numbered mock tests, only models. */
function readFile(banksDir: string): MockPapersFile | null {
  const file = path.join(banksDir, MOCK_PAPERS_FILE);
  if (!existsSync(file)) return null;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8").replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new Error(`${file} is not valid JSON; run npm run content:check`, { cause: error });
  }
  const parsed = mockPapersFileSchema.safeParse(data);
  if (!parsed.success)
    throw new Error(`${file} is not a mock papers file; run npm run content:check`);
  return parsed.data;
}

/**
 * The sittable papers (decision 63), made once at start-up from the entrance bank and the mock
 * papers file. A file that names a question the bank does not hold stops the server with its name:
 * half a paper would be marked out of the wrong total.
 */
export class MockPapers {
  private readonly papers = new Map<string, MockPaper>();

  constructor(entrance: readonly Question[], banksDir: string) {
    const file = readFile(banksDir);
    for (const ref of PAPERS) {
      if (ref.kind === "mock" && !file) continue;
      const questions = paperQuestions(ref, entrance, file);
      if (questions.length !== ENTRANCE_FORMAT.questions) {
        if (ref.kind === "model") continue;
        throw new Error(
          `${path.join(banksDir, MOCK_PAPERS_FILE)}: Mock test ${ref.number} cannot be made from the entrance bank; run npm run content:check`,
        );
      }
      this.papers.set(ref.slug, {
        ref,
        title: titleOf(ref),
        questions,
        durationMs: PAPER_DURATION_MS,
      });
    }
  }

  /** The paper a slug names, or null when there is none in this installation. */
  find(slug: string): MockPaper | null {
    return findPaper(slug) ? (this.papers.get(slug) ?? null) : null;
  }

  list(): MockPaper[] {
    return [...this.papers.values()];
  }
}
