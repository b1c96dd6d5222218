import { render } from "@testing-library/react";
import type { AttemptLabel } from "@tayari/contracts/attempts";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../lib/i18n";
import { AttemptTitle } from "./labels";

// An attempt is named by its coded label, never by reading its English title (issue 63 point 4):
// the titles below are deliberately not what the label says, so a title parsed would show.
const shown = (label: AttemptLabel | undefined, title = "Something else") =>
  render(<AttemptTitle attempt={{ title, ...(label ? { label } : {}) }} />).container.textContent;

afterEach(async () => setLanguage("en"));

describe("an attempt's title", () => {
  it("names the site's banks, papers and sets by their label in English", () => {
    expect(shown({ kind: "entrance" })).toBe("B.Sc.CSIT Entrance Practice Test");
    expect(shown({ kind: "year-paper", year: 2079 })).toBe("2079 Model Entrance Questions");
    expect(shown({ kind: "mock", family: "csit", number: 2 })).toBe("Mock test 2");
    expect(shown({ kind: "mock", family: "bca", number: 3 })).toBe("BCA mock test 3");
    expect(shown({ kind: "model-paper", year: 2076 })).toBe("2076 model paper");
    expect(shown({ kind: "english-topic", topic: "Pronouns" })).toBe("English: Pronouns");
    expect(shown({ kind: "next-step" })).toBe("Practise next");
  });

  it("says them in Nepali, the English topic kept as content", async () => {
    await setLanguage("ne");
    expect(shown({ kind: "mock", family: "bca", number: 3 })).toBe("BCA नमुना परीक्षा 3");
    expect(shown({ kind: "mock", family: "csit", number: 2 })).toBe("नमुना परीक्षा 2");
    expect(shown({ kind: "weak-topics" })).toBe("मेरा कमजोर विषयको अभ्यास");
    const topic = render(
      <AttemptTitle attempt={{ title: "x", label: { kind: "english-topic", topic: "Tenses" } }} />,
    ).container;
    expect(topic.textContent).toBe("अङ्ग्रेजी: Tenses");
    expect(topic.querySelector('[lang="en"]')?.textContent).toBe("Tenses");
  });

  it("shows a unit's title, and a result kept before labels, as written", () => {
    expect(shown({ kind: "content" }, "Vectors and their products")).toBe(
      "Vectors and their products",
    );
    expect(shown(undefined, "Mock test 9")).toBe("Mock test 9");
  });
});
