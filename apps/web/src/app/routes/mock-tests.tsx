import { lazy, Suspense } from "react";
import { useLocation, useParams } from "react-router";
import { PageSpinner } from "../../components/ui/spinner";
import { useAuth } from "../../features/auth/hooks/auth-store";
import { attemptRefusal, flushAttempts } from "../../features/progress/attempt-queue";
import { keepAttempt } from "../../features/progress/kept-attempts";
import { isAttemptWaiting } from "../../features/progress/kept-ledger";
import { MockList } from "../../features/mocks/components/mock-list";
import { MockTest } from "../../features/mocks/components/mock-test";
import type { AttemptSender } from "../../features/mocks/sitting";

// A live mock's standings come with their own code: a paper's page never evaluates it (issue 50).
const LiveStandings = lazy(() =>
  import("../../features/mocks/live/live-standings").then((module) => ({
    default: module.LiveStandings,
  })),
);

// The mock sitting keeps its finished attempt in the one attempt queue (decision 64).
const attempts: AttemptSender = {
  keep: keepAttempt,
  waiting: isAttemptWaiting,
  send: flushAttempts,
  refusal: attemptRefusal,
};

/**
 * `/csit/mock-tests` and `/bca/mock-tests` (decision 175): the list; `/{entrance}/mock-tests/{paper}`:
 * the paper; `/{entrance}/mock-tests/live-…`: a live mock's standings (decisions 257 and 296).
 */
export default function MockTestsRoute() {
  const { user } = useAuth();
  const { paper } = useParams();
  const family = useLocation().pathname.startsWith("/bca/") ? "bca" : "csit";
  if (paper?.startsWith("live-"))
    return (
      <Suspense fallback={<PageSpinner />}>
        <LiveStandings key={paper} slug={paper} signedIn={user !== null} />
      </Suspense>
    );
  return paper === undefined ? (
    <MockList signedIn={user !== null} family={family} />
  ) : (
    <MockTest key={paper} slug={paper} signedIn={user !== null} attempts={attempts} />
  );
}
