import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { MOCK_PAPER_COUNT, MOCK_PAPERS_FILE } from "@tayari/content/mock-papers";
import { dealMockPapers } from "@tayari/content/mock-papers-file";
import {
  BCA_BANK_FILE,
  BCA_MOCK_PAPER_COUNT,
  BCA_PAPER_QUOTAS,
  BCA_PAPERS_FILE,
} from "@tayari/content/bca";
import { dealBcaPapers } from "@tayari/content/bca-check";

/**
 * Question banks for the journeys, generated: sums whose keys are certain, in the exact shapes and
 * quotas of the real banks. The journeys test the screens' behaviour; the real banks' content is
 * checked by `npm run content:check` and reviewed by people.
 */
let nextId = 0;
const rotate = <T>(list: T[], by: number) => [
  ...list.slice(list.length - by),
  ...list.slice(0, list.length - by),
];
function sum(category: string, seed: number) {
  nextId += 1;
  const a = 10 + (seed % 89);
  const b = nextId;
  const answer = a + b;
  return {
    id: nextId,
    category,
    question: `Fixture ${nextId}: what is ${a} + ${b}?`,
    // The key moves round the options (content:check refuses a bank whose keys crowd one letter).
    options: rotate([answer, answer + 1, answer - 1, answer + 10], nextId % 4).map(String),
    answer: String(answer),
    explanation: `${a} + ${b} = ${answer}.`,
  };
}
const many = (category: string, n: number) =>
  Array.from({ length: n }, (_, i) => sum(category, i * 7));

/**
 * The 2074 paper opens with the question format: a C fragment, a formula and a figure (its SVG is
 * written to figures/), so the journeys see code, MathML and an image as a student would.
 */
export const FORMAT_QUESTIONS = [
  {
    category: "computer",
    question:
      'What does this C code print?\n```c\nint i, s = 0;\nfor (i = 1; i <= 3; i++) {\n    s += i;\n}\nprintf("%d", s);\n```',
    options: ["6", "3", "4", "0"],
    answer: "6",
    explanation: "s becomes 1 + 2 + 3 = 6.",
  },
  {
    category: "physics",
    question: "What is $\\frac{1}{2}$ of $$\\sqrt{16}$$",
    options: ["$2$", "$4$", "$8$", "$1$"],
    answer: "$2$",
    explanation: "The square root of 16 is 4, and half of 4 is 2.",
  },
  {
    category: "chemistry",
    question: "How many equal parts is the bar in the figure cut into?",
    options: ["2", "3", "4", "5"],
    answer: "2",
    explanation: "One line cuts the bar into two equal halves.",
    figure: { file: "halves.svg", alt: "A bar cut by one line into two equal halves" },
  },
];
const HALVES_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60"><rect x="2" y="2" width="196" height="56" fill="#eef3f8" stroke="#1b2430" stroke-width="2"/><line x1="100" y1="2" x2="100" y2="58" stroke="#1b2430" stroke-width="2"/></svg>';

/** Two bars of rain, for a passage's drawing in an examiner's bank (decision 223). */
export const RAIN_ALT = "Two bars: Asar 800 mm of rain, Saun 900 mm";
const RAIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect x="30" y="20" width="50" height="72" fill="#6b8fb8"/><rect x="120" y="11" width="50" height="81" fill="#1b4f8a"/><line x1="10" y1="92" x2="190" y2="92" stroke="#1b2430" stroke-width="2"/></svg>';

export function writeFixtureBanks(dir: string): void {
  mkdirSync(path.join(dir, "figures"), { recursive: true });
  writeFileSync(path.join(dir, "figures", "halves.svg"), HALVES_SVG);
  writeFileSync(path.join(dir, "figures", "rain-bars.svg"), RAIN_SVG);
  nextId = 0;
  const write = (file: string, data: unknown) =>
    writeFileSync(path.join(dir, file), JSON.stringify(data));
  const scienceMix: Array<[string, number]> = [
    ["physics", 8],
    ["chemistry", 8],
    ["biology", 8],
    ["mathematics", 8],
    ["english", 6],
    ["general knowledge", 5],
    ["geography", 4],
    ["logic", 3],
  ];
  write("science-exam.json", {
    sets: [1, 2, 3, 4].map((set) => ({
      set,
      questions: scienceMix.flatMap(([c, n]) => many(c, n)),
    })),
  });
  const managementMix: Array<[string, number]> = [
    ["mathematics", 10],
    ["english", 8],
    ["analogy", 6],
    ["general knowledge", 6],
    ["logical reasoning", 6],
    ["geography", 4],
    ["history", 4],
    ["technology", 3],
    ["sports", 3],
  ];
  write("management-exam.json", {
    sets: [1, 2].map((set) => ({ set, questions: managementMix.flatMap(([c, n]) => many(c, n)) })),
  });
  write("category-test.json", {
    questions: [
      ...many("english", 20),
      ...many("physics", 20),
      ...many("chemistry", 20),
      ...many("mathematics", 20),
      ...many("biology", 10),
      ...many("gk", 10),
    ],
  });
  const formatPaper = () => [
    ...FORMAT_QUESTIONS.map((q) => ({ id: (nextId += 1), ...q })),
    ...many("mathematics", 25),
    ...many("physics", 24),
    ...many("chemistry", 24),
    ...many("english", 15),
    ...many("computer", 9),
  ];
  const paper = () => [
    ...many("mathematics", 25),
    ...many("physics", 25),
    ...many("chemistry", 25),
    ...many("english", 15),
    ...many("computer", 10),
  ];
  const entrance = {
    questions: [
      ...formatPaper(),
      ...paper(),
      ...paper(),
      ...paper(),
      ...paper(),
      ...paper(),
      ...many("mathematics", 100),
      ...many("physics", 100),
      ...many("chemistry", 50),
      ...many("english", 60),
      ...many("computer", 90),
    ],
  };
  write("entrance.json", entrance);
  // The mock tests, dealt from this bank the way the product's were dealt from its own.
  write(MOCK_PAPERS_FILE, dealMockPapers(entrance.questions, MOCK_PAPER_COUNT, 1));
  const topics: Array<[string, number]> = [
    ["Tag Questions", 100],
    ["Pronouns", 100],
    ["Subject-verb Agreement", 70],
    ["Phrasal Verbs", 24],
    ["Word Knowledge MCQ", 96],
    ["Verbs MCQ", 72],
  ];
  write("subjects.json", {
    English: Object.fromEntries(topics.map(([t, n]) => [t, many("english", n)])),
  });
  writeBcaBank(write);
}

/**
 * The BCA entrance bank (decision 173) and its five papers: each paper opens with a reading passage
 * of five questions, the passage a paragraph with maths and a table six columns wide (wider than a
 * phone), so the journeys see a passage as a student would.
 */
function writeBcaBank(write: (file: string, data: unknown) => void) {
  const passages = Array.from({ length: BCA_MOCK_PAPER_COUNT }, (_, p) => ({
    id: `reading-${p + 1}`,
    title: `Rainfall of town ${p + 1}`,
    text: [
      `Town ${p + 1} keeps its rainfall $r$ in millimetres; its mean over the months is $\\bar{r} = \\frac{1}{6}\\sum r$.`,
      "",
      "| Month | Baisakh | Jestha | Asar | Shrawan | Bhadra |",
      "| --- | ---: | ---: | ---: | ---: | ---: |",
      `| Rain (mm) | ${100 + p} | ${200 + p} | ${400 + p} | ${500 + p} | ${300 + p} |`,
      "",
      "Read the table before you answer the questions below it.",
    ].join("\n"),
  }));
  const questions = [
    ...passages.flatMap((passage) =>
      many("english", 5).map((q) => ({ ...q, topic: "comprehension", passage: passage.id })),
    ),
    ...BCA_PAPER_QUOTAS.filter((quota) => !quota.passage).flatMap((quota) =>
      many(quota.category, quota.count * BCA_MOCK_PAPER_COUNT).map((q, k) => ({
        ...q,
        topic: quota.topics?.[k % quota.topics.length] ?? "nepal",
      })),
    ),
  ];
  const bank = { passages, questions };
  write(BCA_BANK_FILE, bank);
  const papers = dealBcaPapers(bank, BCA_MOCK_PAPER_COUNT, 1);
  if ("short" in papers)
    throw new Error(`the BCA fixture bank is short: ${papers.short.join("; ")}`);
  write(BCA_PAPERS_FILE, papers);
}
