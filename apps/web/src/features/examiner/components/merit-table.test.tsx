import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { cleanUpAfterEach, examRow, meritAnswer, renderWithApi } from "../test-support";
import { MeritTable } from "./merit-table";

cleanUpAfterEach();

// The merit list on the page has the roll numbers its CSV has (issue 68 point 9), and in Nepali
// its figures are in Devanagari digits as its dates are (point 7).
const base = meritAnswer({ final: true, submitted_at: "2026-11-26T05:10:00.000Z" });
const asha = base.rows[0]!;
const merit = {
  ...base,
  rows: [
    { ...asha, roll: "079-BCT-012", score: 12.5, percentile: 100 },
    { ...asha, rank: 2, name: "Bina Gurung", email: "bina@example.com", score: 8, percentile: 50 },
  ],
};

describe("the merit list", () => {
  it("has a roll column when candidates have rolls, and Devanagari figures in Nepali", async () => {
    const exam = examRow();
    renderWithApi(<MeritTable merit={merit} />, { exams: [exam] });
    const table = screen.getByRole("table", { name: "Merit list" });
    const rows = within(table).getAllByRole("row");
    expect(within(rows[0]!).getAllByRole("columnheader")[1]).toHaveTextContent("Roll number");
    expect(within(rows[1]!).getAllByRole("cell")[1]).toHaveTextContent("079-BCT-012");
    expect(within(rows[2]!).getAllByRole("cell")[1]).toHaveTextContent("—");
    expect(within(rows[1]!).getAllByRole("cell")[4]).toHaveTextContent("12.5");

    await act(() => setLanguage("ne"));
    const ne = within(screen.getByRole("table", { name: "योग्यताक्रम सूची" }));
    const cells = within(ne.getAllByRole("row")[1]!).getAllByRole("cell");
    expect(cells[0]).toHaveTextContent("१");
    expect(cells[1]).toHaveTextContent("079-BCT-012");
    expect(cells[4]).toHaveTextContent("१२.५");
    expect(cells[5]).toHaveTextContent("१००");
    // The time beside them is in the same digits.
    expect(cells[6]).not.toHaveTextContent(/[0-9]/);
    await act(() => setLanguage("en"));
  });
});
