import { useFreshProfile } from "../features/auth/hooks/use-fresh-profile";
import { ExaminerDashboard } from "../features/examiner/components/examiner-dashboard";

export default function ExaminerRoute() {
  return <ExaminerDashboard signedIn={useFreshProfile()} />;
}
