import { Link } from "react-router";
import { type en, useMessages } from "../messages";

type Key = keyof typeof en;

interface Card {
  title: Key;
  text: Key;
  to: string;
}

// The English pages are prerendered at build time: the markup (ids included) stays as it was.
// Beyond the specification's sections, the student's own ways (issue 48, decision 133).
const TESTS: Card[] = [
  { title: "mockTestsTitle", text: "mockTestsText", to: "/csit/mock-tests" },
  { title: "bcaMockTestsTitle", text: "bcaMockTestsText", to: "/bca/mock-tests" },
  { title: "examsTitle", text: "examsText", to: "/exams" },
  { title: "progressTitle", text: "progressText", to: "/progress" },
];

const STUDY: Card[] = [
  { title: "schoolTitle", text: "schoolText", to: "/school/grade-x" },
  { title: "nebTitle", text: "nebText", to: "/school/grade-xii" },
  { title: "bachelorTitle", text: "bachelorText", to: "/school/bsccsit" },
];

const PREPARE: Card[] = [
  { title: "csitEntranceTitle", text: "csitEntranceText", to: "/csit/entrance-preparation" },
  { title: "bcaEntranceTitle", text: "bcaEntranceText", to: "/bca" },
  {
    title: "bridgeScienceTitle",
    text: "bridgeScienceText",
    to: "/plus-2-science/entrance-preparation",
  },
  {
    title: "bridgeManagementTitle",
    text: "bridgeManagementText",
    to: "/plus-2-management/entrance-preparation",
  },
];

const EXAMS: Card[] = [
  { title: "plus2ScienceTitle", text: "plus2ScienceText", to: "/exam/science" },
  { title: "plus2ManagementTitle", text: "plus2ManagementText", to: "/exam/management" },
];

function CardGrid({ id, title, cards }: { id: string; title: Key; cards: Card[] }) {
  const { t } = useMessages();
  return (
    <section className="home-section" aria-labelledby={`home-${id}`}>
      <h2 id={`home-${id}`}>{t(title)}</h2>
      <ul className="card-grid">
        {cards.map((card) => (
          <li key={card.to + card.title}>
            <Link className="card" to={card.to}>
              <strong>{t(card.title)}</strong>
              <span>{t(card.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomePage() {
  const { t } = useMessages();
  return (
    <div className="page home">
      <section className="hero">
        <h1>
          Tayari <span lang="ne">तयारी</span>
        </h1>
        <p>{t("heroText")}</p>
        <p className="hero-actions">
          <Link className="button primary" to="/csit/entrance-preparation">
            {t("startPreparing")}
          </Link>
          <Link className="button" to="/bca">
            {t("bcaStart")}
          </Link>
        </p>
      </section>
      <CardGrid id="tests" title="testsAndProgress" cards={TESTS} />
      <CardGrid id="study" title="study" cards={STUDY} />
      <CardGrid id="preparation" title="examPreparation" cards={PREPARE} />
      <CardGrid id="exams" title="onlineExamination" cards={EXAMS} />
    </div>
  );
}
