import { contentLanguage, currentLanguage, type Language } from "../../lib/i18n";
import { en, t } from "./review-messages";

/**
 * A bank's category ("mathematics") as the interface names it ("Mathematics", "गणित"); one it does
 * not know is content and is shown as the bank has it, with its language.
 */
export function categoryName(category: string): { text: string; lang: Language } {
  const key = `category_${category.toLowerCase()}` as keyof typeof en;
  if (Object.hasOwn(en, key)) return { text: t(key), lang: currentLanguage() };
  return { text: category, lang: contentLanguage(category) };
}
