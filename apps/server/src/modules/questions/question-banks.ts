import { isPaperYear, yearPaper } from "@tayari/content/banks";
import type { SubjectBank } from "@tayari/content/question";
import {
  passageListSchema,
  questionListSchema,
  type Passage,
  type Question,
} from "@tayari/contracts/question";
import type { AttemptMode } from "@tayari/contracts/attempts";
import type { MockPapers } from "../mocks/papers";
import * as repo from "./repository";
import { findVersions, keepBankVersions, type QuestionVersion } from "./version-repository";
import type { Db } from "../../db/db";

export interface Bank {
  key: string;
  title: string;
  questions: ReadonlyMap<number, Question>;
  /** The passages its questions stand on, by id (decision 174): a review sends them once. */
  passages?: ReadonlyMap<string, Passage>;
}

const byId = (questions: readonly Question[]) => new Map(questions.map((q) => [q.id, q]));
const unitQuestions = (json: string) => questionListSchema.parse(JSON.parse(json));
const passageMap = (passages: readonly Passage[]) => new Map(passages.map((p) => [p.id, p]));
const unitPassages = (json: string | null) =>
  json === null ? {} : { passages: passageMap(passageListSchema.parse(JSON.parse(json))) };

const MODE_TITLES: Partial<Record<AttemptMode, string>> = {
  "weak-topics": "Practice of my weak topics",
  review: "Review of missed questions",
  "next-step": "Practise next",
};

/**
 * Every question a recorded attempt may name, by bank key: the entrance bank (whose year papers
 * are slices of it), the category test, the English topics, and the catalog's units (read from the
 * database when asked, so a reseeded catalog is seen at once).
 */
export class QuestionBanks {
  private readonly fileBanks = new Map<string, Bank>();

  constructor(
    private readonly entrance: readonly Question[],
    categoryTest: readonly Question[],
    subjects: SubjectBank,
    private readonly mockPapers: MockPapers | null = null,
  ) {
    const add = (key: string, title: string, questions: readonly Question[]) =>
      this.fileBanks.set(key, { key, title, questions: byId(questions) });
    add("entrance", "CSIT entrance test", entrance);
    add("category-test", "Category test", categoryTest);
    for (const [topic, questions] of Object.entries(subjects.English ?? {}))
      add(`english:${topic}`, `English: ${topic}`, questions);
    // The BCA mock papers' questions (decision 175): reviews of their sittings look them up here.
    // Not a file bank of practice: a reading question drawn alone would lose its passage.
    const bca = (mockPapers?.list() ?? []).filter((p) => p.family === "bca");
    if (bca.length)
      this.paperBanks.set("bca-entrance", {
        key: "bca-entrance",
        title: "BCA entrance",
        questions: byId(bca.flatMap((p) => p.questions)),
        passages: passageMap(bca.flatMap((p) => p.passages)),
      });
  }

  private readonly paperBanks = new Map<string, Bank>();

  /** The questions of every file bank, for drawing practice across banks. */
  fileBankList(): readonly Bank[] {
    return [...this.fileBanks.values()];
  }

  /** The bank behind a key, or null when there is none. */
  async find(db: Db, key: string): Promise<Bank | null> {
    const fileBank = this.fileBanks.get(key) ?? this.paperBanks.get(key);
    if (fileBank) return fileBank;
    const unit = /^(unit|mcq-unit):(\d+)$/.exec(key);
    if (!unit) return null;
    const id = Number(unit[2]);
    const row =
      unit[1] === "unit" ? await repo.findUnit(db, id) : await repo.findEntranceUnit(db, id);
    return row
      ? {
          key,
          title: row.title,
          questions: byId(unitQuestions(row.json_data)),
          ...unitPassages(row.passages),
        }
      : null;
  }

  /** `find` for one request: each bank looked up once however many of its questions are asked. */
  finder(db: Db): (key: string) => Promise<Bank | null> {
    const found = new Map<string, Promise<Bank | null>>();
    return (key) => {
      if (!found.has(key)) found.set(key, this.find(db, key));
      return found.get(key)!;
    };
  }

  /**
   * The bank a single-source attempt draws from, with its title; null when the source names none.
   * A year paper is its slice of the entrance bank.
   */
  async forAttempt(db: Db, mode: AttemptMode, source: string): Promise<Bank | null> {
    switch (mode) {
      case "entrance":
        return source === "entrance" ? this.find(db, "entrance") : null;
      case "category-test":
        return source === "category-test" ? this.find(db, "category-test") : null;
      case "year-paper": {
        const year = Number(source);
        if (!/^\d{4}$/.test(source) || !isPaperYear(year)) return null;
        const paper = yearPaper(this.entrance, year);
        return paper.length
          ? { key: "entrance", title: `CSIT model paper ${year}`, questions: byId(paper) }
          : null;
      }
      case "mock": {
        const paper = this.mockPapers?.find(source);
        return paper
          ? {
              key: paper.bankKey,
              title: paper.title,
              questions: byId(paper.questions),
              passages: passageMap(paper.passages),
            }
          : null;
      }
      case "english-topic":
        return this.find(db, `english:${source}`);
      case "school-unit":
        return /^\d{1,9}$/.test(source) ? this.find(db, `unit:${source}`) : null;
      case "mcq-unit":
        return /^\d{1,9}$/.test(source) ? this.find(db, `mcq-unit:${source}`) : null;
      default:
        return null;
    }
  }

  /**
   * A question of a catalog unit's bank that its examiner has taken out since (decision 0082), as
   * it was when published: an attempt made before it was withdrawn is still marked by it.
   */
  async withdrawn(db: Db, key: string, id: number): Promise<Question | null> {
    const unit = /^unit:(\d+)$/.exec(key);
    if (!unit) return null;
    const removed = await repo.findWithdrawn(db, Number(unit[1]), id);
    if (removed === undefined) return null;
    const parsed = questionListSchema.safeParse([JSON.parse(removed)]);
    return parsed.success ? parsed.data[0]! : null;
  }

  private versionsKept: Promise<void> | null = null;

  /**
   * The file banks' questions kept as versions (decision 343), once per process (again after a
   * failure): the server keeps them as it starts, and recording an attempt waits for them.
   */
  keepVersions(db: Parameters<typeof keepBankVersions>[0]): Promise<void> {
    this.versionsKept ??= keepBankVersions(
      db,
      [...this.fileBanks.values(), ...this.paperBanks.values()].map((bank) => ({
        key: bank.key,
        questions: [...bank.questions.values()],
      })),
    ).catch((error: unknown) => {
      this.versionsKept = null;
      throw error;
    });
    return this.versionsKept;
  }

  /** Every kept version of each of the bank's questions `ids` (decision 343). */
  async versions(
    db: Parameters<typeof keepBankVersions>[0],
    key: string,
    ids: readonly number[],
  ): Promise<Map<number, QuestionVersion[]>> {
    await this.keepVersions(db);
    return findVersions(db, key, ids);
  }

  /** The title of a mode that mixes banks. */
  static mixedTitle(mode: AttemptMode): string {
    return MODE_TITLES[mode] ?? mode;
  }
}
