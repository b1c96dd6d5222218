import { Link, useParams } from "react-router";
import { PageSpinner } from "../components/ui/spinner";
import { useAuth } from "../features/auth/hooks/auth-store";
import { useAttemptReview } from "../features/progress/api/progress-api";
import { SignInFirst } from "../features/progress/components/sign-in-first";
import { AttemptReviewList } from "../features/results/components/attempt-review-list";

function Review({ id }: { id: string }) {
  const query = useAttemptReview(id);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <p role="alert">Sorry, {query.error.message}</p>;
  const { attempt, questions } = query.data;
  return (
    <>
      <h1>{attempt.title}</h1>
      <p className="score">
        Your score: {attempt.score} out of {attempt.total}
      </p>
      <AttemptReviewList review={{ title: attempt.title, questions }} />
    </>
  );
}

/** /progress/attempts/{uuid}: one kept attempt's review. */
export default function ProgressAttemptRoute() {
  const { id = "" } = useParams();
  const { user } = useAuth();
  if (!user) return <SignInFirst />;
  return (
    <section className="page">
      <p>
        <Link to="/progress">Back to my progress</Link>
      </p>
      <Review key={id} id={id} />
    </section>
  );
}
