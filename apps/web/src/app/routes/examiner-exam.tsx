import { useParams } from "react-router";
import { ExamPage } from "../../features/examiner/components/exam-page";

export default function ExaminerExamRoute() {
  const { slug = "" } = useParams();
  return <ExamPage key={slug} slug={slug} />;
}
