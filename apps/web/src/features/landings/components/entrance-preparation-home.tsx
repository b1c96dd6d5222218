import { Link } from "react-router";
import { StartLink } from "./start-link";
import { ScholarshipTagline } from "./tagline";

const YEARS = [2074, 2075, 2076, 2077, 2078, 2079];
const SUBJECTS: { subject: string; topics: string[] }[] = [
  {
    subject: "English",
    topics: [
      "Tag Questions",
      "Pronouns",
      "Subject-verb Agreement",
      "Phrasal Verbs",
      "Word Knowledge MCQ",
      "Verbs MCQ",
    ],
  },
];

/** The B.Sc.CSIT entrance preparation home. */
export function EntrancePreparationHome() {
  return (
    <div className="page landing">
      <section className="hero">
        <h1>Be Ready for B.Sc.CSIT Entrance Preparation</h1>
        <ScholarshipTagline />
        <p>
          A timed 100-question mock test drawn fresh every time: 25 mathematics, 25 physics, 25
          chemistry, 15 english and 10 computer, 60 seconds each.
        </p>
        <StartLink to="/csit/entrance-questions" className="button primary">
          Start Now
        </StartLink>
      </section>

      <section aria-labelledby="years">
        <h2 id="years">Model papers by year</h2>
        <ul className="card-grid">
          {YEARS.map((year) => (
            <li key={year}>
              <StartLink to={`/csit-entrance/${year}`} className="card">
                <strong>{year} Entrance Questions</strong>
                <span>100 questions in the pattern of {year}.</span>
              </StartLink>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="units">
        <h2 id="units">Unit-wise MCQs</h2>
        <ul className="card-grid">
          <li>
            <Link to="/csit" className="card">
              <strong>B.Sc.CSIT subject MCQs</strong>
              <span>Mathematics, physics, chemistry and more, practised one unit at a time.</span>
            </Link>
          </li>
        </ul>
      </section>

      <section aria-labelledby="subjects">
        <h2 id="subjects">Let&apos;s Practice Subject wise Questions !!</h2>
        <ul className="card-grid">
          {SUBJECTS.map(({ subject, topics }) => (
            <li key={subject} className="card subject-card">
              <h3>{subject}</h3>
              <ul className="topic-list">
                {topics.map((topic) => (
                  <li key={topic}>
                    <StartLink
                      to={`/entrance-preparation/${encodeURIComponent(subject)}/${encodeURIComponent(topic)}`}
                    >
                      {topic}
                    </StartLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
