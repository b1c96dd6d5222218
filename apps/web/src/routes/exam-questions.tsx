import { resultPage } from "../app/end-screens";
import { PreparedQuiz } from "../features/quiz/components/prepared-quiz";
import { TimedQuiz } from "../features/quiz/components/timed-quiz";
import { CATEGORY_TEST } from "../features/quiz/configs";
import { useMessages } from "../features/quiz/messages";
import { prepareCategoryTest } from "../features/quiz/prepare";

export default function ExamQuestionsPage() {
  const { t } = useMessages();
  const title = t("categoryTitle");
  return (
    <PreparedQuiz
      attemptKey="category-test"
      prepare={prepareCategoryTest}
      title={title}
      info={<p className="quiz-info">{t("categoryInfo")}</p>}
    >
      {(questions) => (
        <TimedQuiz
          title={title}
          questions={questions}
          screen={CATEGORY_TEST}
          preloadEnd={resultPage.preload}
          record={{ mode: "category-test", source: "category-test" }}
        />
      )}
    </PreparedQuiz>
  );
}
