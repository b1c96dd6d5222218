import { Link } from "react-router";
import { type en, useMessages } from "../messages";

type Key = keyof typeof en;

interface Card {
  /** Its name: a key of this page's catalogue, or a name the route gives (`names`). */
  title: Key | "exams";
  text: Key;
  to: string;
  /** What it says to a signed-in student, when it differs (no "Log in to ..." to someone who has). */
  signedInText?: Key;
}

/** Names the route gives from the site's catalogue, each written once there (decision 0219). */
export interface HomeNames {
  exams: string;
}

// The English pages are prerendered at build time: the markup (ids included) stays as it was.
// Beyond the specification's sections, the student's own ways (issue 48, decision 133).
const TESTS: Card[] = [
  { title: "mockTestsTitle", text: "mockTestsText", to: "/csit/mock-tests" },
  { title: "bcaMockTestsTitle", text: "bcaMockTestsText", to: "/bca/mock-tests" },
  { title: "exams", text: "examsText", signedInText: "examsTextSignedIn", to: "/exams" },
  {
    title: "progressTitle",
    text: "progressText",
    signedInText: "progressTextSignedIn",
    to: "/progress",
  },
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

function CardGrid({
  id,
  title,
  cards,
  names,
  signedIn,
}: {
  id: string;
  title: Key;
  cards: Card[];
  names: HomeNames;
  signedIn: boolean;
}) {
  const { t } = useMessages();
  return (
    <section className="home-section" aria-labelledby={`home-${id}`}>
      <h2 id={`home-${id}`}>{t(title)}</h2>
      <ul className="card-grid">
        {cards.map((card) => (
          <li key={card.to + card.title}>
            <Link className="card" to={card.to}>
              <strong>{card.title === "exams" ? names.exams : t(card.title)}</strong>
              <span>{t((signedIn && card.signedInText) || card.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `signedIn`: the cards speak to a student who has logged in (issue 69 point 5). */
export function HomePage({ names, signedIn = false }: { names: HomeNames; signedIn?: boolean }) {
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
      <CardGrid
        id="tests"
        title="testsAndProgress"
        cards={TESTS}
        names={names}
        signedIn={signedIn}
      />
      <CardGrid id="study" title="study" cards={STUDY} names={names} signedIn={signedIn} />
      <CardGrid
        id="preparation"
        title="examPreparation"
        cards={PREPARE}
        names={names}
        signedIn={signedIn}
      />
      <CardGrid
        id="exams"
        title="onlineExamination"
        cards={EXAMS}
        names={names}
        signedIn={signedIn}
      />
    </div>
  );
}
