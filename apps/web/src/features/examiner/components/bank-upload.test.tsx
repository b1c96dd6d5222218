import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BankReport } from "@tayari/contracts/exam-banks";
import { parseCsv } from "@tayari/content/formats/csv";
import { setLanguage } from "../../../lib/i18n";
import { examinerBanksQuery } from "../api/list-examiner-banks";
import { BankUpload } from "./bank-upload";

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => setLanguage("en"));
});

/** The upload form against a server that answers `answer` to each call (its body parsed). */
function renderUpload(answer: (body: Record<string, unknown>) => Response) {
  const fetch = vi.fn(async (_url: string, init: RequestInit = {}) =>
    answer(JSON.parse(String(init.body)) as Record<string, unknown>),
  );
  vi.stubGlobal("fetch", fetch);
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  // The page's list of banks, as it was before the upload.
  queryClient.setQueryData(examinerBanksQuery().queryKey, { banks: [] });
  render(
    <QueryClientProvider client={queryClient}>
      <BankUpload />
    </QueryClientProvider>,
  );
  /** Whether the page's list of banks is to be asked again (a bank was saved). */
  const listStale = () => queryClient.getQueryState(examinerBanksQuery().queryKey)?.isInvalidated;
  return { fetch, listStale };
}

/**
 * A JSON bank named `name` sent from the Nepali page to a server that refuses it with `faults`:
 * the report's status line (matching `count`) and its whole text.
 */
async function refusedInNepali(faults: object, name: string, count: RegExp) {
  renderUpload(() => Response.json(faults, { status: 422 }));
  await act(() => setLanguage("ne"));
  await userEvent.type(screen.getByLabelText("प्रश्नसङ्ग्रहको नाम"), name);
  const json = JSON.stringify({ questions: [] });
  await userEvent.upload(
    screen.getByLabelText("प्रश्नसङ्ग्रह फाइल"),
    Object.assign(new File([json], `${name.toLowerCase()}.json`), { text: async () => json }),
  );
  fireEvent.submit(screen.getByRole("button", { name: "अपलोड गर्नुहोस्" }));
  const status = await screen.findByText(count);
  return { status, text: status.closest("pre")!.textContent! };
}

/** A picked file (jsdom's File has no arrayBuffer(), which browsers give every Blob). */
const gift = (text: string, name = "chemistry.gift") => {
  const bytes = new TextEncoder().encode(text);
  return Object.assign(new File([bytes], name), { arrayBuffer: async () => bytes.slice().buffer });
};

const report: BankReport = {
  read: 2,
  accepted: 1,
  refused: 1,
  unsupported: 0,
  rejected: [
    {
      line: 1,
      kind: "refused",
      reasons: [
        {
          code: "gift_second_block",
          params: { line: 2 },
          message:
            "holds a second answer block { ... } on line 2: two questions need a blank line between them",
        },
      ],
      reason: "holds a second answer block { ... } on line 2",
    },
  ],
  notes: [],
};

const refusal = {
  code: "imports.bankFaults",
  params: { count: 1 },
  message: "The bank has 1 problem; nothing was saved. Fix it and upload it again.",
  errors: {
    "line 1": [
      {
        code: "imports.lineRefused",
        params: { line: 1, reason: "gift_second_block", "reason.line": 2 },
        message: "line 1: holds a second answer block { ... } on line 2: two questions need ...",
      },
    ],
  },
};

describe("BankUpload", () => {
  it("reads a refused file in Nepali: the count, each refused line, and the file's report", async () => {
    const { fetch, listStale } = renderUpload((body) =>
      body.dry_run ? Response.json(report) : Response.json(refusal, { status: 422 }),
    );
    await act(() => setLanguage("ne"));
    await userEvent.type(screen.getByLabelText("प्रश्नसङ्ग्रहको नाम"), "Chemistry");
    await userEvent.upload(
      screen.getByLabelText("प्रश्नसङ्ग्रह फाइल"),
      gift("First? {=a ~b ~c}\nSecond? {=d ~e ~f}"),
    );
    fireEvent.submit(screen.getByRole("button", { name: "अपलोड गर्नुहोस्" }));
    const status = await screen.findByText(/प्रश्नसङ्ग्रहमा 1 समस्या छ/);
    expect(status.closest("pre")).toHaveTextContent(
      "प्रश्नसङ्ग्रहमा 1 समस्या छ; केही पनि सुरक्षित भएन। सच्याएर फेरि अपलोड गर्नुहोस्। " +
        "पङ्क्ति 1: पङ्क्ति 2 मा दोस्रो उत्तर खण्ड { ... } छ: दुई प्रश्नबिच एउटा खाली पङ्क्ति चाहिन्छ",
    );
    expect(status.closest("pre")).not.toHaveTextContent(/nothing was saved|second answer block/);
    // The refused file's report follows, from a check that saves nothing.
    expect(await screen.findByRole("region", { name: "फाइलको प्रतिवेदन" })).toHaveTextContent(
      "chemistry.gift बाट 2 पढियो: 1 पास, 1 अस्वीकृत, 0 समर्थित छैनन्",
    );
    const sent = fetch.mock.calls.map(([, init]) => JSON.parse(String(init!.body)) as object);
    expect(sent).toEqual([
      { name: "Chemistry", format: "gift", text: "First? {=a ~b ~c}\nSecond? {=d ~e ~f}" },
      {
        name: "Chemistry",
        format: "gift",
        text: "First? {=a ~b ~c}\nSecond? {=d ~e ~f}",
        dry_run: true,
      },
    ]);
    expect(listStale()).toBe(false);
  });

  it("shows the listed rows of a long report and says how many more were left out, in English and Nepali", async () => {
    // The server lists the first 200 rows not imported and counts the rest (issue 47).
    const row = report.rejected[0]!;
    const long: BankReport = {
      ...report,
      read: 4_401,
      refused: 4_400,
      rejected: Array.from({ length: 200 }, (_, i) => ({ ...row, line: i + 1 })),
      unlisted: 4_200,
    };
    renderUpload((body) =>
      body.dry_run ? Response.json(long) : Response.json(refusal, { status: 422 }),
    );
    await userEvent.type(screen.getByLabelText("Bank name"), "Chemistry");
    await userEvent.upload(screen.getByLabelText("Bank file"), gift("First? {=a ~b ~c}"));
    fireEvent.submit(screen.getByRole("button", { name: "Upload bank" }));
    const region = await screen.findByRole("region", { name: "The file's report" });
    // A header row and the 200 listed.
    expect(within(region).getAllByRole("row")).toHaveLength(201);
    expect(region).toHaveTextContent(
      "The first 200 are listed; 4200 more were not imported and are not listed. Mend these and check the file again.",
    );
    await act(() => setLanguage("ne"));
    expect(region).toHaveTextContent(
      "पहिलो 200 मात्र देखाइएका छन्; आयात नभएका अरू 4200 प्रश्न यहाँ देखाइएका छैनन्।",
    );
  });

  it("words a JSON bank's missing or mistyped fields in Nepali, with no English but the file's keys", async () => {
    const problem = (id: number, reason: string, params: object, message: string) => ({
      code: "imports.questionProblem",
      params: { id, reason, ...params },
      message: `question ${id}: ${message}`,
    });
    const shapeFaults = {
      code: "imports.bankFaults",
      params: { count: 4 },
      message: "The bank has 4 problems; nothing was saved. Fix each and upload it again.",
      errors: {
        "question 3": [
          problem(3, "field_missing", { "reason.field": "category" }, "category is missing"),
        ],
        "question 4": [
          problem(
            4,
            "field_type",
            {
              "reason.field": "options",
              "reason.expected": "array",
              "reason.found": "string",
              "reason.value": '"a, b, c"',
            },
            'options should be a list, not the string "a, b, c"',
          ),
        ],
        "question 5": [
          problem(
            5,
            "field_type",
            { "reason.field": "figure", "reason.expected": "object", "reason.found": "list" },
            "figure should be an object, not a list",
          ),
        ],
        "question 6": [problem(6, "missing_explanation", {}, "missing explanation")],
        "question 7": [
          problem(
            7,
            "field_rule",
            {
              "reason.field": "category",
              "reason.rule": "input.textTooLong",
              "reason.max": 100,
              "reason.text": "category must not be longer than 100 characters.",
            },
            "category must not be longer than 100 characters.",
          ),
        ],
        "question 8": [
          problem(
            8,
            "field_rule",
            {
              "reason.field": "options[2]",
              "reason.rule": "input.textLineBreak",
              "reason.text": "options[2] must be on one line: remove the line break or tab.",
            },
            "options[2] must be on one line: remove the line break or tab.",
          ),
        ],
        "question 9": [
          problem(
            9,
            "odd_characters",
            {
              "reason.field": "option",
              "reason.n": 2,
              "reason.kinds": "private-use character U+E000, control character U+0009",
              "reason.odd": 2,
              "reason.odd_kind_0": "private_use",
              "reason.odd_code_0": "U+E000",
              "reason.odd_kind_1": "control",
              "reason.odd_code_1": "U+0009",
            },
            "option 2 has private-use character U+E000, control character U+0009",
          ),
        ],
      },
    };
    const { status, text } = await refusedInNepali(
      shapeFaults,
      "Chemistry",
      /प्रश्नसङ्ग्रहमा 4 समस्या छन्/,
    );
    for (const line of [
      "प्रश्न 3: category छैन",
      'प्रश्न 4: options सूची हुनुपर्छ, पाठ "a, b, c" होइन',
      "प्रश्न 5: figure वस्तु हुनुपर्छ, सूची होइन",
      "प्रश्न 6: व्याख्या छैन: एउटा थप्नुहोस्",
      "प्रश्न 7: category 100 अक्षरभन्दा लामो हुनु हुँदैन।",
      "प्रश्न 8: options[2] एउटै लाइनमा हुनुपर्छ: नयाँ लाइन वा ट्याब हटाउनुहोस्।",
      "प्रश्न 9: विकल्प 2 मा निजी प्रयोगको अक्षर U+E000, नियन्त्रण अक्षर U+0009 छन्",
    ])
      expect(text).toContain(line);
    // Latin letters only in the file's own keys and values.
    const latin = text.match(/[A-Za-z]+/g) ?? [];
    // (and "U+E000": how a character nobody can see is named, in either language)
    expect(new Set(latin)).toEqual(
      new Set(["category", "options", "a", "b", "c", "figure", "U", "E"]),
    );
    // And in English, the rule's sentence with the field as the file names it.
    await act(() => setLanguage("en"));
    expect(status.closest("pre")!.textContent).toContain(
      "question 7: category must not be longer than 100 characters.",
    );
  });

  it("says a passage's own faults in Nepali, the passage's id and the file's table as written", async () => {
    // The server's answer for a bank whose passages are at fault (bank-passages.test.ts).
    const fileProblem = (
      reason: string,
      params: Record<string, string | number>,
      message: string,
    ) => ({
      code: "imports.fileProblem",
      params: {
        reason,
        ...Object.fromEntries(Object.entries(params).map(([k, v]) => [`reason.${k}`, v])),
      },
      message: `Nothing written: ${message}`,
    });
    const faults = {
      code: "imports.bankFaults",
      params: { count: 4 },
      message: "The bank has 4 problems; nothing was saved. Fix each and upload it again.",
      errors: {
        bank: [
          fileProblem(
            "passage_table_delimiter",
            { passage: "monsoon", line: 1 },
            'passage "monsoon": the table at line 1 needs a delimiter line after its header (| --- | --- |)',
          ),
          fileProblem(
            "passage_title_odd",
            {
              passage: "monsoon",
              kinds: "control character U+0009",
              odd: 1,
              odd_kind_0: "control",
              odd_code_0: "U+0009",
            },
            'passage "monsoon": its title has control character U+0009',
          ),
          fileProblem(
            "passage_figure_unknown",
            { passage: "river", file: '"bridge.svg"' },
            'passage "river": the figure "bridge.svg" is not one of the site\'s figures; a bank can show only those',
          ),
          fileProblem("passage_unused", { passage: "river" }, 'passage "river" has no questions'),
        ],
      },
    };
    const { text } = await refusedInNepali(faults, "Reading", /प्रश्नसङ्ग्रहमा 4 समस्या छन्/);
    for (const line of [
      'केही पनि थपिएन: अनुच्छेद "monsoon": पङ्क्ति 1 को तालिकामा शीर्ष हरफपछि छुट्याउने हरफ (| --- | --- |) चाहिन्छ',
      'केही पनि थपिएन: अनुच्छेद "monsoon": यसको शीर्षकमा नियन्त्रण अक्षर U+0009 छन्',
      'केही पनि थपिएन: अनुच्छेद "river": चित्र "bridge.svg" साइटका चित्रहरूमध्ये एउटा होइन',
      'केही पनि थपिएन: अनुच्छेद "river" मा कुनै प्रश्न छैन',
    ])
      expect(text).toContain(line);
    // Latin letters only in the passages' ids, the file's name and a character's code point.
    expect(new Set(text.match(/[A-Za-z]+/g))).toEqual(
      new Set(["monsoon", "river", "bridge", "svg", "U"]),
    );
  });

  it("names a question by its number in the file and says in Nepali that JSON doubles LaTeX's backslash", async () => {
    const faults = {
      code: "imports.bankFaults",
      params: { count: 2 },
      message: "The bank has 2 problems; nothing was saved. Fix each and upload it again.",
      errors: {
        "question 4 (number 2)": [
          {
            code: "imports.questionProblemAt",
            params: { id: 4, n: 2, reason: "duplicate_id", "reason.where": "", "reason.first": 1 },
            message:
              "question 4 (number 2 in the file): duplicate id (also used by an earlier question, number 1 in the file)",
          },
        ],
        "question 9": [
          {
            code: "imports.questionProblem",
            params: {
              id: 9,
              reason: "json_backslash",
              "reason.field": "explanation",
              "reason.character": "U+000C",
              "reason.meant": "\\frac",
              "reason.json": '"\\\\frac"',
            },
            message:
              "question 9: explanation has the control character U+000C where \\frac was likely meant",
          },
        ],
      },
    };
    const { text } = await refusedInNepali(faults, "Physics", /प्रश्नसङ्ग्रहमा 2 समस्या छन्/);
    expect(text).toContain(
      "प्रश्न 4 (फाइलको 2 औँ प्रश्न): दोहोरिएको id: अघिल्लो प्रश्नले पनि प्रयोग गरेको (फाइलको 1 औँ प्रश्न)",
    );
    expect(text).toContain("प्रश्न 9: व्याख्या मा नियन्त्रण अक्षर U+000C छ");
    expect(text).toContain('LaTeX को हरेक ब्याकस्ल्यास दुई पटक लेख्नुहोस्, "\\\\frac"');
  });

  it("saves a bank, says so, and lets the page list it", async () => {
    const { listStale } = renderUpload(() =>
      Response.json(
        {
          id: 4,
          name: "Chemistry",
          question_count: 2,
          categories: { chemistry: 2 },
          created_at: "2026-11-24T09:00:00.000Z",
          report: { ...report, refused: 0, accepted: 2, rejected: [] },
        },
        { status: 201 },
      ),
    );
    await userEvent.type(screen.getByLabelText("Bank name"), "Chemistry");
    await userEvent.upload(
      screen.getByLabelText("Bank file"),
      gift("First? {=a ~b ~c}\n\nSecond? {=d ~e ~f}"),
    );
    // jsdom does not count an uploaded file for `required`: the form is submitted as a browser would.
    fireEvent.submit(screen.getByRole("button", { name: "Upload bank" }));
    expect((await screen.findByText(/^Saved "/)).closest("pre")).toHaveTextContent(
      'Saved "Chemistry": 2 questions.',
    );
    // The saved file's report stays on screen.
    expect(screen.getByRole("region", { name: "The file's report" })).toHaveTextContent(
      "2 read from chemistry.gift: 2 pass, 0 refused, 0 not supported",
    );
    expect(listStale()).toBe(true);
  });
});

describe("the CSV template", () => {
  it("is offered beside the columns it names, and the site reads it as it offers it", async () => {
    renderUpload(() => Response.json({}));
    expect(screen.getByText(/has nine columns/)).toHaveTextContent(
      "A CSV file has nine columns, with or without a header: question, option_a to option_e (option_e empty for four options), answer (a letter or the option's text), category (empty: the one given below) and explanation.",
    );
    let saved: Blob | null = null;
    vi.stubGlobal("URL", {
      ...URL,
      createObjectURL: (blob: Blob) => {
        saved = blob;
        return "blob:template";
      },
      revokeObjectURL: () => undefined,
    });
    await userEvent.click(screen.getByRole("button", { name: "Download a CSV template" }));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved!);
    });
    expect(text.split("\r\n")[0]).toBe(
      "question,option_a,option_b,option_c,option_d,option_e,answer,category,explanation",
    );
    // Both example rows are questions as the bank's reader reads them, none refused.
    const { items } = parseCsv(text);
    expect(items.map((i) => i.kind)).toEqual(["question", "question"]);
  });
});
