import { Link, useParams } from "react-router";
import { PageSpinner } from "../../components/ui/spinner";
import { NotHere } from "../../components/ui/not-here";
import { isNotHere } from "../../lib/api-error";
import { isConnectionFailure, waiting } from "../../lib/connection";
import { useAttemptReview } from "../../features/progress/api/progress-api";
import { PassagesProvider } from "../../components/question/passages";
import { AttemptReviewList } from "../../features/results/components/attempt-review-list";
import { AttemptTitle, translateError } from "../../features/progress/labels";
import { useMessages } from "../../features/progress/messages";

function Review({ id }: { id: string }) {
  const { t } = useMessages();
  const query = useAttemptReview(id);
  if (query.isPending) return <PageSpinner />;
  if (query.isError && isConnectionFailure(query.error))
    return <waiting.Screen retry={() => query.refetch({ throwOnError: true })} />;
  // A cut or mistyped address, or another account's attempt: said plainly, with the way back.
  if (query.isError && isNotHere(query.error))
    return (
      <NotHere
        title={t("attemptNotHere")}
        text={t("attemptNotHereWhy")}
        back={{ to: "/progress", label: t("backToProgress") }}
      />
    );
  if (query.isError)
    return <p role="alert">{t("sorry", { message: translateError(query.error) })}</p>;
  const { attempt, questions, passages } = query.data;
  return (
    <>
      <h1>
        <AttemptTitle attempt={attempt} />
      </h1>
      <p className="score">{t("yourScore", { score: attempt.score, total: attempt.total })}</p>
      <PassagesProvider passages={passages}>
        <AttemptReviewList review={{ title: attempt.title, questions }} />
      </PassagesProvider>
    </>
  );
}

/** /progress/attempts/{uuid}: one kept attempt's review (its route's gate lets only the signed-in in). */
export default function ProgressAttemptRoute() {
  const { t } = useMessages();
  const { id = "" } = useParams();
  return (
    <section className="page attempt-page">
      <p>
        <Link to="/progress">{t("backToProgress")}</Link>
      </p>
      <Review key={id} id={id} />
    </section>
  );
}
