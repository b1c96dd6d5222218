import { resultPage } from "../app/end-screens";
import { PreparedQuiz } from "../features/quiz/components/prepared-quiz";
import { TimedQuiz } from "../features/quiz/components/timed-quiz";
import { CATEGORY_TEST } from "../features/quiz/configs";
import { prepareCategoryTest } from "../features/quiz/prepare";

export default function ExamQuestionsPage() {
  return (
    <PreparedQuiz attemptKey="category-test" prepare={prepareCategoryTest}>
      {(questions) => (
        <TimedQuiz
          title="+2 Science Entrance Practice Test"
          info={
            <p className="quiz-info">
              English, physics, chemistry and mathematics 20 each; biology and GK 10 each. 30
              seconds a question.
            </p>
          }
          questions={questions}
          config={CATEGORY_TEST}
          timerLabel="Remaining Time"
          end="result"
          preloadEnd={resultPage.preload}
        />
      )}
    </PreparedQuiz>
  );
}
