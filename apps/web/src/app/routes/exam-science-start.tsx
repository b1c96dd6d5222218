import { thankYouPage } from "./end-screens";
import { ExamStart } from "../../features/quiz/components/exam-start";

export default function ScienceExamStartPage() {
  return <ExamStart exam="science" preloadEnd={thankYouPage.preload} />;
}
