import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { MockList } from "./mock-list";
import { renderInApp } from "../../../test/render-in-app";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A sitting of `paper` kept on this device, running or finished. */
const onDevice = (paper: string, finished: boolean) =>
  localStorage.setItem(
    `mock:${paper}`,
    JSON.stringify({ id: "s", paper, state: { finishedAt: finished ? 1 : null } }),
  );

const show = (signedIn: boolean) => renderInApp(<MockList signedIn={signedIn} />);

const card = (name: string) => screen.getByRole("link", { name: new RegExp(`^${name}\\b`) });

describe("the mock tests' list", () => {
  it("signed in, labels each paper as the server says, on whatever device it was sat", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        expect(url).toBe("/api/me/mocks");
        return Response.json({
          papers: [
            { paper: "mock-2", status: "running" },
            { paper: "mock-3", status: "finished" },
            { paper: "model-2076", status: "finished" },
          ],
        });
      }),
    );
    // This device still holds a sitting of Mock test 3 that another device submitted, and one of
    // Mock test 4 that has not reached the server yet.
    onDevice("mock-3", false);
    onDevice("mock-4", false);
    show(true);
    expect(await screen.findByRole("link", { name: /^Mock test 2.*In progress/ })).toBeVisible();
    expect(card("Mock test 3")).toHaveTextContent("Finished: see your result");
    expect(card("Mock test 4")).toHaveTextContent("In progress: continue");
    expect(card("2076 model paper")).toHaveTextContent("Finished: see your result");
    expect(card("Mock test 1")).not.toHaveTextContent(/In progress|Finished/);
  });

  it("a guest's labels are this device's, and the server is not asked", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    onDevice("mock-1", true);
    onDevice("mock-5", false);
    show(false);
    expect(card("Mock test 1")).toHaveTextContent("Finished: see your result");
    expect(card("Mock test 5")).toHaveTextContent("In progress: continue");
    expect(card("Mock test 2")).not.toHaveTextContent(/In progress|Finished/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("lists the BCA mock tests at their own address, saying plainly what of the format is assumed", async () => {
    vi.stubGlobal("fetch", vi.fn());
    onDevice("bca-mock-2", false);
    renderInApp(<MockList signedIn={false} family="bca" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("BCA mock tests");
    const cards = screen.getAllByRole("link", { name: /^BCA mock test \d/ });
    expect(cards.map((c) => c.getAttribute("href"))).toEqual(
      [1, 2, 3, 4, 5].map((n) => `/bca/mock-tests/bca-mock-${n}`),
    );
    expect(cards[1]).toHaveTextContent("In progress: continue");
    expect(cards[0]).toHaveTextContent("100 questions · 120 minutes");
    expect(screen.queryByRole("heading", { name: "Model papers" })).toBeNull();
    const note = screen.getByRole("complementary", { name: "What is the site's assumption" });
    expect(note).toHaveTextContent("These BCA mock papers are the site's own.");
    expect(note).toHaveTextContent("are our choice within the ranges those pages give");

    await act(() => setLanguage("ne"));
    try {
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("BCA नमुना परीक्षाहरू");
      expect(screen.getByRole("complementary")).toHaveTextContent(
        "यी BCA नमुना प्रश्नपत्र यस साइटका आफ्नै हुन्।",
      );
      expect(screen.getByRole("link", { name: /^BCA नमुना परीक्षा 1/ })).toBeVisible();
    } finally {
      await act(() => setLanguage("en"));
    }
  });
});
