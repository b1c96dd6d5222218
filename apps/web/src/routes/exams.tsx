import { useFreshProfile } from "../features/auth/hooks/use-fresh-profile";
import { OpenExams } from "../features/exams/components/open-exams";

export default function ExamsPage() {
  return <OpenExams signedIn={useFreshProfile()} />;
}
