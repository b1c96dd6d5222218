import type { MathTrees } from "@tayari/contracts/math";
import { contentLanguage } from "../../lib/i18n";
import { useMessages } from "./messages";
import { QuestionText } from "./question-text";

/** Why the key is right, under a revealed question: in practice at each reveal, and in every review. */
export function Explanation({ text, math }: { text: string; math: MathTrees | undefined }) {
  const { t } = useMessages();
  if (!text) return null;
  return (
    <div className="explanation">
      <strong>{t("explanation")}</strong>{" "}
      <span lang={contentLanguage(text)}>
        <QuestionText text={text} math={math} />
      </span>
    </div>
  );
}
