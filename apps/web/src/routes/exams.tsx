import { useAuth } from "../features/auth/hooks/auth-store";
import { OpenExams } from "../features/exams/components/open-exams";

export default function ExamsPage() {
  return <OpenExams signedIn={Boolean(useAuth().user)} />;
}
