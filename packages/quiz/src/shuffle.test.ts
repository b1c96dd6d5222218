import { describe, expect, it } from "vitest";
import {
  isSeed,
  keepsOptionOrder,
  newSeed,
  optionOrder,
  questionAddress,
  refersToPositions,
  shuffleOptions,
  shuffleWithinSections,
  withOptionOrder,
} from "./shuffle";

const question = (id: number, options = ["w", "x", "y", "z"], bank?: string) => ({
  id,
  ...(bank ? { bank } : {}),
  options,
  answer: options[0]!,
});

const paper = Array.from({ length: 100 }, (_, i) => question(i + 1));

describe("option order", () => {
  it("is the same for the same seed and question: a reload, another device, the review", () => {
    for (const q of paper.slice(0, 10))
      expect(optionOrder(1234, questionAddress(q), q.options)).toEqual(
        optionOrder(1234, questionAddress(q), [...q.options]),
      );
    expect(shuffleOptions(paper, 99)).toEqual(shuffleOptions(paper, 99));
  });

  it("is a permutation of the written options, and copies rather than changes the bank", () => {
    const q = question(7, ["a1", "b2", "c3", "d4", "e5"]);
    const frozen = Object.freeze({ ...q, options: Object.freeze([...q.options]) });
    const shown = withOptionOrder(frozen, 5);
    expect([...shown.options].sort()).toEqual([...q.options].sort());
    expect(frozen.options).toEqual(["a1", "b2", "c3", "d4", "e5"]);
    expect(shown.answer).toBe("a1");
  });

  it("differs between two students of the same paper", () => {
    const a = shuffleOptions(paper, 1).map((q) => q.options.join());
    const b = shuffleOptions(paper, 2).map((q) => q.options.join());
    const same = a.filter((order, i) => order === b[i]).length;
    // 4 options: a question matches by chance 1 time in 24.
    expect(same).toBeLessThan(20);
    expect(a).not.toEqual(b);
  });

  it("spreads the key over every letter: picking A always scores about a quarter", () => {
    const counts = [0, 0, 0, 0];
    for (let seed = 0; seed < 50; seed++)
      for (const q of shuffleOptions(paper, seed)) counts[q.options.indexOf(q.answer)]! += 1;
    // 5,000 keys, 1,250 expected at each letter.
    for (const n of counts) expect(n).toBeGreaterThan(1100);
    for (const n of counts) expect(n).toBeLessThan(1400);
  });

  it("differs between questions of one attempt, and between banks that share an id", () => {
    const orders = new Set(paper.map((q) => optionOrder(3, questionAddress(q), q.options).join()));
    expect(orders.size).toBeGreaterThan(15); // 24 possible orders of 4
    expect(questionAddress(question(5, undefined, "entrance"))).toBe("entrance:5");
    expect(questionAddress(question(5))).toBe("5");
    const fromBanks = ["entrance", "category-test", "english:Pronouns", "unit:3"].map((bank) =>
      optionOrder(3, questionAddress(question(5, undefined, bank)), [
        "a",
        "b",
        "c",
        "d",
        "e",
      ]).join(),
    );
    expect(new Set(fromBanks).size).toBeGreaterThan(1);
  });

  it("keeps the written order where an option refers to positions", () => {
    const options = ["Paris", "Rome", "Madrid", "All of the above"];
    for (let seed = 0; seed < 20; seed++)
      expect(optionOrder(seed, "1", options)).toEqual([0, 1, 2, 3]);
    expect(optionOrder(1, "1", ["only"])).toEqual([0]);
    expect(optionOrder(1, "1", [])).toEqual([]);
  });

  it("makes seeds in range", () => {
    expect(isSeed(newSeed())).toBe(true);
    expect(newSeed(() => 0)).toBe(0);
    expect(newSeed(() => 0.9999999999)).toBe(2 ** 31 - 1);
    expect(isSeed(-1)).toBe(false);
    expect(isSeed(2 ** 31)).toBe(false);
    expect(isSeed(1.5)).toBe(false);
    expect(isSeed("7")).toBe(false);
  });
});

describe("options that refer to positions", () => {
  it.each([
    "All of the above",
    "all the above",
    "None of the above.",
    "Both (a) and (b)",
    "(a) and (c) only",
    "a) and b)",
    "Both A and B",
    "A, B and C",
    "A and C",
    "Neither A nor B",
    "All of these",
    "None of these",
    "Option B",
    "options a and c",
    "माथिका सबै",
    "माथिका कुनै पनि होइन",
    "उपर्युक्त सबै",
    "सबै माथिका",
    "क र ख दुवै",
    "दुवै क र ग",
    "Both of the above",
    "One of the above",
  ])("%s", (option) => expect(refersToPositions(option)).toBe(true));

  it.each([
    "Both a and b", // variables in `int a, b = 5;`
    "Only b",
    "a and d", // segments of a seven-segment display
    "a, b and c",
    "B and Al", // elements
    "Both",
    "Neither",
    "None",
    "It has none",
    "Any value above 1",
    "Iron is above copper in the electrochemical series",
    "The angle below the horizontal",
    "both junctions are reverse biased",
    "Energy can neither be created nor destroyed",
    "सबै पुरुषमा उस्तै",
    "माथि हेरेर हिँड्नु हुँदैन",
    "दुवै जोडिएर एउटै शब्द",
    "$f(a)$ and $f(b)$ are both positive",
  ])("not: %s", (option) => expect(refersToPositions(option)).toBe(false));

  it("makes the whole question keep its order", () => {
    expect(keepsOptionOrder(["1", "2", "Both A and B"])).toBe(true);
    expect(keepsOptionOrder(["1", "2", "3"])).toBe(false);
  });

  it("answers a list again as it did the first time, and a list of the same words the same (decision 0527)", () => {
    const refers = ["1", "2", "None of the above"];
    const plain = ["1", "2", "3"];
    for (let i = 0; i < 3; i++) {
      expect(keepsOptionOrder(refers)).toBe(true);
      expect(keepsOptionOrder(plain)).toBe(false);
    }
    expect(keepsOptionOrder([...refers])).toBe(true);
    expect(keepsOptionOrder([...plain])).toBe(false);
    expect(optionOrder(7, "q1", refers)).toEqual([0, 1, 2]);
    expect(optionOrder(7, "q1", plain)).toEqual(optionOrder(7, "q1", [...plain]));
  });
});

describe("shuffleWithinSections", () => {
  const items = [
    ..."mmmmmmmmmm".split("").map((c, i) => `${c}${i}`),
    ..."pppppppppp".split("").map((c, i) => `${c}${i}`),
    "e0",
  ];
  const section = (item: string) => item[0]!;

  it("keeps each section in its place and shuffles inside it", () => {
    const shown = shuffleWithinSections(items, section, 11);
    expect(shown.map(section)).toEqual(items.map(section));
    expect([...shown].sort()).toEqual([...items].sort());
    expect(shown.slice(0, 10)).not.toEqual(items.slice(0, 10));
    expect(shown.at(-1)).toBe("e0");
  });

  it("is the same for the same seed, different for another", () => {
    expect(shuffleWithinSections(items, section, 11)).toEqual(
      shuffleWithinSections(items, section, 11),
    );
    expect(shuffleWithinSections(items, section, 12)).not.toEqual(
      shuffleWithinSections(items, section, 11),
    );
  });

  it("shuffles the whole list when it is one section, and leaves an empty one", () => {
    const one = shuffleWithinSections(items, () => "all", 4);
    expect(one.slice(0, 10).map(section)).not.toEqual(items.slice(0, 10).map(section));
    expect(shuffleWithinSections([], () => "x", 1)).toEqual([]);
  });
});
