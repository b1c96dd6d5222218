import { useParams } from "react-router";
import { ExamPreview } from "../../features/examiner/components/exam-preview";
import { PaperView } from "../../features/exams/components/paper-view";

/** The examiner's preview of a paper, drawn by the candidate's own sitting (decision 250). */
export default function ExaminerExamPreviewRoute() {
  const { slug = "" } = useParams();
  return <ExamPreview key={slug} slug={slug} Paper={PaperView} />;
}
