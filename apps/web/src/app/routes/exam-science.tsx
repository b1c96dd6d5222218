import { ExamLanding } from "../../features/landings/components/exam-landing";

export default function ScienceExamPage() {
  return <ExamLanding exam="science" />;
}
