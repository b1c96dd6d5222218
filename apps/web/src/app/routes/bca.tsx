import { Link } from "react-router";
import { BCA_PAPERS } from "@tayari/content/bca";
import { EntranceSubjectList } from "../../features/entrance/components/entrance-subject-list";
import { PreparationLanding } from "../../features/landings/components/preparation-landing";
import { useMessages } from "../../features/landings/messages";

/** `/bca`: the BCA entrance landing; Start Test opens its mock tests (decision 175). */
export default function BcaPage() {
  const { t } = useMessages();
  return (
    <PreparationLanding course="BCA" startTo="/bca/mock-tests">
      <section aria-labelledby="bca-mocks">
        <h2 id="bca-mocks">{t("bcaMockTests")}</h2>
        <p>{t("bcaMockText")}</p>
        <ul className="card-grid">
          {BCA_PAPERS.map((paper) => (
            <li key={paper.slug}>
              <Link to={`/bca/mock-tests/${paper.slug}`} className="card">
                {t("bcaMockTest", { number: paper.number })}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/bca/mock-tests" className="card">
              {t("allBcaPapers")}
            </Link>
          </li>
        </ul>
      </section>
      <EntranceSubjectList entranceSlug="bca" />
    </PreparationLanding>
  );
}
