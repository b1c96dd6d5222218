import { useParams } from "react-router";
import { useAuth } from "../../features/auth/hooks/auth-store";
import { ExamSitting } from "../../features/exams/components/exam-sitting";

export default function ExamSittingPage() {
  const { slug = "" } = useParams();
  const { user } = useAuth();
  return <ExamSitting key={slug} slug={slug} examiner={user?.user.role === "examiner"} />;
}
