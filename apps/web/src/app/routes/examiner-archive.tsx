import { ExaminerArchive } from "../../features/examiner/components/examiner-archive";

export default function ExaminerArchiveRoute() {
  return <ExaminerArchive />;
}
