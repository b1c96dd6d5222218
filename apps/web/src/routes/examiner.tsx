import { ExaminerPage } from "../features/exams/components/examiner-page";

export default function ExaminerRoute() {
  return <ExaminerPage />;
}
