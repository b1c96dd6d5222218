import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { palette, reducePaper, startPaper, summarize, type PaperSpec } from "@tayari/quiz/paper";
import { Palette, PaletteDialog } from "./palette";

const spec: PaperSpec = {
  durationMs: 120 * 60_000,
  options: Array.from({ length: 6 }, () => ["A1", "B1", "C1", "D1"]),
};

/** Question 1 answered, 2 skipped and flagged, 3 answered and flagged, 4 on screen, 5 and 6 never opened. */
function sat() {
  let state = startPaper(spec, 0);
  const step = (event: Parameters<typeof reducePaper>[1]) => {
    state = reducePaper(state, event, spec);
  };
  step({ type: "choose", option: "B1", now: 1000 });
  step({ type: "next", now: 2000 });
  step({ type: "flag", now: 3000 });
  step({ type: "next", now: 4000 });
  step({ type: "choose", option: "C1", now: 5000 });
  step({ type: "flag", now: 6000 });
  step({ type: "next", now: 7000 });
  return state;
}

describe("the question palette", () => {
  it("names every number with its state: answered, not answered, not yet seen, flagged", () => {
    render(<Palette entries={palette(sat())} onOpen={() => {}} />);
    const names = screen.getAllByRole("button").map((b) => b.getAttribute("aria-label"));
    expect(names).toEqual([
      "Question 1: answered",
      "Question 2: not answered, flagged",
      "Question 3: answered, flagged",
      "Question 4: not answered",
      "Question 5: not yet seen",
      "Question 6: not yet seen",
    ]);
    // The number on each button is what a sighted student reads; its class draws the state.
    const two = screen.getByRole("button", { name: "Question 2: not answered, flagged" });
    expect(two).toHaveTextContent("2");
    expect(two).toHaveClass("palette-cell", "not-answered", "flagged");
    expect(screen.getByRole("button", { name: "Question 1: answered" })).toHaveClass("answered");
    expect(screen.getByRole("button", { name: "Question 5: not yet seen" })).toHaveClass(
      "not-seen",
    );
  });

  it("marks the question on screen, and only it", () => {
    render(<Palette entries={palette(sat())} onOpen={() => {}} />);
    const current = screen
      .getAllByRole("button")
      .filter((b) => b.getAttribute("aria-current") === "step");
    expect(current.map((b) => b.textContent)).toEqual(["4"]);
  });

  it("opens the question whose number is pressed", async () => {
    const onOpen = vi.fn();
    render(<Palette entries={palette(sat())} onOpen={onOpen} />);
    await userEvent.click(
      screen.getByRole("button", { name: "Question 2: not answered, flagged" }),
    );
    expect(onOpen).toHaveBeenCalledWith(1);
  });

  it("shows the summary counts in the dialog, and the numbers only while it is open", () => {
    const state = sat();
    const props = {
      entries: palette(state),
      summary: summarize(state),
      onOpen: () => {},
      onClose: () => {},
      onSubmit: () => {},
    };
    const { rerender } = render(<PaletteDialog open={false} {...props} />);
    expect(screen.queryByRole("button", { name: /^Question 1/ })).toBeNull();
    rerender(<PaletteDialog open {...props} />);
    expect(screen.getByText("2 answered, 2 flagged, 4 not answered")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Question 4: not answered" })).toHaveFocus();
  });
});
