import { resultPage } from "../app/end-screens";
import { PreparedQuiz } from "../features/quiz/components/prepared-quiz";
import { TimedQuiz } from "../features/quiz/components/timed-quiz";
import { ENTRANCE_QUIZ } from "../features/quiz/configs";
import { prepareEntranceQuiz } from "../features/quiz/prepare";

const TITLE = "B.Sc.CSIT Entrance Mock Test";

export default function CsitEntranceQuestionsPage() {
  return (
    <PreparedQuiz
      attemptKey="csit-entrance"
      prepare={prepareEntranceQuiz}
      title={TITLE}
      info={
        <p className="quiz-info">
          100 questions: mathematics, physics, chemistry, english and computer. 60 seconds each.
        </p>
      }
    >
      {(questions) => (
        <TimedQuiz
          title={TITLE}
          questions={questions}
          screen={ENTRANCE_QUIZ}
          preloadEnd={resultPage.preload}
          record={{ mode: "entrance", source: "entrance" }}
        />
      )}
    </PreparedQuiz>
  );
}
