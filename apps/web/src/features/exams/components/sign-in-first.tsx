import { Link } from "react-router";
import { useMessages } from "../messages";

type Page = "scholarshipExams" | "scholarshipExam" | "examiner" | "importQuestions";

export function SignInFirst({ what }: { what: Page }) {
  const { t } = useMessages();
  return (
    <section className="page narrow">
      <h1>{t(what)}</h1>
      <p>
        {t("signInBefore")}
        <Link to="/login">{t("signInLink")}</Link>
        {t("signInAfter")}
      </p>
    </section>
  );
}
