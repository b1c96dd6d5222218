import { ExaminerDashboard } from "../features/examiner/components/examiner-dashboard";

export default function ExaminerRoute() {
  return <ExaminerDashboard />;
}
