import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { LiveMock } from "@tayari/contracts/live-mocks";
import { formatClock } from "../../../components/sitting/paper-clock";
import { formatWhen } from "../../../components/ui/timed-text";
import { useServerCountdown } from "../../../components/sitting/server-countdown";
import { familyOf, type Family } from "../papers";
import { useLiveHeading } from "..";
import { liveMocksApi } from "./api";
import { useMessages } from "./messages";
import "./live-mocks.css";

/** The mock tests' list a live mock belongs with, from its address (`live-{paper}-{start}`). */
export const liveFamily = (slug: string) => familyOf(slug.slice("live-".length));

/**
 * One live mock: when it starts (a countdown on the server's seconds, which asks the list again
 * at zero), its window, and what this student can do now: open the exam page before the start
 * (it counts down and opens by itself), join or continue during the window, the standings after.
 */
function LiveCard({ mock, onChange }: { mock: LiveMock; onChange: () => void }) {
  const { t } = useMessages();
  const name = useLiveHeading()(mock.slug);
  const toStart = useServerCountdown(mock.state === "upcoming" ? mock.opens_in_seconds : null);
  const toClose = useServerCountdown(mock.state === "open" ? mock.closes_in_seconds : null);
  const changed =
    (mock.state === "upcoming" && toStart === 0) || (mock.state === "open" && toClose === 0);
  useEffect(() => {
    if (changed) onChange();
  }, [changed, onChange]);
  const when = (iso: string) => formatWhen(new Date(iso), { nameZone: true });
  const exam = `/exams/${mock.slug}`;
  return (
    <li className="card live-card">
      <strong>{name?.heading}</strong>
      {name?.patternShort ? <span>{name.patternShort}</span> : null}
      <span>{t("startsAt", { when: when(mock.opens_at) })}</span>
      {mock.state === "upcoming" ? (
        <>
          <span className="live-countdown" role="timer">
            {t("startsIn", { time: formatClock(toStart ?? mock.opens_in_seconds) })}
          </span>
          <Link className="button" to={exam}>
            {t("openPage")}
          </Link>
        </>
      ) : mock.state === "open" ? (
        <>
          <span>{t("openUntil", { when: when(mock.closes_at) })}</span>
          {mock.attempt === "submitted" ? (
            <span className="live-done">{t("submitted", { when: when(mock.standings_at) })}</span>
          ) : (
            <Link className="button primary" to={exam}>
              {t(mock.attempt === "running" ? "continue" : "join")}
            </Link>
          )}
        </>
      ) : (
        <>
          <span>{t("closedAt", { when: when(mock.closes_at) })}</span>
          <Link className="button" to={`${familyOf(mock.paper).path}/${mock.slug}`}>
            {t("seeStandings")}
          </Link>
        </>
      )}
    </li>
  );
}

/**
 * The live mocks of one entrance's papers, on its mock tests' list (decisions 257 and 296): for the
 * signed-in, asked afresh each visit.
 */
export function LiveMocks({ signedIn, family }: { signedIn: boolean; family: Family }) {
  const { t } = useMessages();
  const list = useQuery({ ...liveMocksApi.list(), enabled: signedIn });
  const { refetch } = list;
  const onChange = () => void refetch();
  const mocks = list.data?.live_mocks.filter((mock) => familyOf(mock.paper).family === family);
  return (
    <section className="live-mocks" aria-labelledby="live-mocks-title">
      <h2 id="live-mocks-title">{t("liveTitle")}</h2>
      <p>{t("liveIntro")}</p>
      {!signedIn ? (
        <p>
          {t("liveGuest")} <Link to="/login">{t("logIn")}</Link>
        </p>
      ) : list.isPending ? (
        <p role="status">{t("liveLoading")}</p>
      ) : list.isError ? (
        <p className="load-error">{t("liveError")}</p>
      ) : !mocks?.length ? (
        <p>{t("liveNone")}</p>
      ) : (
        <ul className="card-grid">
          {mocks.map((mock) => (
            <LiveCard key={mock.slug} mock={mock} onChange={onChange} />
          ))}
        </ul>
      )}
    </section>
  );
}
