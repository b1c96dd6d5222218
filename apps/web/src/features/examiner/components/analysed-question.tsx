import type { AnalysedQuestionShown, FlagCode } from "@tayari/contracts/exam-analysis";
import { HeadedTable } from "../../../components/ui/headed-table";
import { QuestionView } from "../../../components/question/question-view";
import { optionLetter } from "../../../lib/letters";
import { useMessages } from "../messages";
import { KeyCorrection } from "./key-correction";
import { figure, Figures } from "./paper-figures";

export const FLAG_WORDS = {
  "check-key": "flagCheckKey",
  "check-distractor": "flagCheckDistractor",
  "negative-discrimination": "flagNegative",
  "too-easy": "flagTooEasy",
  "too-hard": "flagTooHard",
  "unused-distractor": "flagUnused",
} as const satisfies Record<FlagCode, string>;

/** The flags of a question in plain words, or why it has none. */
function Flags({ q, min }: { q: AnalysedQuestionShown; min: number }) {
  const { t } = useMessages();
  if (q.state === "dropped") return <p className="hint">{t("droppedQuestion")}</p>;
  if (q.state === "too-few-candidates")
    return <p className="hint">{t("tooFewCandidates", { count: q.candidates, min })}</p>;
  if (!q.flags.length) return <p className="hint">{t("noFlags")}</p>;
  return (
    <ul className="analysis-flags">
      {q.flags.map((flag) => (
        <li key={`${flag.code}:${flag.option ?? ""}`} className={`flag ${flag.code}`}>
          {t(FLAG_WORDS[flag.code], { letter: optionLetter(flag.option ?? 0) })}
        </li>
      ))}
    </ul>
  );
}

/** Who chose each option in the top, middle and bottom third, and in all; the key marked. */
function OptionCounts({ q }: { q: AnalysedQuestionShown }) {
  const { t } = useMessages();
  const { top, middle, bottom } = q.thirds;
  const rows = [
    ...q.options.map((option, i) => ({
      name: q.key.accepted.includes(option)
        ? t("keyMark", { letter: optionLetter(i) })
        : optionLetter(i),
      key: q.key.accepted.includes(option),
      counts: [top.chose[i] ?? 0, middle.chose[i] ?? 0, bottom.chose[i] ?? 0],
    })),
    {
      name: t("unanswered"),
      key: false,
      counts: [top.unanswered, middle.unanswered, bottom.unanswered],
    },
  ];
  return (
    <HeadedTable
      className="option-counts"
      caption={t("optionCounts")}
      columns={[t("option"), t("top"), t("middle"), t("bottom"), t("all")]}
      scroll={{ label: t("optionCounts") }}
    >
      {rows.map((row) => (
        <tr key={row.name} className={row.key ? "key" : undefined}>
          <th scope="row">{row.name}</th>
          {row.counts.map((n, i) => (
            <td key={i}>{n}</td>
          ))}
          <td>{row.counts.reduce((a, b) => a + b, 0)}</td>
        </tr>
      ))}
    </HeadedTable>
  );
}

/**
 * One question of the item analysis: drawn with the one question component, its key as the exam is
 * marked now, then its figures, flags, option counts and the way to correct its key.
 */
export function AnalysedQuestion({
  q,
  number,
  min,
}: {
  q: AnalysedQuestionShown;
  number: number;
  min: number;
}) {
  const { t } = useMessages();
  const letters = q.key.accepted.map((a) => optionLetter(q.options.indexOf(a))).join(", ");
  const shown = {
    ...q,
    answer: q.key.accepted[0] ?? q.answer,
    accepted: q.key.accepted,
  };
  const figures: Array<[string, string]> = [
    [t("satIt"), String(q.candidates)],
    [t("facility"), figure(q.facility)],
    [t("pointBiserial"), figure(q.point_biserial)],
    [t("upperLower"), figure(q.discrimination)],
    [t("omitRate"), figure(q.omit_rate)],
  ];
  return (
    <article className="analysed-question" aria-label={t("questionFigures", { number })}>
      <QuestionView question={shown} number={number} mode="revealed" pick={null}>
        {q.key.accepted.length > 1 && <p className="hint">{t("acceptedSeveral", { letters })}</p>}
        <Flags q={q} min={min} />
        <Figures rows={figures} />
        <OptionCounts q={q} />
        <KeyCorrection q={q} number={number} />
      </QuestionView>
    </article>
  );
}
