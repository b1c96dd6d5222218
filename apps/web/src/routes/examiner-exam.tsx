import { useParams } from "react-router";
import { useFreshProfile } from "../features/auth/hooks/use-fresh-profile";
import { ExamPage } from "../features/examiner/components/exam-page";

export default function ExaminerExamRoute() {
  const { slug = "" } = useParams();
  return <ExamPage key={slug} slug={slug} signedIn={useFreshProfile()} />;
}
