import type { ReactNode } from "react";
import { useMessages } from "../messages";
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
  const { t } = useMessages();
  return (
    <div className="page landing">
      <section className="hero">
        <h1>{t("beReady", { course })}</h1>
        <ScholarshipTagline />
        {startTo ? (
          <StartLink to={startTo} className="button primary">
            {t("startTest")}
          </StartLink>
        ) : (
          <button
            type="button"
            className="button primary"
            onClick={() => window.alert(t("comingSoon"))}
          >
            {t("startTest")}
          </button>
        )}
      </section>
      {children}
    </div>
  );
}
