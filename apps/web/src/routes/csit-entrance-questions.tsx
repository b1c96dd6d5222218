import { resultPage } from "../app/end-screens";
import { PreparedQuiz } from "../features/quiz/components/prepared-quiz";
import { TimedQuiz } from "../features/quiz/components/timed-quiz";
import { ENTRANCE_QUIZ } from "../features/quiz/configs";
import { useMessages } from "../features/quiz/messages";
import { prepareEntranceQuiz } from "../features/quiz/prepare";

export default function CsitEntranceQuestionsPage() {
  const { t } = useMessages();
  const title = t("entranceTitle");
  return (
    <PreparedQuiz
      attemptKey="csit-entrance"
      prepare={prepareEntranceQuiz}
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
        />
      )}
    </PreparedQuiz>
  );
}
