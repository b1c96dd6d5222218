import { describe, expect, it } from "vitest";
import { question } from "../test/make-banks";
import { checkBanks, checkCatalog } from "./check-banks";
import { keySpread } from "./key-spread";
import { hasLongKey, visibleLength } from "./long-keys";

describe("hasLongKey", () => {
  it("marks a key of more than 20 characters and more than 1.6 times every other option", () => {
    const q = {
      options: [
        "Iron loses weight",
        "It is painted",
        "Its hollow shape displaces its weight of water",
      ],
      answer: "Its hollow shape displaces its weight of water",
    };
    expect(hasLongKey(q)).toBe(true);
    // A distractor written with the same care takes the mark away.
    expect(
      hasLongKey({
        ...q,
        options: [...q.options.slice(0, 2), "Sea water is denser than any iron hull", q.answer],
      }),
    ).toBe(false);
  });

  it("leaves short keys, keys as long as the others and keys that are no option alone", () => {
    expect(
      hasLongKey({ options: ["a", "bb", "twenty characters!!!"], answer: "twenty characters!!!" }),
    ).toBe(false);
    expect(
      hasLongKey({ options: ["x", "a key of thirty-one characters"], answer: "missing" }),
    ).toBe(false);
    expect(
      hasLongKey({
        options: ["Only this one option is here"],
        answer: "Only this one option is here",
      }),
    ).toBe(false);
  });

  it("counts what a student sees of LaTeX, not its source", () => {
    expect(visibleLength("$\\mathrm{N_2} + 3\\,\\mathrm{H_2}$")).toBe("N2 + 3H2".length);
    expect(
      hasLongKey({
        options: [
          "Burning of paper",
          "Cooking an egg",
          "$\\mathrm{N_2} + 3\\,\\mathrm{H_2} \\rightleftharpoons 2\\,\\mathrm{NH_3}$",
        ],
        answer: "$\\mathrm{N_2} + 3\\,\\mathrm{H_2} \\rightleftharpoons 2\\,\\mathrm{NH_3}$",
      }),
    ).toBe(false);
  });

  it("is listed by id in a bank's key spread", () => {
    const long = question({
      id: 4,
      options: ["No", "Yes", "Only when the lamp's filament is hot enough to glow"],
      answer: "Only when the lamp's filament is hot enough to glow",
    });
    expect(keySpread("banks/x.json", [question({ id: 3 }), long]).longKeys).toEqual([4]);
  });
});

describe("the product's banks and catalog", () => {
  it("have no key that gives itself away by its length (content:check refuses one)", () => {
    const spreads = [...checkBanks().spreads, ...checkCatalog().spreads];
    const long = spreads
      .filter((s) => s.longKeys.length)
      .map((s) => `${s.label}: ${s.longKeys.join(", ")}`);
    expect(long).toEqual([]);
  }, 60_000);
});
