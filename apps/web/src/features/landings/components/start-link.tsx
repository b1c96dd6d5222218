import type { ReactNode } from "react";
import { Link } from "react-router";
import { clearAllExceptProfile } from "../../../lib/storage";

/** Any start, year or topic link first clears the stored progress, keeping only the profile. */
export function StartLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // data-start: src/boot.js (inline in every page) clears the progress for a click before the app has loaded.
    <Link to={to} className={className} onClick={clearAllExceptProfile} data-start="">
      {children}
    </Link>
  );
}
