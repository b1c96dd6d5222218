import { describe, expect, it, afterAll } from "vitest";
import { bcaBank, cleanBanks, removeTempDirs, writeBanks } from "../test/make-banks";
import { BCA_ENTRANCE, OPTIONAL_BANKS, REQUIRED_BANKS } from "./banks";
import {
  BCA_FORMAT,
  BCA_MOCK_PAPER_COUNT,
  BCA_PAPER_QUOTAS,
  BCA_PAPER_SEQUENCE,
  bcaTopicNeeds,
} from "./bca";
import { checkBcaBank, checkBcaPapers, dealBcaPapers } from "./bca-check";
import { checkBanks } from "./check-banks";
import type { MockPapersFile } from "./mock-papers-file";
import { passageProblems } from "./passages";
import { formatProblem } from "./problem";
import { validateBank } from "./validate";

afterAll(removeTempDirs);

const label = "banks/bca-entrance.json";
const reasons = (problems: { file: string; id: number | null; reason: string }[]) =>
  problems.map(formatProblem);
const dealt = (bank = bcaBank()) => dealBcaPapers(bank, BCA_MOCK_PAPER_COUNT, 7) as MockPapersFile;

describe("the BCA entrance format", () => {
  it("is 100 questions: English 40, Mathematics 50, General Knowledge 10, the reading run first", () => {
    const by = (category: string) =>
      BCA_PAPER_QUOTAS.filter((q) => q.category === category).reduce((n, q) => n + q.count, 0);
    expect([by("english"), by("mathematics"), by("general knowledge")]).toEqual([40, 50, 10]);
    expect(BCA_PAPER_SEQUENCE).toHaveLength(BCA_FORMAT.questions);
    expect(BCA_PAPER_QUOTAS[0]).toMatchObject({
      topics: ["comprehension"],
      count: 5,
      passage: true,
    });
  });

  it("asks of the bank what the papers need, and is a bank the product requires", () => {
    const needs: Record<string, number> = {};
    for (const { quota, needed } of bcaTopicNeeds())
      needs[quota.category] = (needs[quota.category] ?? 0) + needed;
    expect(BCA_ENTRANCE.minimum).toEqual(needs);
    // Its questions are in and its mock tests in the product: a missing file is a fault (decision 175).
    expect(REQUIRED_BANKS).toContain(BCA_ENTRANCE);
    expect(OPTIONAL_BANKS).not.toContain(BCA_ENTRANCE);
  });
});

describe("the BCA bank", () => {
  it("a bank with five papers' worth of every topic has no problems", () => {
    const bank = bcaBank();
    expect(validateBank(label, bank, BCA_ENTRANCE)).toEqual([]);
    expect(checkBcaBank(label, bank)).toEqual([]);
  });

  it("names a missing or unknown topic, a reading question without its passage, a passage of the wrong size, and a short topic", () => {
    const bank = bcaBank();
    const [read1, read2] = bank.questions as unknown as Record<string, unknown>[];
    const maths = bank.questions.find((q) => q.category === "mathematics")! as Record<
      string,
      unknown
    >;
    const gk = bank.questions.find((q) => q.category === "general knowledge")! as Record<
      string,
      unknown
    >;
    delete read1!.passage;
    read2!.topic = "grammar";
    maths.topic = "Calculus";
    read2!.passage = "reading-2";
    delete gk.topic;
    expect(reasons(checkBcaBank(label, bank))).toEqual([
      `${label}: id ${read1!.id}: a comprehension question stands on a passage: name it in "passage"`,
      `${label}: id ${read2!.id}: a question on a passage is english, topic "comprehension"`,
      `${label}: id ${maths.id}: topic "Calculus" is mis-cased or spaced; write "calculus"`,
      `${label}: id ${gk.id}: topic is missing: name the syllabus portion it tests`,
      `${label}: passage "reading-2" has 6 questions; a BCA passage has 5, the paper's reading run`,
      `${label}: passage "reading-1" has 3 questions; a BCA passage has 5, the paper's reading run`,
      `${label}: has 3 reading passages of 5 questions; 5 papers that share no question need 5`,
      `${label}: is short of mathematics: calculus: 34 questions; 5 papers that share no question need 35`,
      `${label}: is short of general knowledge: 49 questions; 5 papers that share no question need 50`,
    ]);
  });

  it("holds a few questions in the format the authors write, passage and topics included", () => {
    // Written for this test: a reading passage with its five questions, then one of each other kind.
    const passage = {
      id: "bca-p1",
      title: "The village library",
      text:
        "When the school in Dhading got a small library, few pupils used it at first. The librarian, a retired teacher, began reading a story aloud every Friday and stopping at the most exciting point.\n\n" +
        "Within a month the shelves were half empty on Saturdays: the pupils had borrowed the books to learn how the stories ended.",
    };
    const reading = (id: number, question: string, options: string[], answer: string) => ({
      id,
      category: "english",
      topic: "comprehension",
      passage: "bca-p1",
      question,
      options,
      answer,
      explanation: `The passage says so: ${answer.toLowerCase()} is what its sentences tell the reader.`,
    });
    const sample = {
      passages: [passage],
      questions: [
        reading(
          1,
          "Who read the stories aloud?",
          ["A pupil", "The retired teacher", "The headmaster", "A parent"],
          "The retired teacher",
        ),
        reading(
          2,
          "On which day were the stories read?",
          ["Monday", "Wednesday", "Friday", "Saturday"],
          "Friday",
        ),
        reading(
          3,
          "Why were the shelves half empty on Saturdays?",
          [
            "Books had been lost",
            "Pupils borrowed books to finish the stories",
            "The library was closed",
            "New shelves were added",
          ],
          "Pupils borrowed books to finish the stories",
        ),
        reading(
          4,
          "At first, the library was ____.",
          ["crowded", "little used", "closed", "far away"],
          "little used",
        ),
        reading(
          5,
          "Which word in the passage means 'taken for a time, to be returned'?",
          ["borrowed", "retired", "exciting", "empty"],
          "borrowed",
        ),
        {
          id: 6,
          category: "mathematics",
          topic: "calculus",
          question: "What is $\\frac{d}{dx}(x^3)$ at $x = 2$?",
          options: ["$6$", "$8$", "$12$", "$3$"],
          answer: "$12$",
          explanation:
            "The derivative of $x^3$ is $3x^2$, and at $x = 2$ it is $3 \\times 4 = 12$; $8$ is the value of $x^3$ itself.",
        },
        {
          id: 7,
          category: "general knowledge",
          topic: "nepal",
          question: "How many provinces does Nepal have under the Constitution of 2072 BS?",
          options: ["5", "7", "9", "14"],
          answer: "7",
          explanation:
            "The Constitution of Nepal of 2072 BS divides the country into 7 provinces; 14 was the number of the old zones.",
        },
      ],
    };
    const shortages = /^banks\/bca-entrance\.json: (has \d+ reading|is short of)/;
    expect(reasons(checkBcaBank(label, sample)).filter((line) => !shortages.test(line))).toEqual(
      [],
    );
    expect(
      passageProblems(label, sample, [{ where: "", questions: sample.questions }], ""),
    ).toEqual([]);
  });
});

describe("BCA mock papers", () => {
  it("are dealt in the quota order, the reading run first, sharing no question, and pass the check", () => {
    const bank = bcaBank();
    const file = dealt(bank);
    expect(checkBcaPapers(file, bank)).toEqual([]);
    expect(file.papers).toHaveLength(BCA_MOCK_PAPER_COUNT);
    const all = file.papers.flatMap((p) => p.questions);
    expect(new Set(all).size).toBe(all.length);
    const byId = new Map(bank.questions.map((q) => [q.id, q as { passage?: string }]));
    for (const paper of file.papers) {
      const passages = new Set(paper.questions.slice(0, 5).map((id) => byId.get(id)!.passage));
      expect(passages.size).toBe(1);
      expect(byId.get(paper.questions[5]!)!.passage).toBeUndefined();
    }
  });

  it("says what is short when the bank cannot fill the papers", () => {
    expect(dealBcaPapers(bcaBank(4), BCA_MOCK_PAPER_COUNT, 7)).toEqual({
      short: [
        "4 reading passages of 5 for 5 papers",
        ...BCA_PAPER_QUOTAS.filter((q) => !q.passage).map(
          (q) =>
            `${q.count * 4} ${q.topics ? `${q.category}: ${q.topics.join(" or ")}` : q.category} questions for ${q.count * 5}`,
        ),
      ],
    });
  });

  it("reports a question out of its place, a broken reading run, a question in two papers and an unknown id", () => {
    const bank = bcaBank();
    const file = dealt(bank);
    const [first, second] = file.papers;
    const swapped = first!.questions[5]!;
    [first!.questions[4], first!.questions[5]] = [first!.questions[5]!, first!.questions[4]!];
    second!.questions[99] = first!.questions[99]!;
    second!.questions[98] = 999_999;
    const lines = reasons(checkBcaPapers(file, bank));
    expect(lines).toEqual([
      `banks/bca-mock-papers.json: id ${swapped}: BCA mock test 1, question 5: is english: ${(bank.questions.find((q) => q.id === swapped) as { topic?: string }).topic}; the quotas put english: comprehension there`,
      `banks/bca-mock-papers.json: id ${first!.questions[5]}: BCA mock test 1, question 6: is english: comprehension; the quotas put english: grammar or vocabulary there`,
      expect.stringMatching(
        /^banks\/bca-mock-papers\.json: BCA mock test 1: questions 1 to 5 must be one passage's questions in the bank's order \(passage "reading-\d": /,
      ),
      "banks/bca-mock-papers.json: id 999999: BCA mock test 2, question 99: not in bca-entrance.json",
      `banks/bca-mock-papers.json: id ${first!.questions[99]}: BCA mock test 2, question 100: already in BCA mock test 1; papers share no question`,
    ]);
  });

  it("content:check reads the BCA bank and its papers when they are there", () => {
    const bank = bcaBank();
    const dir = writeBanks({
      ...cleanBanks(),
      "bca-entrance.json": bank,
      "bca-mock-papers.json": dealt(bank),
    });
    const { problems, counts } = checkBanks(dir);
    expect(problems).toEqual([]);
    expect(counts.banks).toBe(6);
    expect(counts.perBank["bca-entrance.json"]).toBe(500);
    const { "bca-mock-papers.json": _papers, ...withoutPapers } = cleanBanks();
    const alone = writeBanks({ ...withoutPapers, "bca-entrance.json": bank });
    expect(reasons(checkBanks(alone).problems)).toEqual([
      "banks/bca-mock-papers.json: missing: npm run content:mock-papers -- --bca deals it",
    ]);
  }, 60_000);
});
