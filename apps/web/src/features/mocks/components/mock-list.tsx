import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { mocksApi } from "../api";
import { FORMAT as ENTRANCE_FORMAT, PAPERS, type PaperRef } from "../papers";
import { useMessages } from "../messages";
import { sittingStatus } from "../sitting";
import "./mocks.css";

type Status = "running" | "finished" | null;

/** A paper's name in the language shown: "Mock test 3", "2076 model paper". */
export function usePaperTitle() {
  const { t } = useMessages();
  return (ref: PaperRef | null) =>
    ref === null
      ? ""
      : ref.kind === "mock"
        ? t("mockTitle", { number: ref.number })
        : t("modelTitle", { year: ref.number });
}

function PaperCards({
  papers,
  statusOf,
}: {
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
            <Link to={`/csit/mock-tests/${paper.slug}`} className="card">
              <strong>{title(paper)}</strong>
              <span>
                {t("paperFacts", {
                  questions: ENTRANCE_FORMAT.questions,
                  minutes: ENTRANCE_FORMAT.minutes,
                })}
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

/** `/csit/mock-tests`: the numbered mock tests and the model papers, each sat as the real paper. */
export function MockList({ signedIn }: { signedIn: boolean }) {
  const { t } = useMessages();
  const statusOf = useStatuses(signedIn);
  return (
    <section className="page mock-list">
      <h1>{t("listTitle")}</h1>
      <p>
        {t("listIntro", {
          questions: ENTRANCE_FORMAT.questions,
          minutes: ENTRANCE_FORMAT.minutes,
        })}
      </p>
      <h2>{t("mockTests")}</h2>
      <PaperCards papers={PAPERS.filter((p) => p.kind === "mock")} statusOf={statusOf} />
      <h2>{t("modelPapers")}</h2>
      <PaperCards papers={PAPERS.filter((p) => p.kind === "model")} statusOf={statusOf} />
    </section>
  );
}
