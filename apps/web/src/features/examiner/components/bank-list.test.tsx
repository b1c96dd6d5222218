import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { BankList } from "./bank-list";

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => setLanguage("en"));
});

const bank = {
  id: 7,
  name: "Chemistry 2083",
  question_count: 12,
  categories: { chemistry: 12 },
  created_at: "2026-11-24T06:00:00.000Z",
};

/** The bank list against a server that answers DELETE with `status` and `body`. */
function renderList(status: number, body: object) {
  const fetch = vi.fn(async (_url: string, init: RequestInit = {}) =>
    init.method === "DELETE"
      ? new Response(JSON.stringify(body), {
          status,
          headers: { "content-type": "application/json" },
        })
      : new Response(JSON.stringify({ banks: [] }), {
          headers: { "content-type": "application/json" },
        }),
  );
  vi.stubGlobal("fetch", fetch);
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <BankList banks={[bank]} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe("deleting a bank", () => {
  it("asks first, then deletes and says so", async () => {
    const fetch = renderList(200, {
      code: "exams.bankDeleted",
      params: { name: "Chemistry 2083" },
      message: "The bank Chemistry 2083 is deleted.",
    });
    await userEvent.click(screen.getByRole("button", { name: "Delete bank" }));
    expect(screen.getByText("Delete the bank Chemistry 2083?")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    // The dialog's own button deletes; "Keep it" would close it.
    const buttons = screen.getAllByRole("button", { name: "Delete bank" });
    await userEvent.click(buttons.at(-1)!);
    expect(await screen.findByText("The bank Chemistry 2083 is deleted.")).toBeInTheDocument();
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === "DELETE")!;
    expect(url).toMatch(/\/examiner\/banks\/7$/);
    expect(init?.method).toBe("DELETE");
  });

  it("shows the refusal of a bank an exam uses, in Nepali too", async () => {
    await act(() => setLanguage("ne"));
    renderList(409, {
      code: "exams.bankInUse",
      params: { title: "Scholarship test" },
      message:
        "The bank is used by the exam Scholarship test: a bank an exam was made from cannot be deleted.",
    });
    await userEvent.click(screen.getByRole("button", { name: "प्रश्नसङ्ग्रह मेटाउनुहोस्" }));
    await userEvent.click(screen.getAllByRole("button", { name: "प्रश्नसङ्ग्रह मेटाउनुहोस्" }).at(-1)!);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "यो प्रश्नसङ्ग्रह परीक्षा Scholarship test मा प्रयोग भएको छ",
    );
  });
});
