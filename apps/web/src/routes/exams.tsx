import { OpenExams } from "../features/exams/components/open-exams";

export default function ExamsPage() {
  return <OpenExams />;
}
