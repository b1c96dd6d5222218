import { describe, expect, it } from "vitest";
import {
  categoryTestBank,
  cleanBanks,
  entranceBank,
  question,
  setBank,
  subjectsBank,
} from "../test/make-banks";
import {
  CATEGORY_TEST,
  ENTRANCE,
  MANAGEMENT_EXAM,
  REQUIRED_BANKS,
  SCIENCE_EXAM,
  SUBJECTS,
  type BankSpec,
} from "./banks";
import type { Question } from "@tayari/contracts/question";
import { editDistance } from "./near-duplicates";
import { type Problem } from "./problem";
import { formatPath } from "./shape-problems";
import { normalise, oddCharacters, textKey } from "./text-checks";
import { countQuestions, validateBank, validateExamBank } from "./validate";

const check = (data: unknown, spec: BankSpec = CATEGORY_TEST) =>
  validateBank(`banks/${spec.file}`, data, spec);

/** `id: reason` lines, `-` for a problem of the whole file. */
const reasons = (problems: Problem[]) => problems.map((p) => `${p.id ?? "-"}: ${p.reason}`);

/** The clean category test with its first (english) questions replaced by `broken`. */
function categoryTestWith(...broken: Partial<Question>[]) {
  const bank = categoryTestBank(1);
  broken.forEach((overrides, i) => {
    bank.questions[i] = question({ category: "english", ...overrides });
  });
  return bank;
}

describe("clean banks", () => {
  it.each(REQUIRED_BANKS.map((spec) => [spec.file, spec] as const))(
    "%s of the right shape and quotas has no problems",
    (file, spec) => {
      const data = cleanBanks()[file];
      expect(check(data, spec)).toEqual([]);
    },
  );

  it("counts the questions of each shape", () => {
    const banks = cleanBanks();
    expect(REQUIRED_BANKS.map((spec) => countQuestions(banks[spec.file], spec))).toEqual([
      200, 100, 100, 1000, 462, 500,
    ]);
  });
});

describe("answers", () => {
  it("a key that matches no option (the specification's example)", () => {
    const problems = check(
      categoryTestWith({ id: 500, options: ["Force", "Mass", "Energy"], answer: "Forse" }),
    );
    expect(problems).toEqual([
      {
        file: "banks/category-test.json",
        id: 500,
        reason: 'answer "Forse" is not among the options',
        // The same reason as an import reports it, for the page to show in the reader's language.
        code: "answer_not_option",
        params: { answer: '"Forse"', close: "" },
        // Its place in the list as the file has it (the bank upload names it by its number).
        position: 0,
      },
    ]);
  });

  it("a key that differs from an option only in case or spaces names that option", () => {
    const problems = check(
      categoryTestWith({ id: 501, options: ["Force", "Mass", "Energy"], answer: "force " }),
    );
    expect(reasons(problems)).toEqual([
      '501: answer "force " is not among the options (an option differs only in case or spaces: "Force")',
    ]);
  });

  it("a key that matches more than one option", () => {
    const problems = check(
      categoryTestWith({ id: 502, options: ["Force", "Mass", "Force"], answer: "Force" }),
    );
    expect(reasons(problems)).toContain('502: answer "Force" matches 2 options');
  });

  it("an empty answer (the specification's science question), or one of spaces only", () => {
    const problems = check(categoryTestWith({ id: 503, answer: "" }, { id: 504, answer: "   " }));
    expect(reasons(problems)).toEqual(["503: empty answer", "504: empty answer"]);
  });
});

describe("odd characters", () => {
  it("a private-use character as the answer (the specification's science question)", () => {
    const problems = check(
      categoryTestWith({ id: 510, options: ["\uE000", "Mass", "Energy"], answer: "\uE000" }),
    );
    expect(reasons(problems)).toEqual([
      "510: option 1 has private-use character U+E000",
      "510: answer has private-use character U+E000",
    ]);
  });

  it("private-use characters of planes 15 and 16", () => {
    const problems = check(
      categoryTestWith({ id: 511, explanation: "Because \u{F0000} and \u{10FFFD}." }),
    );
    expect(reasons(problems)).toEqual([
      "511: explanation has private-use character U+F0000, private-use character U+10FFFD",
    ]);
  });

  it("the replacement character left by a wrong decoding", () => {
    const problems = check(
      categoryTestWith({ id: 512, question: "What is the caf\uFFFD's name?" }),
    );
    expect(reasons(problems)).toEqual(["512: question text has replacement character U+FFFD"]);
  });

  it("names each odd character's kind by a code too, for the site to say it in Nepali", () => {
    const problems = check(
      categoryTestWith({ id: 519, options: ["Force\uE000\t519", "Mass 519", "Energy 519"] }),
    );
    expect(problems.find((p) => p.code === "odd_characters")?.params).toEqual({
      field: "option",
      n: 1,
      kinds: "private-use character U+E000, control character U+0009",
      odd: 2,
      odd_kind_0: "private_use",
      odd_code_0: "U+E000",
      odd_kind_1: "control",
      odd_code_1: "U+0009",
    });
  });

  it("control characters: tabs anywhere, newlines outside the question text", () => {
    const problems = check(
      categoryTestWith(
        { id: 513, question: "Bell\u0007 rings?" },
        { id: 514, options: ["Force\t514", "Mass 514", "Energy 514"], answer: "Force\t514" },
        { id: 515, explanation: "First line.\nSecond line." },
        { id: 516, question: "Read the passage:\nThe sun rises in the east.\nWhere does it rise?" },
        { id: 517, question: "Next\u0085line?" },
      ),
    );
    expect(reasons(problems)).toEqual([
      "513: question text has control character U+0007",
      "514: option 1 has control character U+0009",
      "514: answer has control character U+0009",
      "515: explanation has control character U+000A",
      "517: question text has control character U+0085",
    ]);
  });

  it("quotes an answer with odd characters as escapes, so the report prints", () => {
    const problems = check(categoryTestWith({ id: 518, answer: "\uE000x" }));
    expect(reasons(problems)).toContain('518: answer "\\u{e000}x" is not among the options');
  });
});

describe("categories", () => {
  it("the misspelt category 'dnglish' is unknown", () => {
    const problems = check(categoryTestWith({ id: 520, category: "dnglish" }));
    expect(reasons(problems)).toContain(
      '520: unknown category "dnglish" (allowed: english, physics, chemistry, mathematics, biology, gk)',
    );
  });

  it("a capitalised category is mis-cased, with the right spelling", () => {
    const bank = categoryTestBank(1);
    bank.questions[60] = question({ id: 521, category: "Mathematics" });
    expect(reasons(check(bank))).toContain(
      '521: category "Mathematics" is mis-cased; write "mathematics"',
    );
  });

  it("a mis-cased category of two words in a set bank names its set", () => {
    const bank = setBank(2, 50, MANAGEMENT_EXAM.categories);
    bank.sets[1]!.questions[0] = question({ id: 522, category: "General Knowledge" });
    expect(reasons(check(bank, MANAGEMENT_EXAM))).toEqual([
      '522: set 2: category "General Knowledge" is mis-cased; write "general knowledge"',
    ]);
  });
});

describe("options and explanation", () => {
  it("fewer than 3 or more than 5 options", () => {
    const problems = check(
      categoryTestWith(
        { id: 530, options: ["Force", "Mass"], answer: "Force" },
        { id: 531, options: ["Force", "a", "b", "c", "d", "e"], answer: "Force" },
      ),
    );
    expect(reasons(problems)).toEqual([
      "530: has 2 options; a question needs 3 to 5",
      "531: has 6 options; a question needs 3 to 5",
    ]);
  });

  it("an empty option", () => {
    const problems = check(
      categoryTestWith({ id: 532, options: ["Force", " ", "Mass"], answer: "Force" }),
    );
    expect(reasons(problems)).toEqual(["532: option 2 is empty"]);
  });

  it("duplicate options, compared trimmed and ignoring case", () => {
    const problems = check(
      categoryTestWith({ id: 533, options: ["Force", "Mass", " force"], answer: "Force" }),
    );
    expect(reasons(problems)).toEqual(['533: duplicate options: "force" (compared ignoring case)']);
  });

  it("a missing or empty explanation", () => {
    const problems = check(categoryTestWith({ id: 534, explanation: "  " }));
    expect(reasons(problems)).toEqual(["534: missing explanation"]);
  });
});

describe("duplicates", () => {
  it("duplicate ids, also across the sets of a bank", () => {
    const bank = setBank(4, 50, SCIENCE_EXAM.categories);
    bank.sets[2]!.questions[5] = question({ id: 1, category: "physics", question: "A new text?" });
    expect(reasons(check(bank, SCIENCE_EXAM))).toEqual([
      "1: set 3: duplicate id (also used by an earlier question in set 1)",
    ]);
  });

  it("duplicate question texts, whatever their case and punctuation", () => {
    const problems = check(
      categoryTestWith(
        { id: 540, question: "What is the SI unit of force?" },
        { id: 541, question: "what is the S.I. unit of FORCE" },
      ),
    );
    expect(reasons(problems)).toEqual(["541: same question text as id 540"]);
  });

  it("near-duplicates: same options and answer, text a few characters apart", () => {
    const options = ["Force", "Mass", "Energy", "Power"];
    const problems = check(
      categoryTestWith(
        {
          id: 542,
          options,
          answer: "Force",
          question: "Which quantity is measured in newtons in the SI system?",
        },
        {
          id: 543,
          options,
          answer: "Force",
          question: "Which quantity is measured in newton in the SI system? #2",
        },
      ),
    );
    expect(reasons(problems)).toEqual([
      "543: near-duplicate of id 542: same options and answer, question text 2 characters apart",
    ]);
  });

  it("not near-duplicates: a different answer, a bigger difference, or short drill items", () => {
    const numbers = ["1", "2", "3", "4"];
    const problems = check(
      categoryTestWith(
        {
          id: 544,
          options: numbers,
          answer: "2",
          question: "What is the remainder when 17 is divided by 5?",
        },
        {
          id: 545,
          options: numbers,
          answer: "4",
          question: "What is the remainder when 19 is divided by 5?",
        },
        {
          id: 546,
          options: numbers,
          answer: "2",
          question: "What is the remainder when 2 is divided by 1000?",
        },
        {
          id: 547,
          options: ["isn't she", "is she", "does she"],
          answer: "isn't she",
          question: "She is here, ____?",
        },
        {
          id: 548,
          options: ["isn't she", "is she", "does she"],
          answer: "isn't she",
          question: "She is tall, ____?",
        },
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe("shape", () => {
  it("a file of the wrong shape", () => {
    expect(reasons(check({ items: [] }))).toEqual(["-: questions is missing"]);
    expect(reasons(check([], SCIENCE_EXAM))).toEqual([
      "-: the file should be an object, not a list",
    ]);
    expect(reasons(check({ English: [] }, SUBJECTS))).toEqual([
      "-: English should be an object, not a list",
    ]);
  });

  it("a malformed question is named by id and path, and the others are still checked", () => {
    const bank = categoryTestWith({ id: 550, answer: "nowhere" });
    const broken = { ...question({ category: "english" }), id: 551, answer: 3 } as Record<
      string,
      unknown
    >;
    delete broken.explanation;
    bank.questions[1] = broken as unknown as Question;
    bank.questions[2] = { ...question({ category: "english" }), id: "x" } as unknown as Question;
    expect(reasons(check(bank))).toEqual([
      "551: questions[1].answer should be a string, not 3",
      "551: questions[1].explanation is missing",
      '-: questions[2].id should be a number, not the string "x"',
      '550: answer "nowhere" is not among the options',
      "-: has 18 english questions; it needs exactly 20 (2 short)",
    ]);
  });

  it("formats paths readably", () => {
    expect(formatPath(["sets", 1, "questions", 3, "answer"])).toBe("sets[1].questions[3].answer");
    expect(formatPath(["English", "Tag Questions", 0])).toBe('English["Tag Questions"][0]');
    expect(formatPath([])).toBe("the file");
  });
});

describe("reports every problem of a question, not the first", () => {
  it("one question with five faults", () => {
    const problems = check(
      categoryTestWith({
        id: 560,
        category: "dnglish",
        options: ["A", "a"],
        answer: "",
        explanation: "",
      }),
    );
    expect(reasons(problems)).toEqual([
      "560: has 2 options; a question needs 3 to 5",
      '560: duplicate options: "a" (compared ignoring case)',
      "560: empty answer",
      "560: missing explanation",
      '560: unknown category "dnglish" (allowed: english, physics, chemistry, mathematics, biology, gk)',
      "-: has 19 english questions; it needs exactly 20 (1 short)",
    ]);
  });
});

describe("quotas", () => {
  it("the category test short of one category and over in another", () => {
    const bank = categoryTestBank(1);
    bank.questions = bank.questions.filter((q) => q.category !== "gk");
    bank.questions.push(question({ category: "biology" }));
    expect(reasons(check(bank))).toEqual([
      "-: has 11 biology questions; it needs exactly 10 (1 too many)",
      "-: has 0 gk questions; it needs exactly 10 (10 short)",
    ]);
  });

  it("a set bank with the wrong number, numbering or size of sets", () => {
    const bank = setBank(3, 50, SCIENCE_EXAM.categories);
    bank.sets[1]!.questions.pop();
    bank.sets[2]!.set = 4;
    expect(reasons(check(bank, SCIENCE_EXAM))).toEqual([
      "-: has 3 sets; it needs 4",
      "-: set 2 has 49 questions; it needs 50",
      "-: set 3 is numbered 4; number the sets 1 to 4 in order",
    ]);
  });

  it("the entrance bank short of questions and of a category", () => {
    const bank = entranceBank(1);
    bank.questions = bank.questions.filter((q, i) => q.category !== "computer" || i < 900);
    expect(reasons(check(bank, ENTRANCE))).toEqual([
      "-: is short of its quota: 135 computer questions, at least 150 needed",
      "-: is short of its quota: 985 questions, at least 1000 needed",
    ]);
  });

  it("a year paper without one of the five categories names its year", () => {
    const bank = entranceBank(1);
    // Paper 2076 loses its 15 computer questions; the last paper gains 15, so the quotas still hold.
    for (const q of bank.questions.slice(200, 300)) {
      if (q.category === "computer") q.category = "mathematics";
    }
    const lastMaths = bank.questions.slice(900).filter((q) => q.category === "mathematics");
    for (const q of lastMaths.slice(0, 15)) q.category = "computer";
    expect(reasons(check(bank, ENTRANCE))).toEqual([
      "-: year paper 2076 (questions 200-299) has no computer question",
    ]);
  });

  it("year papers cut short", () => {
    const bank = entranceBank(1);
    bank.questions = bank.questions.slice(0, 550);
    expect(reasons(check(bank, ENTRANCE))).toContain(
      "-: year paper 2079 (questions 500-599) has 50 questions; it needs 100",
    );
  });

  it("subjects: a wrong topic size, an unknown and a missing topic, an unknown subject", () => {
    const bank: Record<string, Record<string, Question[]>> = subjectsBank(1);
    bank.English!["Tag Questions"]!.pop();
    delete bank.English!.Pronouns;
    bank.English!.Poetry = [question({ category: "english" })];
    bank.Maths = { Sets: [question({ category: "Mathematics" })] };
    const problems = reasons(check(bank, SUBJECTS));
    expect(problems).toEqual([
      "-: English / Tag Questions has 99 questions; it needs 100",
      '-: English: unknown topic "Poetry" (known: Tag Questions, Pronouns, Subject-verb Agreement, Phrasal Verbs, Word Knowledge MCQ, Verbs MCQ)',
      '-: English: topic "Pronouns" is missing',
      expect.stringMatching(/^-: unknown subject "Maths" \(known: English; a new subject is added/),
      expect.stringMatching(
        /: Maths \/ Sets: category "Mathematics" must be lower-case and not empty$/,
      ),
    ]);
  });

  it("subjects: a missing subject", () => {
    expect(reasons(check({}, SUBJECTS))).toEqual(['-: subject "English" is missing']);
  });

  it("subjects: a category outside the subject's list", () => {
    const bank = subjectsBank(1);
    bank.English["Verbs MCQ"]![0]!.category = "grammar";
    expect(reasons(check(bank, SUBJECTS))).toEqual([
      `${bank.English["Verbs MCQ"]![0]!.id}: English / Verbs MCQ: unknown category "grammar" (allowed: english)`,
    ]);
  });
});

describe("text helpers", () => {
  it("normalises case and punctuation", () => {
    expect(normalise("  What's the SI-unit of Force? ")).toBe("what s the si unit of force");
    expect(textKey("The S.I. unit: well-known?")).toBe(textKey("the SI unit, well known"));
    expect(textKey("What's the unit?")).toBe(textKey("Whats the unit"));
  });

  it("keeps the marks that change what a question asks", () => {
    expect(textKey("A + A'B simplifies to")).not.toBe(textKey("A + AB simplifies to"));
    expect(textKey("(A + B)' equals")).not.toBe(textKey("(A + B) equals"));
    expect(textKey("If f'(x) = 2x, then")).not.toBe(textKey("If f(x) = 2x, then"));
    expect(textKey("What is 2 + 3?")).not.toBe(textKey("What is 2 × 3?"));
    expect(textKey("Solve x - 3 = 0")).not.toBe(textKey("Solve x 3 = 0"));
    expect(textKey("A + A′B")).toBe(textKey("A + A'B"));
  });

  it("measures edit distance, giving up past the limit", () => {
    expect(editDistance("newtons", "newton", 3)).toBe(1);
    expect(editDistance("abcdef", "uvwxyz", 3)).toBe(4);
  });

  it("finds odd characters and allows a newline only when asked", () => {
    expect(oddCharacters("plain text, नेपाली, ½, é")).toEqual([]);
    expect(oddCharacters("a\nb")).toEqual(["control character U+000A"]);
    expect(oddCharacters("a\nb", { allowNewline: true })).toEqual([]);
    expect(oddCharacters("\uD800 lone")).toEqual(["unpaired surrogate U+D800"]);
  });
});

describe("private exam banks", () => {
  const exam = (questions: unknown) =>
    reasons(validateExamBank("chemistry-2083.json", { questions }));

  it("accepts the examiner's own lower-case categories", () => {
    expect(
      exam([
        question({ id: 1, category: "organic chemistry" }),
        question({ id: 2, category: "heat" }),
      ]),
    ).toEqual([]);
  });

  it("reports each fault with its question id, the same checks as the product's banks", () => {
    expect(
      exam([
        question({ id: 1, category: "Physics" }),
        question({ id: 2, answer: "not an option" }),
        question({ id: 3, explanation: "" }),
        { id: 4, category: "physics" },
      ]),
    ).toEqual([
      "4: questions[3].question is missing",
      "4: questions[3].options is missing",
      "4: questions[3].answer is missing",
      "4: questions[3].explanation is missing",
      expect.stringMatching(/^1: category "Physics" must be lower-case/),
      expect.stringMatching(/^2: .*not an option/),
      expect.stringMatching(/^3: .*explanation/),
    ]);
  });

  it("refuses the category __proto__, which no object keeps as data, and takes constructor as a name", () => {
    const q = (id: number, category: string) => ({
      ...question({ id, category }),
      question: `Question ${id} about a category named like a member?`,
    });
    expect(exam([q(1, "__proto__"), q(2, "constructor"), q(3, "tostring")])).toEqual([
      '1: the category "__proto__" is a name kept for the system; choose another',
    ]);
  });

  it("refuses a file of another shape or with no questions", () => {
    expect(reasons(validateExamBank("x.json", { sets: [] }))).toEqual(["-: questions is missing"]);
    expect(exam([])).toEqual(["-: holds no questions"]);
  });
});
