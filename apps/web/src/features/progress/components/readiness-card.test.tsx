import { render, screen } from "@testing-library/react";
import type { NextStepSummary, PaperReadiness } from "@tayari/contracts/progress";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { NextStepHolds, PaperCard } from "./readiness-card";

const bca: PaperReadiness = {
  paper: "bca",
  weights: [
    { subject: "english", marks: 40 },
    { subject: "mathematics", marks: 50 },
    { subject: "general knowledge", marks: 10 },
  ],
  max: 100,
  pass_marks: 40,
  answers: 100,
  estimate: {
    expected: 57.4,
    low: 48.2,
    high: 66.9,
    subjects: [
      { subject: "english", answers: 40, tried: true, expected: 30, max: 40 },
      { subject: "mathematics", answers: 50, tried: true, expected: 21, max: 50 },
      { subject: "general knowledge", answers: 10, tried: true, expected: 6.4, max: 10 },
    ],
    untried: [],
    few: [],
    narrow: { answers: 50, width: 14.2 },
  },
  missing: [],
  min_answers: 10,
};

afterEach(async () => setLanguage("en"));

describe("the readiness card of a paper", () => {
  it("names the BCA entrance, its weights and the marks that call a candidate to the interview", () => {
    render(<PaperCard readiness={bca} />);
    expect(screen.getByRole("heading", { name: "BCA entrance" })).toBeTruthy();
    const card = screen.getByRole("article", { name: "BCA entrance" });
    expect(card.textContent).toContain(
      "The paper's marks: English 40, Mathematics 50, General knowledge 10.",
    );
    expect(card.textContent).toContain("Predicted score: 57 out of 100");
    expect(card.textContent).toContain("8 times in 10 you would score between 48 and 67.");
    expect(card.textContent).toContain("40 marks are needed to be called to the interview.");
    expect(card.textContent).not.toContain("pass mark");
  });

  it("names the B.Sc.CSIT entrance with its own weights and pass mark, and says what is missing", () => {
    render(
      <PaperCard
        readiness={{
          paper: "csit",
          weights: [
            { subject: "mathematics", marks: 25 },
            { subject: "physics", marks: 25 },
            { subject: "chemistry", marks: 25 },
            { subject: "english", marks: 15 },
            { subject: "computer", marks: 10 },
          ],
          max: 100,
          pass_marks: 35,
          answers: 3,
          estimate: null,
          missing: [{ subject: "physics", answers: 3, needed: 7 }],
          min_answers: 10,
        }}
      />,
    );
    const card = screen.getByRole("article", { name: "B.Sc.CSIT entrance" });
    expect(card.textContent).toContain(
      "The paper's marks: Mathematics 25, Physics 25, Chemistry 25, English 15, Computer 10.",
    );
    expect(card.textContent).toContain("Physics: 7 more (3 so far)");
    expect(card.textContent).not.toContain("Predicted");
  });

  it("names a subject with a few answers by its count, never 'not tried', and how to narrow the range", () => {
    const few: PaperReadiness = {
      ...bca,
      estimate: {
        ...bca.estimate!,
        untried: ["general knowledge"],
        few: [{ subject: "mathematics", answers: 4 }],
      },
    };
    render(<PaperCard readiness={few} />);
    const card = screen.getByRole("article", { name: "BCA entrance" });
    expect(card.textContent).toContain(
      "General knowledge not tried yet, so guessed from your other subjects; only a few answers so far in Mathematics (4), so partly guessed from your other subjects.",
    );
    expect(card.textContent).toContain(
      "About 50 more answers would narrow the range to about 14 marks.",
    );
  });

  it("says when more answers would narrow the range little", () => {
    render(<PaperCard readiness={{ ...bca, estimate: { ...bca.estimate!, narrow: null } }} />);
    expect(screen.getByRole("article", { name: "BCA entrance" }).textContent).toContain(
      "More answers would narrow the range little: most of it is a paper's own luck.",
    );
  });

  it("says it all in Nepali", async () => {
    await setLanguage("ne");
    render(
      <PaperCard
        readiness={{
          ...bca,
          estimate: {
            ...bca.estimate!,
            untried: ["general knowledge"],
            few: [{ subject: "mathematics", answers: 4 }],
          },
        }}
      />,
    );
    const card = screen.getByRole("article", { name: "BCA प्रवेश परीक्षा" });
    // "Not tried" in the words of the page's own list of subjects not tried (issue 69 point 4).
    expect(card.textContent).toContain("सामान्य ज्ञान अहिलेसम्म प्रयास नगरिएको");
    expect(card.textContent).toContain("(4)");
    expect(card.textContent).toContain("प्रश्नपत्रका अङ्क: अङ्ग्रेजी");
    expect(card.textContent).toContain("सामान्य ज्ञान");
    expect(card.textContent).toContain("अन्तर्वार्तामा बोलाइन");
    // The programme's name stays in Latin letters, as students write it in Nepali too (glossary).
    expect(card.textContent!.replace(/B\.Sc\.CSIT|BCA/g, "")).not.toMatch(/[A-Za-z]{2,}/);
  });
});

describe("the student's own target on the card (decision 0500)", () => {
  const target = () => document.querySelector(".readiness-target")?.textContent;

  it("says the target in the paper's marks and how far the predicted score is from it", () => {
    render(<PaperCard readiness={bca} target={70} />);
    expect(target()).toBe(
      "Your own target (set on your account): 70 of 100. The predicted score is 13 marks short of it.",
    );
  });

  it("says when the predicted score reaches it", () => {
    render(<PaperCard readiness={bca} target={57} />);
    expect(target()).toBe(
      "Your own target (set on your account): 57 of 100. The predicted score reaches it.",
    );
  });

  it("with no number yet, says the target alone; with no target, nothing on the card", () => {
    const { unmount } = render(
      <PaperCard readiness={{ ...bca, estimate: null, missing: [] }} target={80} />,
    );
    expect(target()).toBe("Your own target (set on your account): 80 of 100.");
    unmount();
    render(<PaperCard readiness={bca} />);
    expect(target()).toBeUndefined();
  });

  it("in Nepali", async () => {
    await setLanguage("ne");
    render(<PaperCard readiness={bca} target={58} />);
    expect(target()).toBe(
      "तपाईंकै लक्ष्य (खातामा राखिएको): 100 मध्ये 58। अनुमानित अङ्क त्यसभन्दा 1 अङ्कले कम छ।",
    );
  });
});

describe("what Practise next holds (decision 0498)", () => {
  const summary: NextStepSummary = {
    paper: "csit",
    questions: 10,
    reviews: 2,
    subjects: [
      { subject: "chemistry", questions: 4, answers: 0 },
      { subject: "english", questions: 3, answers: 8 },
      { subject: "computer", questions: 3, answers: 4 },
    ],
  };

  it("tells each subject's share of the set with the card's count of its answers", () => {
    render(<NextStepHolds id="holds" summary={summary} />);
    expect(document.getElementById("holds")!.textContent).toBe(
      "Today's set of 10: 4 in Chemistry (not tried yet), 3 in English (8 answered so far) and 3 in Computer (4 answered so far); 2 of them are missed questions due for review.",
    );
  });

  it("says 'not tried yet' once for a new student's set", async () => {
    const fresh: NextStepSummary = {
      ...summary,
      reviews: 0,
      subjects: summary.subjects.map((s) => ({ ...s, answers: 0 })),
    };
    const { unmount } = render(<NextStepHolds id="holds" summary={fresh} />);
    expect(document.getElementById("holds")!.textContent).toBe(
      "Today's set of 10, in subjects not tried yet: 4 in Chemistry, 3 in English and 3 in Computer.",
    );
    unmount();
    await setLanguage("ne");
    render(<NextStepHolds id="holds" summary={fresh} />);
    expect(document.getElementById("holds")!.textContent).toBe(
      "अहिलेसम्म प्रयास नगरिएका विषयबाट आजको 10 प्रश्नको सेट: रसायनशास्त्रमा 4, अङ्ग्रेजीमा 3 र कम्प्युटरमा 3।",
    );
  });

  it("says nothing of an empty set", () => {
    const { container } = render(
      <NextStepHolds id="holds" summary={{ ...summary, questions: 0, reviews: 0, subjects: [] }} />,
    );
    expect(container.textContent).toBe("");
  });

  it("says it in Nepali with the same numbers and the card's words", async () => {
    await setLanguage("ne");
    render(<NextStepHolds id="holds" summary={{ ...summary, reviews: 1 }} />);
    const text = document.getElementById("holds")!.textContent!;
    expect(text).toContain("आजको 10 प्रश्नको सेट");
    expect(text).toContain("रसायनशास्त्रमा 4 (अहिलेसम्म प्रयास नगरिएको)");
    expect(text).toContain("अङ्ग्रेजीमा 3 (8 उत्तर भइसकेको)");
    expect(text).toContain("(4 उत्तर भइसकेको)");
    expect(text).toContain("तीमध्ये 1 दोहोर्‍याउने बेला भएको गलत प्रश्न हो");
    expect(text).not.toMatch(/[A-Za-z]{2,}/);
  });
});
