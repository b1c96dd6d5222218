import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { HeadedTable } from "../../../components/ui/headed-table";
import { ApiError } from "../../../lib/api-error";
import { codeText } from "../../../lib/codes";
import { categoryName } from "../../../components/question/category-name";
import { formatWhen } from "../../../components/ui/timed-text";
import { RankChart } from "../components/rank-chart";
import { liveMocksApi } from "./api";
import { useMessages } from "./messages";
import { liveFamily } from "./live-mocks";
import { useLiveHeading } from "..";
import "../components/mocks.css";
import "./live-mocks.css";

/**
 * `/{entrance}/mock-tests/{live slug}`: a live mock's standings once it has closed (decision 257): this
 * student's marks, rank and percentile, how everyone scored, each subject's mean, and the way to
 * the review with keys (the exam's result page). Before the close, when they are published.
 */
export function LiveStandings({ slug, signedIn }: { slug: string; signedIn: boolean }) {
  const { t, plural } = useMessages();
  const name = useLiveHeading()(slug);
  const standings = useQuery({ ...liveMocksApi.standings(slug), enabled: signedIn });
  const back = (
    <p>
      <Link to={liveFamily(slug).path}>{t("backToList")}</Link>
    </p>
  );
  if (!signedIn)
    return (
      <section className="page live-standings">
        <p>
          {t("liveGuest")} <Link to="/login">{t("logIn")}</Link>
        </p>
        {back}
      </section>
    );
  if (standings.isPending)
    return (
      <section className="page live-standings">
        <p role="status">{t("standingsLoading")}</p>
      </section>
    );
  if (standings.isError) {
    const error = standings.error;
    const later = error instanceof ApiError && error.code === "mocks.liveStandingsAt";
    return (
      <section className="page live-standings">
        <p role="status" className={later ? undefined : "load-error"}>
          {later
            ? t("standingsLater", {
                when: formatWhen(new Date(String(error.params.when)), { nameZone: true }),
              })
            : error instanceof ApiError
              ? codeText(error)
              : t("liveError")}
        </p>
        {back}
      </section>
    );
  }
  const s = standings.data;
  const bars = s.distribution.length;
  const barTo = (from: number, i: number) => (i === bars - 1 ? s.max_score : from + 4);
  const mine = s.mine;
  return (
    <section className="page live-standings">
      <h1>{t("standingsTitle", { name: name?.heading ?? s.title })}</h1>
      {name?.patternShort ? <p>{name.patternShort}</p> : null}
      {mine ? (
        <>
          <p className="live-score">
            {t("yourScore", {
              score: mine.score,
              max: s.max_score,
              rank: mine.rank,
              candidates: s.candidates,
            })}
          </p>
          <p>{t("yourPercentile", { percentile: mine.percentile })}</p>
          <p className="hint">
            {t("tally", { correct: mine.correct, wrong: mine.wrong, unanswered: mine.unanswered })}
          </p>
          <p>
            <Link className="button primary" to={`/exams/${s.slug}`}>
              {t("reviewLink")}
            </Link>
          </p>
        </>
      ) : (
        <p>{t("notSat")}</p>
      )}
      <h2>{t("distributionTitle")}</h2>
      <p>{plural("everyone", s.candidates, { mean: s.mean, max: s.max_score })}</p>
      {mine ? (
        <RankChart
          distribution={s.distribution.map((bar) => bar.count)}
          step={5}
          bucket={Math.min(bars - 1, Math.floor(Math.max(0, mine.score) / 5))}
          candidates={s.candidates}
          maxMarks={s.max_score}
        />
      ) : null}
      <HeadedTable className="mock-subjects" columns={[t("marksCol"), t("candidatesCol")]} scroll>
        {s.distribution.map((bar, i) =>
          bar.count === 0 ? null : (
            <tr key={bar.from}>
              <th scope="row">
                {t("distributionRow", { from: bar.from, to: barTo(bar.from, i) })}
              </th>
              <td>{bar.count}</td>
            </tr>
          ),
        )}
      </HeadedTable>
      <h2>{t("subjectsTitle")}</h2>
      <HeadedTable
        className="mock-subjects"
        columns={[t("subjectCol"), t("meanCol"), t("fullCol")]}
        scroll
      >
        {s.subjects.map((row) => {
          const subject = categoryName(row.subject);
          return (
            <tr key={row.subject}>
              <th scope="row" lang={subject.lang}>
                {subject.text}
              </th>
              <td>{row.mean}</td>
              <td>{row.max}</td>
            </tr>
          );
        })}
      </HeadedTable>
      {back}
    </section>
  );
}
