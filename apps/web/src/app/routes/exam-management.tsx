import { ExamLanding } from "../../features/landings/components/exam-landing";

export default function ManagementExamPage() {
  return <ExamLanding exam="management" />;
}
