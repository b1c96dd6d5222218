import { describe, expect, it } from "vitest";
import {
  PROFILES,
  customProfile,
  profileFor,
  rankCandidates,
  scorePaper,
  toMarks,
  type KeyedQuestion,
} from "./marking";

/** A paper whose key is "A" everywhere; `categories` gives each question's category in order. */
function paper(categories: string[]): KeyedQuestion[] {
  return categories.map((category, i) => ({ id: i + 1, category, answer: "A" }));
}

/** Picks by position: "A" right, "B" wrong, "-" unanswered. */
function picks(pattern: string): Map<number, string> {
  const map = new Map<number, string>();
  [...pattern].forEach((c, i) => {
    if (c !== "-") map.set(i + 1, c);
  });
  return map;
}

describe("the marking tables", () => {
  it("csit: 1 mark each, nothing lost for a wrong answer", () => {
    const s = scorePaper(
      paper(["mathematics", "physics", "english", "chemistry"]),
      picks("AB-A"),
      PROFILES.csit,
    );
    expect(toMarks(s.total)).toBe(2);
    expect(s).toMatchObject({ correct: 2, wrong: 1, unanswered: 1 });
    expect(s.byCategory).toEqual({ mathematics: 100, physics: 0, english: 0, chemistry: 100 });
  });

  it("ioe: questions 1-60 are worth 1 and 61-100 are worth 2; wrong loses 10% of the question's marks", () => {
    const categories = Array<string>(100).fill("mathematics");
    // 50 right and 5 wrong in the first 60; 30 right and 4 wrong in the last 40; 11 unanswered.
    const pattern =
      "A".repeat(50) +
      "B".repeat(5) +
      "-".repeat(5) +
      "A".repeat(30) +
      "B".repeat(4) +
      "-".repeat(6);
    const s = scorePaper(paper(categories), picks(pattern), PROFILES.ioe);
    // 50 x 1 - 5 x 0.1 + 30 x 2 - 4 x 0.2 = 50 - 0.5 + 60 - 0.8 = 108.7
    expect(toMarks(s.total)).toBe(108.7);
    expect(s).toMatchObject({ correct: 80, wrong: 9, unanswered: 11 });
    const full = scorePaper(paper(categories), picks("A".repeat(100)), PROFILES.ioe);
    expect(toMarks(full.total)).toBe(140);
  });

  it("cee: 1 mark, -0.25 for a wrong answer, unanswered loses nothing", () => {
    const s = scorePaper(paper(Array<string>(8).fill("biology")), picks("AAAABBB-"), PROFILES.cee);
    // 4 - 3 x 0.25 = 3.25
    expect(toMarks(s.total)).toBe(3.25);
    const allWrong = scorePaper(paper(["biology", "biology"]), picks("BB"), PROFILES.cee);
    expect(toMarks(allWrong.total)).toBe(-0.5);
  });

  it("bca: 1 mark each, no negative marking", () => {
    const s = scorePaper(paper(Array<string>(5).fill("english")), picks("ABBB-"), PROFILES.bca);
    expect(toMarks(s.total)).toBe(1);
  });

  it("custom: marks and penalty per category, whatever the case of the category", () => {
    const profile = customProfile({
      physics: { correct: 2, wrong: 0.5 },
      English: { correct: 1, wrong: 0 },
    });
    const s = scorePaper(
      paper(["physics", "physics", "english", "english"]),
      picks("AB-B"),
      profile,
    );
    // physics: 2 - 0.5; english: nothing gained or lost
    expect(toMarks(s.total)).toBe(1.5);
    expect(() => scorePaper(paper(["chemistry"]), picks("A"), profile)).toThrow(
      /no row for "chemistry"/,
    );
    expect(profileFor("custom", { physics: { correct: 1, wrong: 0 } }).name).toBe("custom");
  });

  it("a pick must equal the answer exactly", () => {
    const s = scorePaper(
      [{ id: 1, category: "english", answer: "Paris" }],
      new Map([[1, "paris"]]),
      PROFILES.bca,
    );
    expect(s).toMatchObject({ correct: 0, wrong: 1 });
  });
});

describe("ranks and percentiles", () => {
  const csitPaper = paper(["mathematics", "physics", "chemistry", "english"]);
  const sit = (name: string, pattern: string) => ({
    candidate: name,
    score: scorePaper(csitPaper, picks(pattern), PROFILES.csit),
  });
  /** The merit list under csit's tie-breaks: each candidate's rank and percentile, in order. */
  const csitRanks = (sittings: ReturnType<typeof sit>[]) =>
    rankCandidates(sittings, PROFILES.csit.tieBreak).map((r) => [
      r.candidate,
      r.rank,
      r.percentile,
    ]);

  it("csit ties are broken by mathematics, then physics, chemistry, English", () => {
    const ranks = csitRanks([
      sit("english-and-chemistry", "--AA"), // 2 marks, no mathematics, no physics
      sit("physics-and-english", "-A-A"), // 2 marks, physics beats chemistry
      sit("mathematics-and-english", "A--A"), // 2 marks, mathematics first
      sit("all", "AAAA"),
      sit("physics-and-chemistry", "-AA-"), // 2 marks, same mathematics and physics as the second; chemistry
    ]);
    expect(ranks).toEqual([
      ["all", 1, 100],
      ["mathematics-and-english", 2, 80],
      ["physics-and-chemistry", 3, 60],
      ["physics-and-english", 4, 40],
      ["english-and-chemistry", 5, 20],
    ]);
  });

  it("equal on total and every tie-break: the same rank and percentile, the next rank skips", () => {
    const ranks = csitRanks([
      sit("a", "A-A-"),
      sit("b", "A-A-"),
      sit("c", "AAAA"),
      sit("d", "----"),
    ]);
    expect(ranks).toEqual([
      ["c", 1, 100],
      ["a", 2, 75],
      ["b", 2, 75],
      ["d", 4, 25],
    ]);
  });

  it("without tie-breaks (cee) equal totals share a rank even with different subjects", () => {
    const ranked = rankCandidates(
      [
        { candidate: "x", score: scorePaper(csitPaper, picks("A---"), PROFILES.cee) },
        { candidate: "y", score: scorePaper(csitPaper, picks("---A"), PROFILES.cee) },
        { candidate: "z", score: scorePaper(csitPaper, picks("AAB-"), PROFILES.cee) },
      ],
      PROFILES.cee.tieBreak,
    );
    // z: 2 - 0.25 = 1.75
    expect(ranked.map((r) => [r.candidate, r.rank, toMarks(r.score.total)])).toEqual([
      ["z", 1, 1.75],
      ["x", 2, 1],
      ["y", 2, 1],
    ]);
    expect(ranked[1]!.percentile).toBe(66.67);
  });
});

describe("scoring with the examiner's key corrections (the regrade)", () => {
  // Keys are all "A"; a candidate picks per position ("-" unanswered).
  const fourQuestions = paper(["mathematics", "physics", "chemistry", "english"]);

  it("a changed key: the new key earns the marks and the old one is wrong", () => {
    const corrections = new Map([[2, { kind: "key" as const, answer: "B" }]]);
    const before = scorePaper(fourQuestions, picks("AAAA"), PROFILES.csit);
    const after = scorePaper(fourQuestions, picks("AAAA"), PROFILES.csit, corrections);
    expect(toMarks(before.total)).toBe(4);
    expect(toMarks(after.total)).toBe(3);
    expect(after).toMatchObject({ correct: 3, wrong: 1, unanswered: 0, dropped: 0 });
    expect(after.byCategory.physics).toBe(0);
    const choseB = scorePaper(fourQuestions, picks("ABAA"), PROFILES.csit, corrections);
    expect(toMarks(choseB.total)).toBe(4);
  });

  it("several accepted options: each earns the marks; any other still loses its penalty (cee)", () => {
    const corrections = new Map([[1, { kind: "accept" as const, answers: ["A", "C"] }]]);
    // q1 C (accepted now), q2 B (wrong, -0.25), q3 A, q4 unanswered: 1 - 0.25 + 1 = 1.75
    const s = scorePaper(fourQuestions, picks("CBA-"), PROFILES.cee, corrections);
    expect(toMarks(s.total)).toBe(1.75);
    expect(s).toMatchObject({ correct: 2, wrong: 1, unanswered: 1, dropped: 0 });
    // Without the correction C was wrong: -0.25 - 0.25 + 1 = 0.5
    expect(toMarks(scorePaper(fourQuestions, picks("CBA-"), PROFILES.cee).total)).toBe(0.5);
  });

  it("a dropped question gives its marks to everyone, answered or not, and takes no penalty", () => {
    const corrections = new Map([[4, { kind: "drop" as const }]]);
    const blank = scorePaper(fourQuestions, picks("----"), PROFILES.cee, corrections);
    expect(toMarks(blank.total)).toBe(1);
    expect(blank).toMatchObject({ correct: 0, wrong: 0, unanswered: 3, dropped: 1 });
    expect(blank.byCategory.english).toBe(100);
    const wrongThere = scorePaper(fourQuestions, picks("AAAB"), PROFILES.cee, corrections);
    expect(toMarks(wrongThere.total)).toBe(4);
  });

  it("ioe: a dropped question in the 2-mark part gives 2 marks; a changed key there loses 0.2", () => {
    const categories = Array<string>(62).fill("mathematics");
    const keyed = paper(categories);
    const answers = picks("A".repeat(62));
    const dropped = scorePaper(keyed, answers, PROFILES.ioe, new Map([[61, { kind: "drop" }]]));
    expect(toMarks(dropped.total)).toBe(64); // 60 x 1 + 2 x 2: nothing changes for a right answer
    const rekeyed = scorePaper(
      keyed,
      answers,
      PROFILES.ioe,
      new Map([[62, { kind: "key", answer: "D" }]]),
    );
    expect(toMarks(rekeyed.total)).toBe(61.8); // 60 + 2 - 0.2
  });

  it("custom profile: a correction keeps the category's own marks and penalty", () => {
    const profile = customProfile({ physics: { correct: 2, wrong: 0.5 } });
    const keyed = paper(["physics", "physics"]);
    const s = scorePaper(
      keyed,
      picks("BB"),
      profile,
      new Map([[1, { kind: "accept", answers: ["A", "B"] }]]),
    );
    expect(toMarks(s.total)).toBe(1.5); // 2 - 0.5
  });

  it("ranks move with the corrected scores", () => {
    const corrections = new Map([[1, { kind: "key" as const, answer: "B" }]]);
    const sit = (name: string, pattern: string) => ({
      candidate: name,
      score: scorePaper(fourQuestions, picks(pattern), PROFILES.csit, corrections),
    });
    const ranked = rankCandidates([sit("keyed-a", "AA--"), sit("chose-b", "BA--")], []);
    expect(ranked.map((r) => [r.candidate, r.rank, toMarks(r.score.total)])).toEqual([
      ["chose-b", 1, 2],
      ["keyed-a", 2, 1],
    ]);
  });
});
