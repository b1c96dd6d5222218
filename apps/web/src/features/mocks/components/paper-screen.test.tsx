import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render as renderBare, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Question } from "@tayari/contracts/question";
import { startPaper } from "@tayari/quiz/paper";
import { PAPER_MS, readSitting, specOf, writeQuestions, type Sitting } from "../sitting";
import { markSitting } from "./mock-result";
import { PaperScreen } from "./paper-screen";

const CATEGORIES = ["mathematics", "physics", "chemistry", "english", "computer"];
const questions: Question[] = Array.from({ length: 5 }, (_, i) => ({
  id: 100 + i,
  category: CATEGORIES[i]!,
  question: `Question text ${i + 1}`,
  options: [`a${i}`, `b${i}`, `c${i}`, `d${i}`],
  answer: `b${i}`,
  explanation: `Because b${i} is right.`,
}));

const T0 = Date.UTC(2026, 10, 24, 3, 0, 0);

/** The screen inside TanStack Query's provider, as the route puts it. */
const render = (ui: ReactNode) =>
  renderBare(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    ),
  });

function sitting(): Sitting {
  return {
    id: "5b7c0f5e-8d7e-4a57-9c1a-2f0a3c1d9e11",
    paper: "mock-1",
    questions,
    state: startPaper(specOf(questions), T0),
    ledger: { seq: 0, answers: {} },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

const key = (k: string) => fireEvent.keyDown(window, { key: k });

describe("the mock paper screen", () => {
  it("moves with keys and buttons without an answer, flags, and shows no key while it runs", () => {
    writeQuestions("mock-1", questions);
    render(
      <PaperScreen title="Mock test 1" sitting={sitting()} signedIn={false} onEnded={() => {}} />,
    );
    expect(screen.getByRole("timer", { name: "Time left" })).toHaveTextContent("2:00:00");
    key("b");
    expect(screen.getByRole("radio", { name: /b0/ })).toBeChecked();
    key("Enter");
    expect(screen.getByText("Question 2 of 5")).toBeInTheDocument();
    // Next needs no answer: the second is skipped, the third flagged.
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(screen.getByRole("button", { name: "Flag for review" }));
    expect(screen.getByRole("button", { name: "Remove the flag" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByText("Flagged")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByText("Question 2 of 5")).toBeInTheDocument();
    // Nothing of the key or the explanation is on the page.
    expect(screen.queryByText(/Because/)).toBeNull();
    expect(screen.queryByText("Correct")).toBeNull();
    // The device keeps where it is.
    const kept = readSitting("mock-1", Date.now());
    expect(kept?.state.current).toBe(1);
    expect(kept?.state.picks).toEqual(["b0", null, null, null, null]);
    expect(kept?.state.flags).toEqual([false, false, true, false, false]);
  });

  it("opens any question from the palette and summarises before submitting", () => {
    const onEnded = vi.fn();
    render(
      <PaperScreen title="Mock test 1" sitting={sitting()} signedIn={false} onEnded={onEnded} />,
    );
    key("2");
    fireEvent.click(screen.getByRole("button", { name: "All questions" }));
    fireEvent.click(screen.getByRole("button", { name: "Question 4: not yet seen" }));
    expect(screen.getByText("Question 4 of 5")).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole("button", { name: "Submit the paper" })[0]!);
    expect(screen.getAllByText("1 answered, 0 flagged, 4 not answered")[0]).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole("button", { name: "Submit now" }));
    expect(onEnded).toHaveBeenCalledTimes(1);
    const ended = onEnded.mock.calls[0]![0] as Sitting;
    expect(ended.state.endedBy).toBe("submitted");
    expect(ended.state.finishedAt).toBe(T0 + 3000);
  });

  it("ends the paper by itself when its time is up, taking nothing after it", () => {
    const onEnded = vi.fn();
    render(
      <PaperScreen title="Mock test 1" sitting={sitting()} signedIn={false} onEnded={onEnded} />,
    );
    key("c");
    act(() => vi.advanceTimersByTime(PAPER_MS - 1000));
    expect(screen.getByRole("timer")).toHaveTextContent("00:01");
    expect(onEnded).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onEnded).toHaveBeenCalledTimes(1);
    const ended = onEnded.mock.calls[0]![0] as Sitting;
    expect(ended.state.endedBy).toBe("time-up");
    expect(ended.state.finishedAt).toBe(T0 + PAPER_MS);
    expect(ended.state.picks[0]).toBe("c0");
  });
});

describe("a signed-in sitting and the server's copy", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("merges another device's copy per question: its later answers show here, this device's stay", async () => {
    const id = sitting().id;
    /** The server's copy: each save merged into it per question, the later change winning. */
    const server = {
      id,
      seconds_left: 7000,
      current: 0,
      picks: [null, null, null, null, null] as Array<string | null>,
      seqs: [0, 0, 0, 0, 0],
      flags: [] as number[],
      seen: [0],
      changes: 0,
      seq: 0,
      saved_at: new Date(T0).toISOString(),
      elapsed_ms: 5_000,
    };
    const saves: Array<{
      picks: Array<string | null>;
      seqs: number[];
      current: number;
      seq: number;
    }> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        expect(url).toBe("/api/me/mocks/mock-1/sitting");
        if (init?.method === "PUT") {
          const body = JSON.parse(String(init.body)) as (typeof saves)[number];
          saves.push(body);
          body.picks.forEach((pick, i) => {
            if ((body.seqs[i] ?? 0) > server.seqs[i]!) {
              server.picks[i] = pick;
              server.seqs[i] = body.seqs[i]!;
            }
          });
          if (body.seq >= server.seq)
            Object.assign(server, { current: body.current, seq: body.seq });
          return Response.json({
            code: "mocks.sittingSaved",
            params: {},
            message: "Sitting saved.",
            seconds_left: 7190,
            changes: 1,
            elapsed_ms: 10_000,
            picks: server.picks,
            seqs: server.seqs,
            refused: [],
          });
        }
        return Response.json({ sitting: server });
      }),
    );
    writeQuestions("mock-1", questions);
    render(<PaperScreen title="Mock test 1" sitting={sitting()} signedIn onEnded={() => {}} />);
    // This device answers question 1 at 2 s: sent at once, with its number on the sitting's clock.
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    key("a");
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(saves.at(-1)).toMatchObject({ picks: ["a0", null, null, null, null] });
    expect(saves.at(-1)!.seqs[0]).toBe(2_000);
    expect(server.picks[0]).toBe("a0");

    // The phone, on the same sitting, answers question 2 at 9 s and is on question 4, flagged.
    Object.assign(server, {
      picks: ["a0", "c1", null, null, null],
      seqs: [2_000, 9_000, 0, 0, 0],
      current: 3,
      flags: [3],
      seen: [0, 1, 2, 3],
      seq: 9_000,
      changes: 9,
    });
    // Back on this tab: the server's copy merged; the phone's place, its answer to question 2.
    await act(async () => {
      document.dispatchEvent(new Event("visibilitychange"));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText("Question 4 of 5")).toBeInTheDocument();
    expect(screen.getByText("Flagged")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "All questions" }));
    expect(screen.getByRole("button", { name: "Question 2: answered" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Question 1: answered" }));
    // This device's clock stays; its copy is the merged one.
    expect(readSitting("mock-1", Date.now())!.state.picks).toEqual(["a0", "c1", null, null, null]);

    // The phone changes question 2 later (12 s) while this device changes question 1 (11 s): each
    // question keeps its later change, and this device's save is answered with the phone's.
    Object.assign(server, {
      picks: ["a0", "d1", null, null, null],
      seqs: [2_000, 12_000, 0, 0, 0],
    });
    await act(async () => vi.advanceTimersByTimeAsync(9_000 - 2_000));
    key("b");
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(server.picks).toEqual(["b0", "d1", null, null, null]);
    fireEvent.click(screen.getByRole("button", { name: "All questions" }));
    fireEvent.click(screen.getByRole("button", { name: "Question 2: answered" }));
    expect(screen.getByRole("radio", { name: /d1/ })).toBeChecked();
  });
});

describe("the mock result's marks", () => {
  it("counts 1 mark a right answer and none lost for a wrong one, per subject", () => {
    const s = sitting();
    s.state = { ...s.state, picks: ["b0", "a1", null, "b3", "d4"] };
    const result = markSitting(s);
    expect(result.marks).toBe(2);
    expect(result.max).toBe(5);
    expect(result.subjects.map((r) => [r.category, r.right, r.wrong, r.blank])).toEqual([
      ["mathematics", 1, 0, 0],
      ["physics", 0, 1, 0],
      ["chemistry", 0, 0, 1],
      ["english", 1, 0, 0],
      ["computer", 0, 1, 0],
    ]);
  });
});
