import { afterEach, describe, expect, it, vi } from "vitest";
import {
  catalogsReady,
  contentLanguage,
  currentLanguage,
  defineMessages,
  format,
  holdLanguageUntil,
  setLanguage,
  storedLanguage,
} from "./i18n";

const english = {
  greeting: "Hello {name}",
  questions_one: "{count} question",
  questions_other: "{count} questions",
};
const nepali: typeof english = {
  greeting: "नमस्ते {name}",
  questions_one: "{count} प्रश्न",
  questions_other: "{count} प्रश्नहरू",
};

afterEach(async () => {
  await setLanguage("en");
  localStorage.clear();
});

describe("the interface's message lookup", () => {
  it("fills named values and leaves unknown ones as written", () => {
    expect(format("{a} of {b}", { a: 3, b: 10 })).toBe("3 of 10");
    expect(format("Hi {who}", {})).toBe("Hi {who}");
  });

  it("speaks English until Nepali is chosen, whose catalogue is fetched only then", async () => {
    const load = vi.fn(async () => nepali);
    const messages = defineMessages(english, load);
    expect(messages.t("greeting", { name: "Sita" })).toBe("Hello Sita");
    expect(load).not.toHaveBeenCalled();

    await setLanguage("ne");
    expect(load).toHaveBeenCalledOnce();
    expect(currentLanguage()).toBe("ne");
    expect(document.documentElement.lang).toBe("ne");
    expect(storedLanguage()).toBe("ne");
    expect(messages.t("greeting", { name: "सीता" })).toBe("नमस्ते सीता");

    await setLanguage("en");
    expect(messages.t("greeting", { name: "Sita" })).toBe("Hello Sita");
    await setLanguage("ne");
    expect(load).toHaveBeenCalledOnce();
  });

  it("chooses the plural form by the language's rules", async () => {
    const messages = defineMessages(english, async () => nepali);
    expect(messages.plural("questions", 1)).toBe("1 question");
    expect(messages.plural("questions", 100)).toBe("100 questions");
    await setLanguage("ne");
    expect(messages.plural("questions", 1)).toBe("1 प्रश्न");
    expect(messages.plural("questions", 5)).toBe("5 प्रश्नहरू");
  });

  it("keeps the current language when a catalogue cannot be fetched", async () => {
    let online = false;
    const messages = defineMessages(english, async () => {
      if (!online) throw new Error("offline");
      return nepali;
    });
    await expect(setLanguage("ne")).rejects.toThrow("offline");
    expect(currentLanguage()).toBe("en");
    expect(messages.t("greeting", { name: "Sita" })).toBe("Hello Sita");
    online = true;
    await setLanguage("ne");
    expect(messages.t("greeting", { name: "सीता" })).toBe("नमस्ते सीता");
  });

  it("fetches the catalogue of a chunk loaded while Nepali is shown", async () => {
    await setLanguage("ne");
    const late = defineMessages(english, async () => nepali);
    expect(late.t("greeting", { name: "x" })).toBe("Hello x");
    await catalogsReady();
    expect(late.t("greeting", { name: "सीता" })).toBe("नमस्ते सीता");
  });

  it("waits for a prerendered page's hydration, then fetches the catalogues of code that came meanwhile", async () => {
    let hydrated!: () => void;
    holdLanguageUntil(new Promise<void>((resolve) => (hydrated = resolve)));
    const frame = defineMessages(english, async () => nepali);
    const switching = setLanguage("ne");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(currentLanguage()).toBe("en");
    expect(frame.t("greeting", { name: "Sita" })).toBe("Hello Sita");
    // The page's code arrives and hydrates in English, as its markup is.
    const page = defineMessages(english, async () => nepali);
    expect(page.t("greeting", { name: "Sita" })).toBe("Hello Sita");
    hydrated();
    await switching;
    expect(currentLanguage()).toBe("ne");
    expect(page.t("greeting", { name: "सीता" })).toBe("नमस्ते सीता");
    holdLanguageUntil(Promise.resolve());
  });

  it("ignores a stored language it does not know", () => {
    localStorage.setItem("language", "fr");
    expect(storedLanguage()).toBeNull();
  });

  it("tells Devanagari content from Latin", () => {
    expect(contentLanguage("गुरुत्व")).toBe("ne");
    expect(contentLanguage("Gravity")).toBe("en");
  });
});
