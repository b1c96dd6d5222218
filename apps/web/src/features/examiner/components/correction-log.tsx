import type { AnalysisResponse, KeyShown } from "@tayari/contracts/exam-analysis";
import { formatWhen } from "../../../components/ui/timed-text";
import { optionLetter } from "../../../lib/letters";
import { useMessages } from "../messages";

/** Every key correction of the exam, the latest first: who, when, the key before and after, why. */
export function CorrectionLog({ analysis }: { analysis: AnalysisResponse }) {
  const { t } = useMessages();
  const position = new Map(analysis.questions.map((q, i) => [q.id, i]));
  if (!analysis.corrections.length) return <p className="hint">{t("noCorrections")}</p>;
  return (
    <ol className="correction-log">
      {analysis.corrections.map((c) => {
        const index = position.get(c.question_id) ?? -1;
        const options = analysis.questions[index]?.options ?? [];
        const keyText = (key: KeyShown) =>
          key.dropped
            ? t("correctionDropped")
            : key.accepted.map((a) => optionLetter(options.indexOf(a))).join(", ");
        return (
          <li key={c.id}>
            {t("correctionLine", {
              number: index + 1,
              old: keyText(c.old_key),
              new: keyText(c.new_key),
              by: c.by ?? t("someone"),
              when: formatWhen(new Date(c.at), { nameZone: true }),
              // The reason typed (issue 68: the line showed "Reason: {reason}").
              reason: c.reason,
            })}
          </li>
        );
      })}
    </ol>
  );
}
