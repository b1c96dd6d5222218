import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { OpenExam, SatExam } from "@tayari/contracts/exams";
import { examsApi } from "../api";
import { SignInFirst } from "./sign-in-first";

const STATE_LABEL = { none: "Start", running: "Continue", submitted: "Submitted" } as const;

/** `/exams`: the scholarship exams open now. */
export function OpenExams({ signedIn }: { signedIn: boolean }) {
  const [exams, setExams] = useState<OpenExam[] | null>(null);
  const [sat, setSat] = useState<SatExam[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    examsApi
      .openExams()
      .then((r) => {
        setExams(r.exams);
        setSat(r.sat);
      })
      .catch((e: Error) => setError(e.message));
  }, [signedIn]);
  if (!signedIn) return <SignInFirst what="Scholarship exams" />;
  return (
    <section className="page">
      <h1>Scholarship exams</h1>
      {error && <p className="load-error">{error}</p>}
      {exams && !exams.length && <p>No exam is open right now.</p>}
      <ul className="unit-list">
        {exams?.map((exam) => (
          <li key={exam.slug}>
            <Link to={`/exams/${exam.slug}`}>{exam.title}</Link>{" "}
            <span className="hint">
              {exam.question_count} questions, {Math.round(exam.duration_seconds / 60)} minutes;
              closes {new Date(exam.closes_at).toLocaleString()} · {STATE_LABEL[exam.attempt]}
            </span>
          </li>
        ))}
      </ul>
      {sat.length > 0 && (
        <>
          <h2>Your results</h2>
          <ul className="unit-list">
            {sat.map((exam) => (
              <li key={exam.slug}>
                <Link to={`/exams/${exam.slug}`}>{exam.title}</Link>{" "}
                <span className="hint">{resultsLine(exam.results_at)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function resultsLine(resultsAt: string | null): string {
  if (!resultsAt) return "Results not released yet";
  const at = new Date(resultsAt);
  return at.getTime() <= Date.now() ? "Results out" : `Results out ${at.toLocaleString()}`;
}
