import { thankYouPage } from "./end-screens";
import { ExamStart } from "../../features/quiz/components/exam-start";

export default function ManagementExamStartPage() {
  return <ExamStart exam="management" preloadEnd={thankYouPage.preload} />;
}
