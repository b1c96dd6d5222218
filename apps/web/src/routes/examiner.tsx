import { useEffect } from "react";
import { refreshProfile } from "../features/auth/api/refresh-profile";
import { useAuth } from "../features/auth/hooks/auth-store";
import { ExaminerPage } from "../features/exams/components/examiner-page";

export default function ExaminerRoute() {
  const signedIn = Boolean(useAuth().user);
  useEffect(() => {
    if (signedIn) refreshProfile().catch(() => {});
  }, [signedIn]);
  return <ExaminerPage signedIn={signedIn} />;
}
