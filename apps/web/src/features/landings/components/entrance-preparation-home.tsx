import { useEffect, useState } from "react";
import { Link } from "react-router";
import { PaceChoice } from "../../../components/sitting/pace-choice";
import { useMessages } from "../messages";
import { StartLink } from "./start-link";
import { ScholarshipTagline } from "./tagline";

const YEARS = [2074, 2075, 2076, 2077, 2078, 2079];
// The subject's name is part of each topic's address (the bank it is drawn from); the topics are
// the bank's own names, shown as written (content, in English).
const SUBJECTS: { subject: string; label: "englishSubject"; topics: string[] }[] = [
  {
    subject: "English",
    label: "englishSubject",
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
  const { t, plural } = useMessages();
  // The practice test's order of subjects (decision 0493), choosable once the page has hydrated.
  const [mixed, setMixed] = useState(false);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const order = (value: boolean, label: string) => (
    <label className="pace-option">
      <input
        type="radio"
        name="order"
        checked={mixed === value}
        disabled={!live}
        onChange={() => setMixed(value)}
      />{" "}
      {label}
    </label>
  );
  return (
    <div className="page landing">
      <section className="hero">
        <h1>{t("beReady", { course: "B.Sc.CSIT" })}</h1>
        <ScholarshipTagline />
        <p>{t("mockTestText")}</p>
        {/* The practice test's start: what follows each answer is chosen here (decision 0492). */}
        <PaceChoice revealMs={2000} />
        <fieldset className="pace-choice">
          <legend>{t("orderLegend")}</legend>
          {order(false, t("orderPaper"))}
          {order(true, t("orderMixed"))}
        </fieldset>
        <StartLink
          to={mixed ? "/csit/entrance-questions?order=mixed" : "/csit/entrance-questions"}
          className="button primary"
        >
          {t("startNow")}
        </StartLink>
      </section>

      <section aria-labelledby="mocks">
        <h2 id="mocks">{t("mockTests")}</h2>
        <ul className="card-grid">
          {Array.from({ length: 10 }, (_, i) => (
            <li key={i}>
              <Link to={`/csit/mock-tests/mock-${i + 1}`} className="card">
                {t("mockTest", { number: i + 1 })}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/csit/mock-tests" className="card">
              {t("allPapers")}
            </Link>
          </li>
          <li>
            <Link to="/bca/mock-tests" className="card">
              {t("allBcaPapers")}
            </Link>
          </li>
        </ul>
      </section>

      <section aria-labelledby="years">
        <h2 id="years">{t("yearPapers")}</h2>
        <ul className="card-grid">
          {YEARS.map((year) => (
            <li key={year}>
              <StartLink to={`/csit-entrance/${year}`} className="card">
                <strong>{t("yearPaperTitle", { year })}</strong>
                <span>{plural("yearPaperText", 100, { year })}</span>
              </StartLink>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="units">
        <h2 id="units">{t("unitWiseMcqs")}</h2>
        <ul className="card-grid">
          <li>
            <Link to="/csit" className="card">
              <strong>{t("csitSubjectMcqs")}</strong>
              <span>{t("csitSubjectMcqsText")}</span>
            </Link>
          </li>
        </ul>
      </section>

      <section aria-labelledby="subjects">
        <h2 id="subjects">{t("subjectWise")}</h2>
        <ul className="card-grid">
          {SUBJECTS.map(({ subject, label, topics }) => (
            <li key={subject} className="card subject-card">
              <h3>{t(label)}</h3>
              <ul className="topic-list" lang="en">
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
