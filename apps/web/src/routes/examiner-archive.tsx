import { useFreshProfile } from "../features/auth/hooks/use-fresh-profile";
import { ExaminerArchive } from "../features/examiner/components/examiner-archive";

export default function ExaminerArchiveRoute() {
  return <ExaminerArchive signedIn={useFreshProfile()} />;
}
