import { describe, expect, it, vi } from "vitest";
import { createI18n, format } from "./i18n";

const english = {
  greeting: "Hello {name}",
  questions_one: "{count} question",
  questions_other: "{count} questions",
  onlyEnglish: "Score",
};
const nepali: typeof english = {
  greeting: "नमस्ते {name}",
  questions_one: "{count} प्रश्न",
  questions_other: "{count} प्रश्नहरू",
  onlyEnglish: "",
};

describe("the interface's message lookup", () => {
  it("fills named values and leaves unknown ones as written", () => {
    expect(format("{a} of {b}", { a: 3, b: 10 })).toBe("3 of 10");
    expect(format("Hi {who}", {})).toBe("Hi {who}");
  });

  it("speaks English until another language is chosen, which is loaded then", async () => {
    const load = vi.fn(async () => nepali);
    const i18n = createI18n(english, load);
    expect(i18n.t("greeting", { name: "Sita" })).toBe("Hello Sita");
    expect(load).not.toHaveBeenCalled();

    const changed = vi.fn();
    i18n.subscribe(changed);
    await i18n.switchTo("ne");
    expect(load).toHaveBeenCalledWith("ne");
    expect(changed).toHaveBeenCalledOnce();
    expect(i18n.language()).toBe("ne");
    expect(i18n.t("greeting", { name: "सीता" })).toBe("नमस्ते सीता");

    await i18n.switchTo("en");
    expect(i18n.t("greeting", { name: "Sita" })).toBe("Hello Sita");
  });

  it("chooses the plural form by the language's rules", async () => {
    const i18n = createI18n(english, async () => nepali);
    expect(i18n.plural("questions", 1)).toBe("1 question");
    expect(i18n.plural("questions", 100)).toBe("100 questions");
    await i18n.switchTo("ne");
    expect(i18n.plural("questions", 1)).toBe("1 प्रश्न");
    expect(i18n.plural("questions", 5)).toBe("5 प्रश्नहरू");
  });

  it("keeps the current language when the other catalogue cannot be fetched", async () => {
    const i18n = createI18n(english, async () => {
      throw new Error("offline");
    });
    await expect(i18n.switchTo("ne")).rejects.toThrow("offline");
    expect(i18n.language()).toBe("en");
    expect(i18n.t("greeting", { name: "Sita" })).toBe("Hello Sita");
  });
});
