import { useAuth } from "../features/auth/hooks/auth-store";
import { ExaminerPage } from "../features/exams/components/examiner-page";

export default function ExaminerRoute() {
  return <ExaminerPage signedIn={Boolean(useAuth().user)} />;
}
