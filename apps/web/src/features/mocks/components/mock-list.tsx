import { Link } from "react-router";
import { FORMAT as ENTRANCE_FORMAT, PAPERS, type PaperRef } from "../papers";
import { useMessages } from "../messages";
import { sittingStatus } from "../sitting";
import "./mocks.css";

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

function PaperCards({ papers }: { papers: readonly PaperRef[] }) {
  const { t } = useMessages();
  const title = usePaperTitle();
  return (
    <ul className="card-grid">
      {papers.map((paper) => {
        const status = sittingStatus(paper.slug);
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

/** `/csit/mock-tests`: the numbered mock tests and the model papers, each sat as the real paper. */
export function MockList() {
  const { t } = useMessages();
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
      <PaperCards papers={PAPERS.filter((p) => p.kind === "mock")} />
      <h2>{t("modelPapers")}</h2>
      <PaperCards papers={PAPERS.filter((p) => p.kind === "model")} />
    </section>
  );
}
