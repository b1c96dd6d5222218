import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PublishedQuestion } from "@tayari/contracts/catalog-import";
import { setLanguage } from "../../../lib/i18n";
import { PublishedList } from "./published-list";

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => setLanguage("en"));
});

const published = (id: number, unit: Partial<PublishedQuestion>): PublishedQuestion => ({
  unit_id: 7,
  unit_name: "Sets",
  question_id: id,
  question: `Imported question ${id}: which is the key?`,
  options: [`Wrong ${id}`, `Right ${id}`, `Other ${id}`],
  file_name: "sets.csv",
  published_at: "2026-11-24T10:00:00.000Z",
  ...unit,
});

/** The list against a server that answers one page: a unit with a Nepali name, one without. */
function renderList(sent: Array<{ url: string; method: string; body: unknown }> = []) {
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    if (init?.method === "PUT") {
      sent.push({ url: String(url), method: init.method, body: JSON.parse(String(init.body)) });
      return Response.json({
        code: "imports.optionsReworded",
        params: { id: 11, unit: "Sets" },
        message:
          "The options of question 11 of the unit Sets are reworded: answers given before are kept, marked as given to the earlier words.",
      });
    }
    return Response.json({
      questions: [
        published(11, { unit_name_ne: "समूह" }),
        published(12, { unit_id: 8, unit_name: "Vectors" }),
      ],
      total: 2,
      page: 1,
      page_size: 20,
    });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PublishedList />
    </QueryClientProvider>,
  );
}

describe("PublishedList", () => {
  it("names each unit as the catalog does in English", async () => {
    renderList();
    const items = await screen.findAllByRole("listitem");
    expect(items[0]).toHaveTextContent(/^Question 11 in Sets, published/);
    expect(items[1]).toHaveTextContent(/^Question 12 in Vectors, published/);
  });

  it("in Nepali names the unit in Nepali where the catalog has a Nepali name, else as it is", async () => {
    await act(() => setLanguage("ne"));
    renderList();
    const items = await screen.findAllByRole("listitem");
    expect(items[0]).toHaveTextContent(/^समूह को प्रश्न 11,/);
    expect(items[0]).not.toHaveTextContent("Sets");
    expect(items[1]).toHaveTextContent(/^Vectors को प्रश्न 12,/);
    // The question asked before unpublishing names it the same way.
    await act(async () =>
      within(items[0]!).getByRole("button", { name: "प्रकाशन हटाउनुहोस्" }).click(),
    );
    expect(await screen.findByRole("dialog")).toHaveTextContent(/समूह बाट प्रश्न 11 को/);
  });

  it("rewords a question's options in place, option for option, and says so", async () => {
    const sent: Array<{ url: string; method: string; body: unknown }> = [];
    renderList(sent);
    const items = await screen.findAllByRole("listitem");
    const item = within(items[0]!);
    // Closed, it holds no fields (a page lists 20).
    expect(item.queryByLabelText("Option A")).toBeNull();
    await act(async () => item.getByText("Reword its options").click());
    expect(await item.findByLabelText("Option A")).toHaveValue("Wrong 11");
    expect(item.getByLabelText("Option C")).toHaveValue("Other 11");
    const b = item.getByLabelText("Option B");
    await act(async () => {
      fireEvent.change(b, { target: { value: "Right 11 m/s" } });
    });
    await act(async () => item.getByRole("button", { name: "Save the new words" }).click());
    expect(await screen.findByRole("status")).toHaveTextContent(
      "The options of question 11 of the unit Sets are reworded",
    );
    expect(sent).toEqual([
      {
        url: expect.stringMatching(
          /\/api\/examiner\/catalog-import\/units\/7\/questions\/11\/options$/,
        ),
        method: "PUT",
        body: { options: ["Wrong 11", "Right 11 m/s", "Other 11"] },
      },
    ]);
  });
});
