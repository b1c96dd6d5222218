import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PutAttemptRequest } from "@tayari/contracts/attempts";
import { setLanguage } from "../../../lib/i18n";
import { keepAttempt, readQueue } from "../kept-attempts";
import { updateLedger } from "../kept-ledger";
import { NotCounted } from "./not-counted";

/**
 * Issue 64 point 2: an answer the server did not count is shown, with its reason in the reader's
 * language, to send again or let go knowingly (decision 344).
 */
const ID = "0b6c8f1e-2c4d-4e5f-8a9b-0c1d2e3f4a5b";
const attempt: PutAttemptRequest = {
  mode: "next-step",
  source: "next-step",
  started_at: "2026-11-28T06:00:00.000Z",
  finished_at: "2026-11-28T06:05:00.000Z",
  questions: [
    { id: 7, bank: "entrance", pick: "B", seconds: 10 },
    { id: 8, bank: "entrance", pick: "Old words", seconds: 12 },
  ],
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("profile", JSON.stringify({ token: "t", user: { id: 5 } }));
  keepAttempt(ID, attempt);
  updateLedger(ID, [
    { type: "acknowledge", question: "0", seq: 1, kept: { pick: "B", seq: 1 } },
    {
      type: "refuse",
      question: "1",
      seq: 2,
      reason: {
        code: "attempts.pickNotOption",
        params: { n: 2 },
        message: "The pick for question 2 is not one of its options.",
      },
    },
  ]);
});
afterEach(async () => {
  await act(() => setLanguage("en"));
  localStorage.clear();
});

describe("answers not counted", () => {
  it("shows each refused answer with the server's reason; letting it go asks first", async () => {
    render(<NotCounted />);
    const section = screen.getByRole("region", { name: "Answers not counted" });
    expect(section.textContent).toContain(
      "Question 2, your answer \u201cOld words\u201d: not counted, because the pick for question 2 is not one of its options.",
    );
    // The answer that counts is not listed.
    expect(section.textContent).not.toContain("Question 1,");

    await userEvent.click(within(section).getByRole("button", { name: "Let it go" }));
    const ask = within(section).getByRole("group", {
      name: "Let this answer go? It will not be counted, and it cannot be brought back.",
    });
    // Kept after all: nothing changes.
    await userEvent.click(within(ask).getByRole("button", { name: "Keep it" }));
    expect(readQueue()).toHaveLength(1);

    await userEvent.click(within(section).getByRole("button", { name: "Let it go" }));
    await userEvent.click(
      within(screen.getByRole("group")).getByRole("button", { name: "Let it go" }),
    );
    // Let go knowingly: it leaves the device, and the list with it.
    expect(readQueue()).toEqual([]);
    expect(screen.queryByRole("region", { name: "Answers not counted" })).toBeNull();
  });

  it("says it in Nepali, the server's reason too", async () => {
    await act(() => setLanguage("ne"));
    render(<NotCounted />);
    const section = await screen.findByRole("region", { name: "नगनिएका उत्तर" });
    await expect.poll(() => section.textContent).toContain("गनिएन, किनभने");
    expect(section.textContent).not.toContain("is not one of its options");
    expect(within(section).getByRole("button", { name: "फेरि पठाउनुहोस्" })).toBeTruthy();
  });
});
