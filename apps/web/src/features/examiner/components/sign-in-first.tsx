import { SignInFirst as SignInFirstPage } from "../../../components/ui/sign-in-first";
import { useMessages } from "../messages";

/** The examiner's pages for a guest: sign in first. */
export function SignInFirst({ what }: { what: "examiner" | "importQuestions" }) {
  const { t } = useMessages();
  return <SignInFirstPage title={t(what)} />;
}
