import { Link } from "react-router";
import { contentLanguage } from "../../lib/i18n";
import { useMessages } from "./messages";

export interface Crumb {
  label: string;
  /** Absent on the last crumb: the page the student is on. */
  to?: string;
}

/**
 * The way back up: each level above this page, then the page itself. Labels are mostly the
 * catalog's names (content), so each carries the language it is written in.
 */
export function Breadcrumbs({ trail, className }: { trail: readonly Crumb[]; className?: string }) {
  const { t } = useMessages();
  return (
    <nav
      aria-label={t("crumbs")}
      className={className ? `breadcrumbs ${className}` : "breadcrumbs"}
    >
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.label}>
            {crumb.to ? (
              <Link to={crumb.to} lang={contentLanguage(crumb.label)}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" lang={contentLanguage(crumb.label)}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
