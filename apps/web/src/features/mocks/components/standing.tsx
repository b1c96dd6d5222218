import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { StandingResponse } from "@tayari/contracts/mocks";
import { mocksApi } from "../api";
import { useMessages } from "../messages";
import type { AttemptSender } from "../sitting";
import { RankChart } from "./rank-chart";

type View =
  | { kind: "loading" }
  | { kind: "pending" }
  | { kind: "error" }
  | { kind: "ready"; standing: StandingResponse };

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
  const [view, setView] = useState<View>({ kind: "loading" });
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    const load = async () => {
      await attempts.send().catch(() => {});
      if (cancelled) return;
      if (attempts.waiting(sittingId)) return setView({ kind: "pending" });
      try {
        const standing = await mocksApi.standing(paper);
        if (!cancelled) setView(standing.you ? { kind: "ready", standing } : { kind: "pending" });
      } catch {
        if (!cancelled) setView({ kind: "error" });
      }
    };
    void load();
    const onOnline = () => void load();
    window.addEventListener("online", onOnline);
    return () => {
      cancelled = true;
      window.removeEventListener("online", onOnline);
    };
  }, [paper, sittingId, signedIn, attempts]);

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
