import { lazy, Suspense } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { mocksApi } from "../api";
import { FAMILIES, type Family, type FamilyInfo, type PaperRef } from "../papers";
import { useMessages } from "../messages";
import { sittingStatus } from "../sitting";
import { usePaperTitle } from "./paper-title";
import "./mocks.css";

// The live mocks' part of the list comes with its own code (their clocks and the date formatter's
// tables), which a mock paper's page, in the same route, then never evaluates (issue 50).
const LiveMocks = lazy(() =>
  import("../live/live-mocks").then((module) => ({ default: module.LiveMocks })),
);

type Status = "running" | "finished" | null;

function PaperCards({
  family,
  papers,
  statusOf,
}: {
  family: FamilyInfo;
  papers: readonly PaperRef[];
  statusOf: (paper: string) => Status;
}) {
  const { t } = useMessages();
  const title = usePaperTitle();
  return (
    <ul className="card-grid">
      {papers.map((paper) => {
        const status = statusOf(paper.slug);
        return (
          <li key={paper.slug}>
            <Link to={`${family.path}/${paper.slug}`} className="card">
              <strong>{title(paper)}</strong>
              <span>
                {t("paperFacts", { questions: family.questions, minutes: family.minutes })}
              </span>
              {status ? (
                <span className="mock-status">
                  {t(status === "running" ? "inProgress" : "finished")}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Where the student is with each paper: for a signed-in student the server's word (a sitting
 * running or sat on any device), else this device's (a guest's, or a sitting not yet sent).
 */
function useStatuses(signedIn: boolean): (paper: string) => Status {
  const mine = useQuery({ ...mocksApi.mine(), enabled: signedIn });
  const server = new Map(
    (signedIn ? (mine.data?.papers ?? []) : []).map((p) => [p.paper, p.status]),
  );
  return (paper) => server.get(paper) ?? sittingStatus(paper);
}

/**
 * `/csit/mock-tests`: the numbered mock tests and the model papers, each sat as the real paper.
 * `/bca/mock-tests` (decision 175): the BCA mock tests, with what of their format is the site's
 * assumption said plainly (decision 173).
 */
export function MockList({ signedIn, family = "csit" }: { signedIn: boolean; family?: Family }) {
  const { t } = useMessages();
  const statusOf = useStatuses(signedIn);
  const info = FAMILIES[family];
  const facts = { questions: info.questions, minutes: info.minutes };
  if (family === "bca")
    return (
      <section className="page mock-list">
        <h1>{t("bcaListTitle")}</h1>
        <p>{t("bcaListIntro", facts)}</p>
        <aside className="mock-assumption" aria-labelledby="bca-assumption">
          <h2 id="bca-assumption">{t("bcaAssumptionTitle")}</h2>
          <p>{t("bcaAssumption")}</p>
        </aside>
        <Suspense fallback={null}>
          <LiveMocks signedIn={signedIn} family="bca" />
        </Suspense>
        <h2>{t("mockTests")}</h2>
        <PaperCards family={info} papers={info.papers} statusOf={statusOf} />
        <p>
          <Link to="/bca">{t("bcaPractice")}</Link>
        </p>
      </section>
    );
  return (
    <section className="page mock-list">
      <h1>{t("listTitle")}</h1>
      <p>{t("listIntro", facts)}</p>
      <Suspense fallback={null}>
        <LiveMocks signedIn={signedIn} family="csit" />
      </Suspense>
      <h2>{t("mockTests")}</h2>
      <PaperCards
        family={info}
        papers={info.papers.filter((p) => p.kind === "mock")}
        statusOf={statusOf}
      />
      <h2>{t("modelPapers")}</h2>
      <PaperCards
        family={info}
        papers={info.papers.filter((p) => p.kind === "model")}
        statusOf={statusOf}
      />
    </section>
  );
}
