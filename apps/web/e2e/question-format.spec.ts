import { expect, test } from "@playwright/test";
import { FORMAT_QUESTIONS } from "./fixture-banks";
import {
  choose,
  controlClock,
  expectQuestionNumber,
  readBank,
  shows,
  startPaper,
  type BankQuestion,
} from "./quiz-support";

// The 2074 paper of the fixture banks opens with a C fragment, a formula and a figure.
for (const width of [360, 1280]) {
  test(`at ${width} px a question shows code in monospace with its indentation, maths as MathML and a figure with its alt text`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const bank = readBank<{ questions: BankQuestion[] }>("entrance.json").questions;
    await controlClock(page);
    await page.goto("/csit-entrance/2074");
    await startPaper(page);
    await expectQuestionNumber(page, 1, 100);
    // On a phone the sidebar starts hidden, so nothing covers the question (decision 0029).
    if (width < 768) await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    const code = page.locator(".question-text pre code");
    await expect(code).toHaveText(
      'int i, s = 0;\nfor (i = 1; i <= 3; i++) {\n    s += i;\n}\nprintf("%d", s);',
    );
    const style = await code.evaluate((el) => {
      const css = getComputedStyle(el);
      return { font: css.fontFamily, space: css.whiteSpace, weight: css.fontWeight };
    });
    expect(style.font).toMatch(/mono/i);
    expect(style.space).toBe("pre");
    expect(style.weight).toBe("400");
    await expect(code).toBeVisible();

    const next = async (question: BankQuestion, n: number) => {
      await choose(page, question, question.answer);
      await page.getByRole("button", { name: "Next" }).click();
      await page.clock.runFor(2000);
      await expectQuestionNumber(page, n, 100);
    };
    await next(bank[0]!, 2);

    const inline = page.locator(".question-text math").first();
    await expect(inline).toBeVisible();
    expect(await inline.evaluate((el) => el.namespaceURI)).toBe(
      "http://www.w3.org/1998/Math/MathML",
    );
    await expect(inline.locator("mfrac mn")).toHaveText(["1", "2"]);
    await expect(page.locator('.question-text math[display="block"] msqrt')).toHaveText("16");
    // MathML Core lays the fraction out: the numerator sits above the denominator.
    const [top, bottom] = await Promise.all(
      [0, 1].map((i) => inline.locator("mfrac mn").nth(i).boundingBox()),
    );
    expect(top!.y + top!.height).toBeLessThanOrEqual(bottom!.y + 1);
    await expect(page.locator(".option-text math")).toHaveCount(4);
    await next(bank[1]!, 3);

    const figure = page.getByRole("img", { name: FORMAT_QUESTIONS[2]!.figure!.alt });
    await shows(page, figure);
    await expect(figure).toHaveAttribute("src", "/figures/halves.svg");
    expect(
      await figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBeGreaterThan(0);
    const figureBox = await figure.boundingBox();
    expect(figureBox!.width).toBeLessThanOrEqual(width);
  });
}
