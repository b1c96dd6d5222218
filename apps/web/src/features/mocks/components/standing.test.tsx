import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import type { AttemptSender } from "../sitting";
import { MIN_RANKED, Standing } from "./standing";
import { renderInApp } from "../../../test/render-in-app";

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => setLanguage("en"));
});

/** The sitting has reached the server (or was refused with `refusal`). */
const sender = (refusal: AttemptSender["refusal"] = () => null): AttemptSender => ({
  keep: () => {},
  waiting: () => false,
  send: async () => {},
  refusal,
});

/** The server's standing of mock-1 with `candidates`, the student first. */
function serverSays(candidates: number) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () =>
      Response.json({
        paper: "mock-1",
        candidates,
        bucket_marks: 5,
        distribution: [candidates - 1, 0, 1, ...Array(18).fill(0)],
        you: {
          attempt_id: "s1",
          started_at: "2026-11-25T10:00:00.000Z",
          marks: 12,
          max_marks: 100,
          rank: 1,
          percentile: 100,
          bucket: 2,
        },
      }),
    ),
  );
}

const show = (attempts: AttemptSender) =>
  renderInApp(<Standing paper="mock-1" sittingId="s1" signedIn attempts={attempts} />);

describe("a mock sitting's rank", () => {
  it("with fewer than 30 candidates: no rank or percentile, how many have sat the paper", async () => {
    expect(MIN_RANKED).toBe(30);
    serverSays(1);
    show(sender());
    expect(
      await screen.findByText(
        "You are the first to sit this paper. A rank is shown once 30 candidates have sat it.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Rank|Percentile/)).toBeNull();
  });

  it("with 29: still none; in Nepali too", async () => {
    serverSays(29);
    show(sender());
    expect(
      await screen.findByText(/^You are one of the first 29 to sit this paper\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Rank/)).toBeNull();
    await act(() => setLanguage("ne"));
    expect(await screen.findByText(/पहिला 29 जनामध्ये तपाईं एक हुनुहुन्छ/)).toBeInTheDocument();
  });

  it("with 30 or more: the rank and the percentile, each with the count", async () => {
    serverSays(45);
    show(sender());
    expect(await screen.findByText("Rank 1 of 45")).toBeInTheDocument();
    expect(
      screen.getByText("Percentile 100: you scored at or above 100% of the 45 candidates."),
    ).toBeInTheDocument();
  });

  it("a sitting the server refused says why instead of waiting for the server", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    show(
      sender(() => ({
        code: "mocks.tooFast",
        params: { answered: 100, lasted: "0 min 6 s", least: "1 min 40 s" },
        message:
          "Finished in 0 min 6 s with 100 answered: faster than anyone can open the questions (at least 1 min 40 s).",
      })),
    );
    expect(await screen.findByText(/^This sitting cannot be ranked/)).toHaveTextContent(
      "This sitting cannot be ranked. Finished in 0 min 6 s with 100 answered: faster than anyone can open the questions (at least 1 min 40 s).",
    );
    expect(screen.getByText(/Sit another paper in full time/)).toBeInTheDocument();
    expect(screen.queryByText(/appears once this sitting has reached the server/)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
