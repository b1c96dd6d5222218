import { useSearchParams } from "react-router";
import { resultPage } from "./end-screens";
import { PreparedQuiz } from "../../features/quiz/components/prepared-quiz";
import { TimedQuiz } from "../../features/quiz/components/timed-quiz";
import { ENTRANCE_QUIZ } from "../../features/quiz/configs";
import { useMessages } from "../../features/quiz/messages";
import { prepareEntranceQuiz } from "../../features/quiz/prepare";
import { explainWith } from "../../lib/attempt-review";
import type { DrawnQuestion } from "../../lib/quiz-schemas";

// The draw's explanations, asked for once the first question shows (with the code that asks, decision
// 0516); the result asks again for any that had not arrived when the attempt finished (decision 88).
// The test has no start screen (its clock starts on the way in, from Start Now): it composes the
// quiz itself, so the start screen's code (practice-paper.tsx) is not on the way to its first
// question (issue 34's budget).
const completeLater = async (questions: readonly DrawnQuestion[]) => {
  const { completeDrawnQuestions, findExplanations } =
    await import("../../features/quiz/explanations-later");
  explainWith(findExplanations);
  return completeDrawnQuestions(questions);
};

export default function CsitEntranceQuestionsPage() {
  const { t } = useMessages();
  const title = t("entranceTitle");
  // "Mixed" subjects, chosen on the landing (decision 0493); the paper's order otherwise.
  const [params] = useSearchParams();
  const order = params.get("order") === "mixed" ? "mixed" : "paper";
  return (
    <PreparedQuiz
      attemptKey="csit-entrance"
      prepare={() => prepareEntranceQuiz(order)}
      title={title}
      info={<p className="quiz-info">{t("entranceInfo")}</p>}
    >
      {(questions) => (
        <TimedQuiz
          title={title}
          questions={questions}
          screen={ENTRANCE_QUIZ}
          preloadEnd={resultPage.preload}
          record={{ mode: "entrance", source: "entrance" }}
          completeLater={completeLater}
        />
      )}
    </PreparedQuiz>
  );
}
