import { resultPage } from "./end-screens";
import { PracticePaper } from "../../features/quiz/components/practice-paper";
import { CATEGORY_TEST } from "../../features/quiz/configs";
import { useMessages } from "../../features/quiz/start-messages";
import { prepareCategoryTest } from "../../features/quiz/prepare";

export default function ExamQuestionsPage() {
  const { t } = useMessages();
  const title = t("categoryTitle");
  return (
    <PracticePaper
      attemptKey="category-test"
      prepare={prepareCategoryTest}
      title={title}
      info={<p className="quiz-info">{t("categoryInfo")}</p>}
      screen={CATEGORY_TEST}
      preloadEnd={resultPage.preload}
      record={{ mode: "category-test", source: "category-test" }}
    />
  );
}
