import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ImportTargetsResponse } from "@tayari/contracts/catalog-import";
import { ImportPage } from "./import-page";

afterEach(() => vi.unstubAllGlobals());

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

/** The page against a server that answers the targets, then `answer` to everything else. */
async function renderPage(answer: (url: string, init: RequestInit) => Response) {
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) =>
    url.endsWith("/targets") ? Response.json(targets) : answer(url, init),
  );
  vi.stubGlobal("fetch", fetch);
  render(
    <MemoryRouter>
      <ImportPage />
    </MemoryRouter>,
  );
  await screen.findByRole("option", { name: "Force (10 questions)" });
  return fetch;
}

/** A picked file (jsdom's File has no text(), which browsers give every Blob). */
const csv = (text: string, name = "questions.csv") =>
  Object.assign(new File([text], name, { type: "text/csv" }), { text: async () => text });

describe("ImportPage", () => {
  it("shows each of the server's field errors under its field", async () => {
    const unknown = 'no unit at "grade-x-science/physics/force" (a unit name starts one)';
    const category = "The category must not be longer than 60 characters.";
    const fetch = await renderPage(() =>
      Response.json(
        { message: unknown, errors: { into: [unknown], category: [category] } },
        { status: 422 },
      ),
    );
    await userEvent.upload(screen.getByLabelText("Question file"), csv("q,a,b,c,,,A,x,y"));
    await userEvent.click(screen.getByRole("button", { name: "Check the file" }));
    expect(await screen.findByText(unknown, { selector: ".field-error" })).toBeVisible();
    expect(screen.getByLabelText("Unit")).toHaveAccessibleDescription(unknown);
    expect(screen.getByLabelText("Category (optional)")).toHaveAccessibleDescription(
      expect.stringContaining(category),
    );
    const sent = JSON.parse(String(fetch.mock.calls[1]![1]!.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({
      file_name: "questions.csv",
      format: "csv",
      into: "grade-x-science/physics/force",
      text: "q,a,b,c,,,A,x,y",
    });
  });

  it("takes the format from the file's ending", async () => {
    await renderPage(() => Response.json({}, { status: 500 }));
    await userEvent.upload(
      screen.getByLabelText("Question file"),
      csv("::q:: x {=a ~b ~c}", "m.gift"),
    );
    expect(screen.getByLabelText("Format")).toHaveValue("gift");
    await userEvent.upload(
      screen.getByLabelText("Question file"),
      csv("Q\nA. a\nB. b\nANSWER: A", "p.txt"),
    );
    expect(screen.getByLabelText("Format")).toHaveValue("aiken");
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
