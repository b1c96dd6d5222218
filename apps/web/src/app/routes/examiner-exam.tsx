import { useParams } from "react-router";
import { ExamPage } from "../../features/examiner/components/exam-page";

/** `/examiner/exams/{slug}` and its views (`/candidates`, `/merit`, `/analysis`, `/log`). */
export default function ExaminerExamRoute() {
  const { slug = "" } = useParams();
  return <ExamPage key={slug} slug={slug} />;
}
