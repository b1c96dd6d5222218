import { useEffect } from "react";
import { refreshProfile } from "../features/auth/api/refresh-profile";
import { useAuth } from "../features/auth/hooks/auth-store";
import { OpenExams } from "../features/exams/components/open-exams";

export default function ExamsPage() {
  const signedIn = Boolean(useAuth().user);
  // A role given since signing in shows in the menu ("Set exams" for an examiner).
  useEffect(() => {
    if (signedIn) refreshProfile().catch(() => {});
  }, [signedIn]);
  return <OpenExams signedIn={signedIn} />;
}
