import { Suspense, memo, useMemo, type MouseEvent } from "react";
import { Link, NavLink } from "react-router";
import { useAuth } from "../features/auth/hooks/auth-store";
import { useMessages } from "./messages";
import { NAVIGATION, testsSection } from "./navigation";

/**
 * The sidebar's entries; `examiner` for an examiner only. Memoised: the sidebar settles right after
 * hydration (the prerendered markup leaves it to the stylesheet) and opens and closes, and a saved
 * login shows right after it (a student's sidebar is a guest's), none of which changes its links,
 * which are most of the frame's work to render (issue 34, decision 293).
 */
const NavSections = memo(function NavSections({ examiner }: { examiner: boolean }) {
  const { t } = useMessages();
  const sections = [testsSection(examiner), ...NAVIGATION];
  return sections.map((section) => (
    <section key={section.title} className="nav-section">
      <h2>{t(section.title)}</h2>
      <ul>
        {section.entries.map((entry) => (
          <li key={`${section.title}-${entry.label}`}>
            {entry.to === "/" ? (
              // Placeholder entries lead home; they are never "the current page".
              <Link to="/">{t(entry.label)}</Link>
            ) : (
              <NavLink to={entry.to} end>
                {t(entry.label)}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  ));
});

export function Sidebar({
  open,
  onClose,
  onChoice,
}: {
  open: boolean | null;
  onClose: () => void;
  onChoice: (event: MouseEvent<HTMLElement>) => void;
}) {
  const { t } = useMessages();
  const { user } = useAuth();
  const examiner = user?.user.role === "examiner";
  // A boundary of their own: React hydrates the prerendered links after the frame, in slices at
  // the lowest priority, not with the frame's transition, which React ends in one long task once it
  // has waited 5 s (a slow phone's hydration does). The same element while `examiner` holds: a
  // boundary whose props changed before it hydrated is hydrated at once (decision 0517).
  const links = useMemo(
    () => (
      <Suspense fallback={null}>
        <NavSections examiner={examiner} />
      </Suspense>
    ),
    [examiner],
  );
  return (
    <>
      <nav
        id="sidebar"
        className={open ? "sidebar open" : "sidebar"}
        aria-label={t("main")}
        hidden={open === false}
        onClick={onChoice}
      >
        {links}
      </nav>
      {open !== false ? (
        <div
          className="overlay"
          data-testid="sidebar-overlay"
          aria-hidden="true"
          onClick={onClose}
        />
      ) : null}
    </>
  );
}
