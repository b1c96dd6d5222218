import path from "node:path";
import { BCA_FORMAT, BCA_PAPERS, BCA_PAPERS_FILE } from "@tayari/content/bca";
import {
  ENTRANCE_FORMAT,
  MOCK_PAPERS_FILE,
  PAPERS,
  paperQuestions,
  type PaperRef,
} from "@tayari/content/mock-papers";
import { mockPapersFileSchema, type MockPapersFile } from "@tayari/content/mock-papers-file";
import { PROFILES, type MarkingProfile } from "@tayari/quiz/marking";
import type { Passage, Question } from "@tayari/contracts/question";
import { readBanksFile } from "../banks/entrance-bank";

/**
 * A family of mock papers (decision 175): the entrance they model, its marking profile and time,
 * and the bank (by the key recorded attempts name it with) their questions come from.
 */
export type PaperFamily = "csit" | "bca";

/** A paper ready to be sat: its questions in paper order, with keys (the server scores). */
export interface MockPaper {
  ref: PaperRef;
  family: PaperFamily;
  /** English, for the attempt's title on the account ("Mock test 3", "BCA mock test 2"). */
  title: string;
  questions: readonly Question[];
  /** The passages its questions stand on, each once (decision 174); empty where there are none. */
  passages: readonly Passage[];
  durationMs: number;
  /** The marking profile's name (packages/quiz) and the profile. */
  profileName: string;
  profile: MarkingProfile;
  /** The bank its questions belong to, as recorded attempts name it (`entrance`, `bca-entrance`). */
  bankKey: string;
}

/** The B.Sc.CSIT papers' profile (kept for the attempts module and the standings' tie-breaks). */
export const MOCK_PROFILE = PROFILES[ENTRANCE_FORMAT.profile];
export const PAPER_DURATION_MS = ENTRANCE_FORMAT.minutes * 60_000;

const titleOf = (ref: PaperRef, family: PaperFamily) =>
  family === "bca"
    ? `BCA mock test ${ref.number}`
    : ref.kind === "mock"
      ? `Mock test ${ref.number}`
      : `Model paper ${ref.number}`;

/** Reads a papers file beside its bank; missing: no numbered mock tests of that family. */
const readFile = (banksDir: string, name: string): MockPapersFile | null =>
  readBanksFile(banksDir, name, mockPapersFileSchema, "a mock papers file");

/** The passages a paper's questions name, each once, in the order the paper first names them. */
function passagesOf(questions: readonly Question[], passages: readonly Passage[]): Passage[] {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const named = new Set(questions.flatMap((q) => (q.passage ? [q.passage] : [])));
  return [...named].flatMap((id) => byId.get(id) ?? []);
}

/**
 * The sittable papers (decisions 63 and 175), made once at start-up: the B.Sc.CSIT mock tests and
 * model papers from the entrance bank and `mock-papers.json`, and the BCA mock tests from the BCA
 * bank and `bca-mock-papers.json` (none where either is missing). A file that names a question
 * its bank does not hold stops the server with its name: half a paper would be marked out of the
 * wrong total.
 */
export class MockPapers {
  private readonly papers = new Map<string, MockPaper>();

  constructor(
    entrance: readonly Question[],
    banksDir: string,
    bca: { questions: readonly Question[]; passages: readonly Passage[] } | null = null,
  ) {
    const add = (
      family: PaperFamily,
      refs: readonly PaperRef[],
      bank: readonly Question[],
      passages: readonly Passage[],
      fileName: string,
      format: { questions: number; minutes: number; profile: keyof typeof PROFILES },
      bankKey: string,
    ) => {
      const file = readFile(banksDir, fileName);
      for (const ref of refs) {
        if (ref.kind === "mock" && !file) continue;
        const questions = paperQuestions(ref, bank, file);
        if (questions.length !== format.questions) {
          if (ref.kind === "model") continue;
          throw new Error(
            `${path.join(banksDir, fileName)}: ${titleOf(ref, family)} cannot be made from its bank; run npm run content:check`,
          );
        }
        this.papers.set(ref.slug, {
          ref,
          family,
          title: titleOf(ref, family),
          questions,
          passages: passagesOf(questions, passages),
          durationMs: format.minutes * 60_000,
          profileName: format.profile,
          profile: PROFILES[format.profile],
          bankKey,
        });
      }
    };
    add("csit", PAPERS, entrance, [], MOCK_PAPERS_FILE, ENTRANCE_FORMAT, "entrance");
    if (bca)
      add(
        "bca",
        BCA_PAPERS,
        bca.questions,
        bca.passages,
        BCA_PAPERS_FILE,
        BCA_FORMAT,
        "bca-entrance",
      );
  }

  /** The paper a slug names, or null when there is none in this installation. */
  find(slug: string): MockPaper | null {
    return this.papers.get(slug) ?? null;
  }

  list(): MockPaper[] {
    return [...this.papers.values()];
  }
}
