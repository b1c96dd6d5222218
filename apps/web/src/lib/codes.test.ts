import { afterEach, describe, expect, it } from "vitest";
import { MESSAGES, type Code } from "@tayari/contracts/messages/all";
import type { Text } from "@tayari/contracts/messages/text";
import { codeText, isTranslated } from "./codes";
import { setLanguage } from "./i18n";

afterEach(() => setLanguage("en"));

/** Every Nepali catalogue of server codes (`codes/<module>.ne.ts`), merged. */
const nepali: Record<string, Text> = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Record<string, Record<string, Text>>>("./codes/*.ne.ts", { eager: true }),
  ).flatMap((module) => Object.values(module)),
);

const forms = (text: Text) => (typeof text === "string" ? [text] : [text.one, text.other]);
const places = (text: Text) =>
  [
    ...new Set(forms(text).flatMap((form) => [...form.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))),
  ].sort();

describe("the codes the API and the client answer with", () => {
  const codes = Object.keys(MESSAGES) as Code[];

  it.each(codes)("%s has English and Nepali text, with the same values", (code) => {
    const english = MESSAGES[code];
    expect(forms(english).every((form) => form.trim().length > 0)).toBe(true);
    const text = nepali[code];
    expect(text, `${code} has no Nepali text`).toBeDefined();
    expect(
      forms(text!).every((form) => /[\u0900-\u097F]/.test(form)),
      code,
    ).toBe(true);
    expect(places(text!), code).toEqual(places(english));
  });

  it("has no Nepali text for a code that does not exist", () => {
    expect(Object.keys(nepali).filter((code) => !(code in MESSAGES))).toEqual([]);
  });
});

describe("codeText", () => {
  const notFound = {
    code: "catalog.levelNotFound",
    params: { slug: "grade-ix" },
    message: "The level 'grade-ix' was not found.",
  };

  it("shows the server's English in English", () => {
    expect(codeText(notFound)).toBe("The level 'grade-ix' was not found.");
    expect(isTranslated(notFound)).toBe(true);
  });

  it("shows a registered module's code in Nepali, with its values", async () => {
    await setLanguage("ne");
    expect(codeText(notFound)).toBe("'grade-ix' तह भेटिएन।");
    expect(isTranslated(notFound)).toBe(true);
    // General codes are registered wherever messages are shown; plural forms follow the count.
    expect(
      codeText({
        code: "general.tooManyAttempts",
        params: { count: 2 },
        message: "Too many attempts. Please wait 2 minutes and try again.",
      }),
    ).toBe("धेरै पटक प्रयास भयो। 2 मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।");
  });

  it("shows a code of every module in Nepali, registered in one place (banks, mocks and account were forgotten)", async () => {
    await setLanguage("ne");
    const modules = new Map<string, Code>();
    for (const code of Object.keys(MESSAGES) as Code[])
      if (!modules.has(code.split(".")[0]!)) modules.set(code.split(".")[0]!, code);
    expect([...modules.keys()]).toEqual(expect.arrayContaining(["banks", "mocks", "account"]));
    for (const code of modules.values()) {
      const message = { code, params: { count: 2 }, message: "English" };
      expect(isTranslated(message), code).toBe(true);
      expect(codeText(message), code).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("shows a code no module knows as its English, marked as such", async () => {
    await setLanguage("ne");
    const unknown = { code: "nowhere.atAll", params: {}, message: "Something new." };
    expect(codeText(unknown)).toBe("Something new.");
    expect(isTranslated(unknown)).toBe(false);
  });
});
