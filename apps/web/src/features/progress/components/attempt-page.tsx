import { Link } from "react-router";
import { PageSpinner } from "../../../components/ui/spinner";
import { AttemptReviewList } from "../../results/components/attempt-review-list";
import { useAuth } from "../../auth/hooks/auth-store";
import { useAttemptReview } from "../api/progress-api";
import { SignInFirst } from "./sign-in-first";

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
export function AttemptPage({ id }: { id: string }) {
  const { user } = useAuth();
  if (!user) return <SignInFirst />;
  return (
    <section className="page">
      <p>
        <Link to="/progress">Back to my progress</Link>
      </p>
      <Review id={id} />
    </section>
  );
}
