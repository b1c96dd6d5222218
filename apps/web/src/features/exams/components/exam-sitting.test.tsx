import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnswerResponse, AttemptResponse } from "@tayari/contracts/exams";
import { ExamSitting } from "./exam-sitting";

afterEach(() => vi.unstubAllGlobals());

const attempt: AttemptResponse = {
  id: 7,
  exam: { slug: "scholarship", title: "Scholarship test" },
  started_at: "2026-11-24T06:00:00.000Z",
  deadline: "2026-11-24T07:00:00.000Z",
  seconds_left: 3600,
  resume_at: 0,
  seq: 4,
  questions: [
    {
      id: 11,
      question: "Which gas do plants take in?",
      options: ["Oxygen", "Carbon dioxide", "Argon"],
    },
    { id: 12, question: "What is 2 + 2?", options: ["3", "4", "5"] },
  ],
  answers: {},
};

interface Save {
  seq: number;
  pick: string;
  answer: (reply: AnswerResponse) => void;
}

/**
 * The sitting against a server whose answer saves wait until the test answers them, in the order it
 * chooses (a slow link delivering the replies out of order).
 */
function renderSitting() {
  const saves: Save[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.endsWith("/api/exams") && (init.method ?? "GET") === "GET")
        return Response.json({
          sat: [],
          exams: [
            {
              slug: "scholarship",
              title: "Scholarship test",
              opens_at: attempt.started_at,
              closes_at: attempt.deadline,
              duration_seconds: 3600,
              question_count: 2,
              needs_access_code: false,
              attempt: "running",
            },
          ],
        });
      if (url.endsWith("/attempt") && init.method === "POST") return Response.json(attempt);
      if (url.includes("/attempt/answers/") && init.method === "PUT") {
        const body = JSON.parse(String(init.body)) as { pick: string; seq: number };
        return new Promise<Response>((resolve) =>
          saves.push({ ...body, answer: (reply) => resolve(Response.json(reply)) }),
        );
      }
      return Response.json({ code: "general.notFound", params: {}, message: "?" }, { status: 404 });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ExamSitting slug="scholarship" signedIn />
    </QueryClientProvider>,
  );
  return saves;
}

const reply = (pick: string, seq: number): AnswerResponse => ({
  question_id: 11,
  pick,
  seq,
  saved_at: "2026-11-24T06:01:00.000Z",
  seconds_left: 3540,
});

describe("ExamSitting saves", () => {
  it('numbers each pick after the attempt\'s and says "Saved" only when the pick on screen is the one kept', async () => {
    const saves = renderSitting();
    await userEvent.click(await screen.findByRole("radio", { name: /Oxygen/ }));
    await userEvent.click(screen.getByRole("radio", { name: /Carbon dioxide/ }));
    await waitFor(() => expect(saves).toHaveLength(2));
    // Going on from the attempt's highest number (4, from the server on the resume).
    expect(saves.map(({ seq, pick }) => ({ seq, pick }))).toEqual([
      { seq: 5, pick: "Oxygen" },
      { seq: 6, pick: "Carbon dioxide" },
    ]);
    const status = screen.getByRole("status");
    // The older pick's save is acknowledged first: the pick on screen is not saved yet.
    await act(async () => saves[0]!.answer(reply("Oxygen", 5)));
    expect(status).toHaveTextContent("Saving…");
    await act(async () => saves[1]!.answer(reply("Carbon dioxide", 6)));
    expect(status).toHaveTextContent("Saved");
    expect(screen.getByRole("radio", { name: /Carbon dioxide/ })).toBeChecked();
  });

  it("a late reply to an older pick leaves the newer pick's state alone", async () => {
    const saves = renderSitting();
    await userEvent.click(await screen.findByRole("radio", { name: /Oxygen/ }));
    await userEvent.click(screen.getByRole("radio", { name: /Argon/ }));
    await waitFor(() => expect(saves).toHaveLength(2));
    await act(async () => saves[1]!.answer(reply("Argon", 6)));
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Saved");
    // The first save arrived at the server after the second: the server kept 6 and says so.
    await act(async () => saves[0]!.answer(reply("Argon", 6)));
    expect(status).toHaveTextContent("Saved");
    expect(screen.getByRole("radio", { name: /Argon/ })).toBeChecked();
  });

  it("a later pick made on another device is the one kept: the screen shows it", async () => {
    const saves = renderSitting();
    await userEvent.click(await screen.findByRole("radio", { name: /Oxygen/ }));
    await waitFor(() => expect(saves).toHaveLength(1));
    await act(async () => saves[0]!.answer(reply("Argon", 9)));
    expect(screen.getByRole("radio", { name: /Argon/ })).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
    // The next pick counts on from the number the server named.
    await userEvent.click(screen.getByRole("radio", { name: /Oxygen/ }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]!.seq).toBe(10);
  });
});
