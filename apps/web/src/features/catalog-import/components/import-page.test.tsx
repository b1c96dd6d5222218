import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CatalogImportReport, ImportTargetsResponse } from "@tayari/contracts/catalog-import";
import { setLanguage } from "../../../lib/i18n";
import { ImportPage } from "./import-page";

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => setLanguage("en"));
});

const targets: ImportTargetsResponse = {
  levels: [
    {
      slug: "grade-x",
      name: "School (Grade X)",
      subjects: [
        {
          slug: "grade-x-science",
          name: "Science",
          items: [
            {
              slug: "physics",
              name: "Physics",
              category: "mcq",
              units: [{ id: 7, slug: "force", name: "Force", question_count: 10 }],
            },
          ],
        },
      ],
    },
  ],
};

/**
 * The page against a server that answers the targets, an empty list of the examiner's published
 * questions, then `answer` to everything else. The returned mock records all but the list's calls.
 */
async function renderPage(answer: (url: string, init: RequestInit) => Response) {
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) =>
    url.endsWith("/targets") ? Response.json(targets) : answer(url, init),
  );
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) =>
    url.includes("/catalog-import/published")
      ? Response.json({ questions: [], total: 0, page: 1, page_size: 20 })
      : fetch(url, init),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ImportPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole("option", { name: "Force (10 questions)" });
  return fetch;
}

/** A picked file (jsdom's File has no arrayBuffer(), which browsers give every Blob). */
const file = (bytes: Uint8Array<ArrayBuffer>, name: string) =>
  Object.assign(new File([bytes], name), { arrayBuffer: async () => bytes.slice().buffer });
const csv = (text: string, name = "questions.csv") => file(new TextEncoder().encode(text), name);

/** The unit the reports below were read for. */
const FORCE: CatalogImportReport["target"] = {
  address: "grade-x-science/physics/force",
  level: "School (Grade X)",
  subject: "Science",
  item: "Physics",
  unit: "Force",
  new_unit: false,
  path: "/school/grade-x-science/mcq/7",
};

/** An Aiken question without its ANSWER line, at line 6. */
const NO_ANSWER_AT_6: CatalogImportReport["rejected"][number] = {
  line: 6,
  kind: "refused",
  reasons: [{ code: "aiken_no_answer", params: {}, message: "has no ANSWER: line" }],
  reason: "has no ANSWER: line",
};

/**
 * The report of paper.txt checked into FORCE: one block accepted (physics question 20, as
 * `question` words it), one refused, and `counts`.
 */
const paperReport = (
  counts: Pick<CatalogImportReport, "read" | "unsupported" | "rejected">,
  question: Pick<
    CatalogImportReport["questions"][number],
    "question" | "options" | "answer" | "explanation"
  >,
): CatalogImportReport => ({
  file: "paper.txt",
  target: FORCE,
  accepted: 1,
  refused: 1,
  ...counts,
  notes: [],
  problems: [],
  lines: [],
  questions: [{ id: 20, category: "physics", ...question }],
});

describe("ImportPage", () => {
  it("shows each of the server's field errors under its field", async () => {
    const unknown = {
      code: "imports.noUnit",
      params: { into: "grade-x-science/physics/force" },
      message: 'There is no unit at "grade-x-science/physics/force" (a unit name starts one).',
    };
    const category = {
      code: "imports.categoryTooLong",
      params: {},
      message: "The category must not be longer than 60 characters.",
    };
    const fetch = await renderPage(() =>
      Response.json(
        { ...unknown, errors: { into: [unknown], category: [category] } },
        { status: 422 },
      ),
    );
    await userEvent.upload(screen.getByLabelText("Question file"), csv("q,a,b,c,,,A,x,y"));
    await userEvent.click(screen.getByRole("button", { name: "Check the file" }));
    expect(await screen.findByText(unknown.message, { selector: ".field-error" })).toBeVisible();
    expect(screen.getByLabelText("Unit")).toHaveAccessibleDescription(unknown.message);
    expect(screen.getByLabelText("Category (optional)")).toHaveAccessibleDescription(
      expect.stringContaining(category.message),
    );
    const sent = JSON.parse(String(fetch.mock.calls[1]![1]!.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({
      file_name: "questions.csv",
      format: "csv",
      into: "grade-x-science/physics/force",
      text: "q,a,b,c,,,A,x,y",
    });
  });

  it("takes the format from the file's content first, then its ending", async () => {
    await renderPage(() => Response.json({}, { status: 500 }));
    const formatOf = async (text: string, name: string) => {
      await userEvent.upload(screen.getByLabelText("Question file"), csv(text, name));
      return (screen.getByLabelText("Format") as HTMLSelectElement).value;
    };
    expect(await formatOf("::q:: x {=a ~b ~c}", "m.gift")).toBe("gift");
    expect(await formatOf("Q\nA. a\nB. b\nANSWER: A", "p.txt")).toBe("aiken");
    // Moodle names its GIFT exports .txt.
    expect(await formatOf("// question: 1\n::q:: x {=a ~b ~c}", "moodle-export.txt")).toBe("gift");
    expect(await formatOf('<?xml version="1.0"?><quiz></quiz>', "bank.txt")).toBe("moodle-xml");
  });

  it("sends a UTF-16 file as text with its encoding, and refuses one that is not UTF-8", async () => {
    const fetch = await renderPage(() =>
      Response.json({ code: "imports.emptyFile", params: {}, message: "x" }, { status: 422 }),
    );
    const text = "Q?\nA. café\nB. b\nC. c\nANSWER: A";
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...text].flatMap((ch) => [ch.charCodeAt(0), 0])]);
    await userEvent.upload(screen.getByLabelText("Question file"), file(utf16, "paper.txt"));
    await userEvent.click(screen.getByRole("button", { name: "Check the file" }));
    await screen.findByRole("alert");
    expect(JSON.parse(String(fetch.mock.calls[1]![1]!.body))).toMatchObject({
      format: "aiken",
      text,
      encoding: "UTF-16",
    });
    await userEvent.upload(
      screen.getByLabelText("Question file"),
      file(new Uint8Array([0x51, 0x81, 0x0a]), "odd.txt"),
    );
    expect(screen.getByLabelText("Question file")).toHaveAccessibleDescription(
      expect.stringContaining("the file is not UTF-8 text: save it as UTF-8"),
    );
  });

  it("shows a refused line's reason and the counts in Nepali, from their codes", async () => {
    const report = paperReport(
      {
        read: 3,
        unsupported: 1,
        rejected: [
          NO_ANSWER_AT_6,
          {
            line: 11,
            kind: "unsupported",
            reasons: [{ code: "unsupported", params: { type: "truefalse" }, message: "x" }],
            reason: "x",
          },
        ],
      },
      {
        question: "What is $v$ if $u = 0$?",
        options: ["$at$", "$0$", "$a$"],
        answer: "$at$",
        explanation: "$v = u + at$.",
      },
    );
    await renderPage(() => Response.json(report));
    await act(() => setLanguage("ne"));
    await userEvent.upload(screen.getByLabelText("प्रश्न फाइल"), csv("Q?\nA. a", "paper.txt"));
    await userEvent.click(screen.getByRole("button", { name: "फाइल जाँच्नुहोस्" }));
    const table = await screen.findByRole("table");
    expect(table).toHaveTextContent("6ANSWER: पङ्क्ति छैन");
    expect(table).toHaveTextContent("11आयात गरिएन: सत्य/असत्य प्रश्न: समर्थित छैन");
    expect(screen.getByRole("status")).toHaveTextContent(
      "paper.txt बाट 3 पढियो: 1 पास, 1 अस्वीकृत, 1 समर्थित छैनन्",
    );
  });

  it("reads a refused publish in Nepali: the count, what to do, and the refused line", async () => {
    const report = paperReport(
      { read: 2, unsupported: 0, rejected: [NO_ANSWER_AT_6] },
      {
        question: "Which is a unit of force?",
        options: ["newton", "joule", "watt"],
        answer: "newton",
        explanation: "Force is measured in newtons.",
      },
    );
    const refused = {
      code: "imports.nothingWritten",
      params: { read: 2, file: "paper.txt", refused: 1 },
      message: "2 read from paper.txt, 1 rejected: nothing written",
      errors: {
        skip_bad: [
          {
            code: "imports.leaveOutRefused",
            params: { count: 1, accepted: 1 },
            message: "Leave out the 1 rejected question to publish the other 1, or fix it ...",
          },
        ],
        "line 6": [
          {
            code: "imports.lineRefused",
            params: { line: 6, reason: "aiken_no_answer" },
            message: "line 6: has no ANSWER: line",
          },
        ],
      },
    };
    await renderPage((url) =>
      url.endsWith("/preview") ? Response.json(report) : Response.json(refused, { status: 422 }),
    );
    await act(() => setLanguage("ne"));
    await userEvent.upload(screen.getByLabelText("प्रश्न फाइल"), csv("Q?\nA. a", "paper.txt"));
    await userEvent.click(screen.getByRole("button", { name: "फाइल जाँच्नुहोस्" }));
    await userEvent.click(await screen.findByRole("button", { name: "1 प्रश्न प्रकाशित गर्नुहोस्" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("paper.txt बाट 2 पढियो, 1 अस्वीकृत: केही पनि थपिएन");
    expect(alert).not.toHaveTextContent(/read from|nothing written/);
    expect(
      screen.getByText(/बाँकी 1 प्रकाशित गर्न अस्वीकृत 1 प्रश्न छोड्नुहोस्/, { selector: ".field-error" }),
    ).toBeVisible();
    // The refused line, as an API caller gets it, reads in Nepali through the report's catalogue.
    const { codeText } = await import("../../../lib/codes");
    expect(codeText(refused.errors["line 6"][0]!)).toBe("पङ्क्ति 6: ANSWER: पङ्क्ति छैन");
  });

  it("stops a file over 1 MB and a new unit without a name before calling the server", async () => {
    const fetch = await renderPage(() => Response.json({}, { status: 500 }));
    await userEvent.upload(
      screen.getByLabelText("Question file"),
      csv("x".repeat(1024 * 1024 + 1)),
    );
    expect(screen.getByLabelText("Question file")).toHaveAccessibleDescription(
      expect.stringContaining("The file is too large: at most 1 MB."),
    );
    await userEvent.upload(screen.getByLabelText("Question file"), csv("q,a,b,c,,,A,x,y"));
    await userEvent.selectOptions(screen.getByLabelText("Unit"), "New unit in Physics");
    await userEvent.click(screen.getByRole("button", { name: "Check the file" }));
    expect(screen.getByLabelText("New unit name")).toHaveAccessibleDescription(
      expect.stringContaining("Name the new unit."),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
