import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { expectNotTheirs, renderWithApi, cleanUpAfterEach } from "../test-support";
import { BankPage } from "./bank-page";

cleanUpAfterEach();

const bank = {
  id: 7,
  name: "Chemistry 2083",
  questions: [
    {
      id: 1,
      category: "chemistry",
      question: "Which gas do plants take in for photosynthesis?",
      options: ["Oxygen", "Carbon dioxide", "Nitrogen", "All of the above"],
      answer: "Carbon dioxide",
      explanation: "Plants take in carbon dioxide and give out oxygen.",
    },
  ],
  written_order: [1],
};

describe("a bank's own page", { timeout: 30_000 }, () => {
  it("reads the bank as students will see it, with its key; deleting it is asked first, then said", async () => {
    const { calls } = renderWithApi(<BankPage id={7} />, { exams: [] }, (call) => {
      if (call.path !== "/examiner/banks/7") return undefined;
      return call.method === "DELETE"
        ? Response.json({
            code: "exams.bankDeleted",
            params: { name: "Chemistry 2083" },
            message: "The bank Chemistry 2083 is deleted.",
          })
        : Response.json(bank);
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Chemistry 2083" })).toBeVisible();
    expect(screen.getByText(/^1 question, as students will see it/)).toBeVisible();
    expect(screen.getByText("Which gas do plants take in for photosynthesis?")).toBeVisible();
    expect(screen.getByText("Plants take in carbon dioxide and give out oxygen.")).toBeVisible();
    expect(screen.getByText(/keep this order for every student/)).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Delete bank" }));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await userEvent.click(screen.getAllByRole("button", { name: "Delete bank" }).at(-1)!);
    expect(await screen.findByRole("status")).toHaveTextContent(
      "The bank Chemistry 2083 is deleted.",
    );
    expect(screen.queryByText("Which gas do plants take in for photosynthesis?")).toBeNull();
  });

  it("says a bank that is not the examiner's in plain words, with the way back, in Nepali too", async () => {
    renderWithApi(<BankPage id={9} />, { exams: [] }, (call) =>
      call.path === "/examiner/banks/9"
        ? Response.json(
            { code: "exams.noBank", params: { id: 9 }, message: "You have no bank with id 9." },
            { status: 404 },
          )
        : undefined,
    );
    await expectNotTheirs("bank", () => act(() => setLanguage("ne")));
  });
});
