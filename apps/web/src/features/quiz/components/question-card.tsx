import type { Question } from "@tayari/contracts/question";
import type { Phase } from "@tayari/quiz/machine";
import { QuestionFigure, QuestionText } from "../../../components/question-text";
import { contentLanguage } from "../../../lib/i18n";
import { optionLetter } from "../../../lib/letters";
import { useMessages } from "../messages";

interface QuestionCardProps {
  question: Question;
  number: number;
  chosen: string | null;
  phase: Phase;
  /** Reveal the key and mark a wrong pick once the question is locked. */
  reveal: boolean;
  onChoose: (option: string) => void;
}

/** One question with lettered radio options; after a reveal the key reads "Correct" and a wrong pick "Incorrect". */
export function QuestionCard({
  question,
  number,
  chosen,
  phase,
  reveal,
  onChoose,
}: QuestionCardProps) {
  const { t } = useMessages();
  const locked = phase !== "answering";
  const showMarks = reveal && phase === "revealed";
  return (
    <fieldset className="question-card" disabled={locked}>
      <legend>
        <span className="question-number">{number}.</span>{" "}
        <span className="question-text" lang={contentLanguage(question.question)}>
          <QuestionText text={question.question} math={question.math} />
        </span>
      </legend>
      <QuestionFigure figure={question.figure} />
      <ol className="options">
        {question.options.map((option, i) => {
          const isKey = option === question.answer;
          const isPick = option === chosen;
          const mark = showMarks ? (isKey ? "correct" : isPick ? "incorrect" : null) : null;
          return (
            <li
              key={`${i}-${option}`}
              className={mark ? `option ${mark}` : isPick ? "option picked" : "option"}
            >
              <label>
                <input
                  type="radio"
                  name={`q-${question.id}`}
                  value={option}
                  checked={isPick}
                  onChange={() => onChoose(option)}
                  disabled={locked}
                />
                <span className="option-letter">{optionLetter(i)}</span>
                <span className="option-text" lang={contentLanguage(option)}>
                  <QuestionText text={option} math={question.math} />
                </span>
                {mark === "correct" ? <span className="mark">{t("correct")}</span> : null}
                {mark === "incorrect" ? <span className="mark">{t("incorrect")}</span> : null}
              </label>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
