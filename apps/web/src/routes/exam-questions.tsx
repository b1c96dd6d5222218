import { resultPage } from "../app/end-screens";
import { PreparedQuiz } from "../features/quiz/components/prepared-quiz";
import { TimedQuiz } from "../features/quiz/components/timed-quiz";
import { CATEGORY_TEST } from "../features/quiz/configs";
import { prepareCategoryTest } from "../features/quiz/prepare";

const TITLE = "+2 Science Entrance Practice Test";

export default function ExamQuestionsPage() {
  return (
    <PreparedQuiz
      attemptKey="category-test"
      prepare={prepareCategoryTest}
      title={TITLE}
      info={
        <p className="quiz-info">
          English, physics, chemistry and mathematics 20 each; biology and GK 10 each. 30 seconds a
          question.
        </p>
      }
    >
      {(questions) => (
        <TimedQuiz
          title={TITLE}
          questions={questions}
          screen={CATEGORY_TEST}
          preloadEnd={resultPage.preload}
          record={{ mode: "category-test", source: "category-test" }}
        />
      )}
    </PreparedQuiz>
  );
}
