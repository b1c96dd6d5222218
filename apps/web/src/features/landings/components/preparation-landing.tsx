import type { ReactNode } from "react";
import { StartLink } from "./start-link";
import { ScholarshipTagline } from "./tagline";

interface PreparationLandingProps {
  course: string;
  /** Where Start Test goes; without it the test is not released yet. */
  startTo?: string;
  children?: ReactNode;
}

/** A 'Be Ready for ... Entrance Preparation' landing with its Start Test button. */
export function PreparationLanding({ course, startTo, children }: PreparationLandingProps) {
  return (
    <div className="page landing">
      <section className="hero">
        <h1>Be Ready for {course} Entrance Preparation</h1>
        <ScholarshipTagline />
        {startTo ? (
          <StartLink to={startTo} className="button primary">
            Start Test
          </StartLink>
        ) : (
          <button
            type="button"
            className="button primary"
            onClick={() => window.alert("Comming Soon!")}
          >
            Start Test
          </button>
        )}
      </section>
      {children}
    </div>
  );
}
