import { useMessages } from "../messages";
import { useFreshProfile } from "../../features/auth/hooks/use-fresh-profile";
import { OpenExams } from "../../features/exams/components/open-exams";

/** /exams (its route's gate lets only the signed-in in). */
export default function ExamsPage() {
  // An examiner made since signing in sees "Set exams" in the menu.
  useFreshProfile();
  const { t } = useMessages();
  return <OpenExams title={t("exams")} />;
}
