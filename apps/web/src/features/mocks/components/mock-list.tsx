import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { mocksApi } from "../api";
import { FAMILIES, familyOf, type Family, type FamilyInfo, type PaperRef } from "../papers";
import { useMessages } from "../messages";
import { sittingStatus } from "../sitting";
import { LiveMocks } from "../live/live-mocks";
import "./mocks.css";

type Status = "running" | "finished" | null;

/** A paper's name in the language shown: "Mock test 3", "2076 model paper", "BCA mock test 2". */
export function usePaperTitle() {
  const { t } = useMessages();
  return (ref: PaperRef | null) =>
    ref === null
      ? ""
      : familyOf(ref.slug).family === "bca"
        ? t("bcaMockTitle", { number: ref.number })
        : ref.kind === "mock"
          ? t("mockTitle", { number: ref.number })
          : t("modelTitle", { year: ref.number });
}

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
      <LiveMocks signedIn={signedIn} />
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
