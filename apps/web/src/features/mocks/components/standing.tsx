import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { mocksApi } from "../api";
import { codeText, isTranslated } from "../../../lib/codes";
import { WithValues } from "../../../components/with-values";
import { useMessages } from "../messages";
import type { AttemptSender } from "../sitting";
import { RankChart } from "./rank-chart";

/**
 * A rank among fewer candidates says little (1 of 1 is "percentile 100"): below this many the
 * student is told how many have sat the paper instead (decision 192; decision 157 asks the same
 * thirty of an examiner's item flags).
 */
export const MIN_RANKED = 30;

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
  const { t, plural } = useMessages();
  // The sitting is sent first (from the attempt queue), then the standing is read; both are asked
  // again when the browser is back online (TanStack Query refetches stale queries on reconnect).
  const sent = useQuery({
    queryKey: ["mocks", "sent", sittingId],
    queryFn: async () => {
      await attempts.send().catch(() => {});
      // Refused for good (a sitting the server cannot believe): said why, not waited for.
      const refusal = attempts.refusal?.(sittingId) ?? null;
      if (refusal) return { refusal };
      return attempts.waiting(sittingId) ? false : { refusal: null };
    },
    enabled: signedIn,
    networkMode: "always",
    refetchOnReconnect: true,
    staleTime: 0,
    gcTime: 0,
  });
  const refusal = sent.data ? sent.data.refusal : null;
  const standing = useQuery({
    ...mocksApi.standing(paper),
    enabled: sent.data !== undefined && sent.data !== false && refusal === null,
  });
  const view = refusal
    ? { kind: "refused" as const, refusal }
    : sent.data === false || standing.data?.you === null
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
  const candidates = view.kind === "ready" ? view.standing.candidates : 0;
  const few = candidates < MIN_RANKED;
  return (
    <section className="mock-standing" aria-labelledby="rank-title">
      <h2 id="rank-title">{t("rankTitle")}</h2>
      {view.kind === "loading" ? <p role="status">{t("rankLoading")}</p> : null}
      {view.kind === "pending" ? <p role="status">{t("rankPending")}</p> : null}
      {view.kind === "error" ? <p className="load-error">{t("rankError")}</p> : null}
      {view.kind === "refused" ? (
        <>
          <p role="status" className="rank-refused">
            <WithValues
              message={t("rankRefused")}
              values={{
                reason: (
                  <span lang={isTranslated(view.refusal) ? undefined : "en"}>
                    {codeText(view.refusal)}
                  </span>
                ),
              }}
            />
          </p>
          <p>{t("rankRefusedNote")}</p>
        </>
      ) : null}
      {view.kind === "ready" && you && few ? (
        <>
          {you.attempt_id === sittingId ? null : <p>{t("notFirstFew", { marks: you.marks })}</p>}
          <p className="mock-rank">
            {plural("firstCandidates", candidates, { least: MIN_RANKED })}
          </p>
        </>
      ) : null}
      {view.kind === "ready" && you && !few ? (
        <>
          {you.attempt_id === sittingId ? (
            <>
              <p className="mock-rank">
                {t("rank", { rank: you.rank, candidates: view.standing.candidates })}
              </p>
              <p>{t("percentile", { percentile: you.percentile, candidates })}</p>
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
