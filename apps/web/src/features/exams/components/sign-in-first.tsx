import { SignInFirst as SignInFirstPage } from "../../../components/ui/sign-in-first";
import { useMessages } from "../messages";

/** The student's exam pages for a guest: sign in first. */
export function SignInFirst({ what }: { what: "scholarshipExams" | "scholarshipExam" }) {
  const { t } = useMessages();
  return <SignInFirstPage title={t(what)} />;
}
