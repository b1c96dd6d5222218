import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { mocksApi } from "../api";
import { useMessages } from "../messages";
import type { AttemptSender } from "../sitting";
import { RankChart } from "./rank-chart";

/**
 * Where a signed-in student stands among everyone who sat the paper: sent first (the sitting is in
 * the attempt queue), then read from the server; while it waits offline, said so, and read again
 * once the browser is back online. A guest is told that logging in adds the rank.
 */
export function Standing({
  paper,
  sittingId,
  signedIn,
  attempts,
}: {
  paper: string;
  sittingId: string;
  signedIn: boolean;
  attempts: AttemptSender;
}) {
  const { t } = useMessages();
  // The sitting is sent first (from the attempt queue), then the standing is read; both are asked
  // again when the browser is back online (TanStack Query refetches stale queries on reconnect).
  const sent = useQuery({
    queryKey: ["mocks", "sent", sittingId],
    queryFn: async () => {
      await attempts.send().catch(() => {});
      return !attempts.waiting(sittingId);
    },
    enabled: signedIn,
    networkMode: "always",
    refetchOnReconnect: true,
    staleTime: 0,
    gcTime: 0,
  });
  const standing = useQuery({ ...mocksApi.standing(paper), enabled: sent.data === true });
  const view =
    sent.data === false || standing.data?.you === null
      ? { kind: "pending" as const }
      : standing.error
        ? { kind: "error" as const }
        : standing.data
          ? { kind: "ready" as const, standing: standing.data }
          : { kind: "loading" as const };

  if (!signedIn)
    return (
      <section className="mock-standing" aria-labelledby="rank-title">
        <h2 id="rank-title">{t("rankTitle")}</h2>
        <p>{t("guestRank")}</p>
        <p>
          <Link className="button primary" to="/login">
            {t("logIn")}
          </Link>
        </p>
      </section>
    );
  const you = view.kind === "ready" ? view.standing.you : null;
  return (
    <section className="mock-standing" aria-labelledby="rank-title">
      <h2 id="rank-title">{t("rankTitle")}</h2>
      {view.kind === "loading" ? <p role="status">{t("rankLoading")}</p> : null}
      {view.kind === "pending" ? <p role="status">{t("rankPending")}</p> : null}
      {view.kind === "error" ? <p className="load-error">{t("rankError")}</p> : null}
      {view.kind === "ready" && you ? (
        <>
          {you.attempt_id === sittingId ? (
            <>
              <p className="mock-rank">
                {t("rank", { rank: you.rank, candidates: view.standing.candidates })}
              </p>
              <p>{t("percentile", { percentile: you.percentile })}</p>
            </>
          ) : (
            <p>
              {t("notFirst", {
                marks: you.marks,
                rank: you.rank,
                candidates: view.standing.candidates,
              })}
            </p>
          )}
          <RankChart
            distribution={view.standing.distribution}
            step={view.standing.bucket_marks}
            bucket={you.bucket}
            candidates={view.standing.candidates}
            maxMarks={you.max_marks}
          />
        </>
      ) : null}
    </section>
  );
}
