import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AnalysisResponse } from "@tayari/contracts/exam-analysis";
import { setLanguage } from "../../../lib/i18n";
import { CorrectionLog } from "./correction-log";

// The key corrections' list says the reason typed, in English and Nepali (issue 68: it showed the
// placeholder "Reason: {reason}").
const analysis = {
  questions: [{ id: 7, options: ["5", "7", "9"] }],
  corrections: [
    {
      id: 1,
      question_id: 7,
      old_key: { accepted: ["5"], dropped: false },
      new_key: { accepted: ["7"], dropped: false },
      reason: "The printed key was a typo",
      by: "Sunita Examiner",
      at: "2026-11-26T04:00:00.000Z",
    },
  ],
} as unknown as AnalysisResponse;

describe("the key corrections' list", () => {
  it("says the reason typed, in English and Nepali", async () => {
    render(<CorrectionLog analysis={analysis} />);
    const line = screen.getByRole("listitem");
    expect(line).toHaveTextContent(
      /^Question 1: A → B, by Sunita Examiner, .+\. Reason: The printed key was a typo$/,
    );
    await act(() => setLanguage("ne"));
    expect(line).toHaveTextContent(/कारण: The printed key was a typo$/);
    expect(line).not.toHaveTextContent("{reason}");
    await act(() => setLanguage("en"));
  });
});
