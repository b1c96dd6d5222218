import { Link } from "react-router";

interface Card {
  title: string;
  text: string;
  to: string;
}

const STUDY: Card[] = [
  {
    title: "School (Grade X)",
    text: "Subjects of the SEE year, unit by unit, with short quizzes.",
    to: "/school/grade-x",
  },
  {
    title: "NEB (Grade XII)",
    text: "Physics, chemistry, biology, mathematics and English for Grade XII.",
    to: "/school/grade-xii",
  },
  {
    title: "Bachelor (B.Sc.CSIT)",
    text: "First-semester B.Sc.CSIT subjects with unit quizzes.",
    to: "/school/bsccsit",
  },
];

const PREPARE: Card[] = [
  {
    title: "B.Sc.CSIT Entrance",
    text: "Timed 100-question mock tests, six model year papers and English drills.",
    to: "/csit/entrance-preparation",
  },
  { title: "BCA Entrance", text: "Subject-wise practice for the BCA entrance.", to: "/bca" },
  {
    title: "Bridge Course for Science",
    text: "A 100-question timed test for +2 Science hopefuls.",
    to: "/plus-2-science/entrance-preparation",
  },
  {
    title: "Bridge Course for Management",
    text: "Preparation for the +2 Management entrance.",
    to: "/plus-2-management/entrance-preparation",
  },
];

const EXAMS: Card[] = [
  {
    title: "+2 Science",
    text: "Sit the online entrance examination of +2 Science.",
    to: "/exam/science",
  },
  {
    title: "+2 Management",
    text: "Sit the online entrance examination of +2 Management.",
    to: "/exam/management",
  },
];

function CardGrid({ title, cards }: { title: string; cards: Card[] }) {
  return (
    <section className="home-section" aria-labelledby={`home-${title}`}>
      <h2 id={`home-${title}`}>{title}</h2>
      <ul className="card-grid">
        {cards.map((card) => (
          <li key={card.to + card.title}>
            <Link className="card" to={card.to}>
              <strong>{card.title}</strong>
              <span>{card.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomePage() {
  return (
    <div className="page home">
      <section className="hero">
        <h1>
          Tayari <span lang="ne">तयारी</span>
        </h1>
        <p>
          Study, practise and sit entrance tests: School, NEB, B.Sc.CSIT, BCA and +2 entrance
          preparation in one place.
        </p>
        <Link className="button primary" to="/csit/entrance-preparation">
          Start preparing
        </Link>
      </section>
      <CardGrid title="Study" cards={STUDY} />
      <CardGrid title="Exam Preparation" cards={PREPARE} />
      <CardGrid title="Online Examination" cards={EXAMS} />
    </div>
  );
}
