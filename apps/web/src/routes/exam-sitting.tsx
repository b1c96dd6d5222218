import { useParams } from "react-router";
import { ExamSitting } from "../features/exams/components/exam-sitting";

export default function ExamSittingPage() {
  const { slug = "" } = useParams();
  return <ExamSitting key={slug} slug={slug} />;
}
