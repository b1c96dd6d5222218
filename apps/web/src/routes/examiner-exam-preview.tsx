import { useParams } from "react-router";
import { useFreshProfile } from "../features/auth/hooks/use-fresh-profile";
import { ExamPreview } from "../features/examiner/components/exam-preview";

export default function ExaminerExamPreviewRoute() {
  const { slug = "" } = useParams();
  return <ExamPreview key={slug} slug={slug} signedIn={useFreshProfile()} />;
}
